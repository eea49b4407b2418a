! FORALL and WHERE assignments to CHARACTER targets (whole elements and
! substrings) that read what they assign: every value is computed, at its
! target's length, before any element is stored. (Derived types with
! allocatable components, and array-valued substring targets, which
! gfortran 12 gets wrong: codegen/core/run_where_deep.f90.)
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program forall_char_deep
  implicit none
  character(len=3) :: s(5)
  character(len=5) :: t
  character(len=4) :: c2(3, 3)
  logical :: m(5)
  integer :: i, j

  s = ['abc', 'def', 'ghi', 'jkl', 'mno']
  forall (i = 1:5) s(i) = s(6 - i)
  print *, s
  forall (i = 1:5) s(i)(1:2) = s(6 - i)(2:3)
  print *, s
  forall (i = 2:5) s(i) = s(i - 1)(2:3) // s(i)(1:1)
  print *, s
  s = ['abc', 'def', 'ghi', 'jkl', 'mno']
  forall (i = 1:5, s(i) > 'ddd') s(i) = s(1)
  print *, s
  forall (i = 1:3, j = 1:3) c2(i, j) = achar(64 + i) // achar(96 + j) // '..'
  forall (i = 1:3, j = 1:3) c2(i, j) = c2(j, i)(1:2) // c2(i, j)(1:2)
  print *, c2
  t = 'hello'
  forall (i = 1:5) t(i:i) = t(6 - i:6 - i)
  print *, t

  ! WHERE: the mask holds for elements the rhs reads after they are stored
  s = ['abc', 'def', 'ghi', 'jkl', 'mno']
  m = [.true., .false., .true., .true., .false.]
  where (m) s = s(5:1:-1)
  print *, s
  where (s > 'ddd') s = s(1)(2:3) // s(:)(1:1)
  print *, s
  where (s(2:5) /= s(1)) s(1:4) = s(2:5)
  print *, s

end program forall_char_deep
