! Character temporaries of run-time length inside a long loop: they are
! freed after each statement, so the stack does not grow with the trips
! (a million trips of about 48 bytes of temporaries each: 6 times the 8 MB stack).
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program char_loop_temps
  implicit none
  character(len=40) :: a, b
  integer :: i, n
  n = 0
  a = 'hello   '
  do i = 1, 1000000
    b = adjustr(a(1:mod(i,7)+5)) // repeat('x', mod(i, 3))
    if (b(1:1) == 'h') n = n + 1
  end do
  print *, n, '[', trim(b), ']'
end program char_loop_temps
