subroutine say_hello(n)
  integer, intent(in) :: n
  print *, 'hello again', n
end subroutine say_hello
