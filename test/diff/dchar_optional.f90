! INTENT(OUT) allocatable OPTIONAL dummies (deferred-length CHARACTER and an
! array): deallocated at entry only when present.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module dchar_optional_m
contains
  subroutine f(s, w)
    character(len=:), allocatable, intent(out), optional :: s
    real, allocatable, intent(out), optional :: w(:)
    if (present(s)) s = 'set'
    if (present(w)) w = [1.0, 2.0]
    print *, present(s), present(w)
  end subroutine
end module
program dchar_optional
  use dchar_optional_m
  character(len=:), allocatable :: s
  real, allocatable :: w(:)
  call f()
  call f(s)
  print *, s
  call f(w=w)
  print *, w
  call f(s, w)
  print *, s, w
end program
