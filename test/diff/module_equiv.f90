! EQUIVALENCE in a module: the users of the module (another file, a
! procedure with USE ONLY and renames) see the storage association the
! module declared, including the initial values; an array assignment
! between equivalenced arrays sees the old values.
! RUN: %diff-gfortran %S/Inputs/module_equiv_mod.f90 %s
module equiv_local
  implicit none
  real :: a(5) = [10., 20., 30., 40., 50.]
  real :: b(3)
  equivalence (a(3), b(1))
end module

subroutine use_only
  use equiv_store, only: s => second, tail
  use equiv_local, only: b
  implicit none
  print '(A,I4,3F6.1)', 'only:', s, tail
  print '(A,3F6.1)', 'local b:', b
end subroutine

subroutine overlap
  implicit none
  real :: p(10), q(10), expect(10)
  integer :: i
  equivalence (p, q)
  p = [(real(i), i = 1, 10)]
  expect = p
  expect(2:10:3) = expect(1:5:2) + 1
  p(2:10:3) = q(1:5:2) + 1
  print '(10F5.1)', p
  print '(L2)', all(p == expect)
end subroutine

program module_equiv
  use equiv_store
  implicit none
  whole = [1, 2, 3, 4]
  call report
  second = 9
  print '(4I4)', whole
  print '(3F6.1)', tail
  tail(2) = -1.
  print '(6F6.1)', r
  word = 'abcdefgh'
  print '(A)', part
  part = 'XYZ'
  print '(A)', word
  call use_only
  call overlap
end program
