! A bare SAVE statement also saves the variables implicit typing creates in
! the executable part (j below is never declared).
! RUN: %diff-gfortran %s
subroutine bump()
  save
  j = j + 1
  print *, 'j', j
end subroutine

subroutine clobber()
  integer :: a(64)
  a = 77
  call use_it(a)
end subroutine

subroutine use_it(a)
  integer :: a(64)
  if (a(1) /= 77) stop 1
end subroutine

program save_implicit
  call bump()
  call clobber()
  call bump()
  call clobber()
  call bump()
end program
