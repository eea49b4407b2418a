! hello.f90 — the first program: cuf90 hello.f90 -o hello && ./hello
program hello
  implicit none
  integer :: i
  print *, 'Hello from cuf90!'
  do i = 1, 3
    print *, 'line', i, 'of', 3
  end do
end program hello
