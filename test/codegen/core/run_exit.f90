! EXIT inside SELECT CASE leaves the enclosing DO; EXIT from named IF and BLOCK constructs.
! RUN: %diff-gfortran %s
program run_exit
  implicit none
  integer :: i, n
  n = 0
  do i = 1, 10
    select case (i)
    case (4)
      exit
    case default
      n = n + i
    end select
  end do
  print *, n, i
  chk: if (n > 2) then
    n = n + 100
    if (n > 50) exit chk
    n = -1
  end if chk
  print *, n
  blk: block
    if (n > 0) exit blk
    n = -5
  end block blk
  print *, n
end program run_exit
