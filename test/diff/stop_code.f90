! STOP with an integer code: the exit status is the code (compared with
! gfortran's), and output before the STOP is flushed.
! RUN: %diff-gfortran %s
program stop_code
  implicit none
  integer :: i, total
  total = 0
  do i = 1, 10
    total = total + i
    if (total > 20) then
      print *, 'stopping at', i, total
      stop 3
    end if
  end do
  print *, 'not reached'
end program stop_code
