subroutine say_hello(n)
  integer, intent(in) :: n
  print *, 'hello', n
end subroutine say_hello
