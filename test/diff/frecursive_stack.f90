! -frecursive: local arrays stay on the stack whatever their size, so a
! procedure reached again through another (not declared RECURSIVE) keeps
! one copy per call; without it cuf90 (as gfortran) makes arrays over
! 64 KiB static.
! RUN: %diff-gfortran -frecursive %s
subroutine down(n, total)
  integer, intent(in) :: n
  integer, intent(inout) :: total
  integer :: buf(20000)
  buf = n
  if (n > 1) call again(n - 1, total)
  total = total + buf(1) + buf(20000)
end subroutine

subroutine again(n, total)
  integer, intent(in) :: n
  integer, intent(inout) :: total
  call down(n, total)
end subroutine

program frecursive_stack
  integer :: total
  total = 0
  call down(4, total)
  print *, total
end program
