program main
  call say_hello(42)
end program main
