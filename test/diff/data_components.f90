! DATA for components of derived-type variables and arrays (scalar and
! array components, nested types, sections and implied-DOs of component
! arrays, a component across an array of structures) and for substrings
! (the rest of the string stays blank; two substrings make one string).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program data_components
  implicit none
  type inner
    integer :: a(4)
    real :: r
  end type
  type outer
    type(inner) :: t(3)
    integer :: b
  end type
  type pt
    integer :: i
    character(len=3) :: tag
  end type
  type(outer) :: o(2)
  type(pt) :: p(3), q
  integer :: i, m(3)
  character(len=6) :: s1, s2
  character(len=4) :: names(2)
  data o(2)%t(1)%r, o(1)%t(3)%a, o(1)%b / 2.5, 11, 12, 13, 14, 7 /, o(2)%t(1)%a(2) / 5 /
  data (o(1)%t(2)%a(i), i = 4, 1, -1) / 21, 22, 23, 24 /
  data o(2)%t(2)%a(1:4:2), o(2)%t(3)%a(3) / 31, 33, 43 /
  data m, p%i / 1, 2, 3, 4, 5, 6 /
  data p(2)%tag, q / 'xy', pt(9, 'abc') /
  data s1(1:2) / 'ab' /, s1(5:6) / 'ef' /
  data s2(3:4), names(2)(2:3), names(1) / "CDE", "zz", "w" /

  do i = 1, 3
    print '(4I4,F6.1)', o(1)%t(i)%a, o(1)%t(i)%r
    print '(4I4,F6.1)', o(2)%t(i)%a, o(2)%t(i)%r
  end do
  print '(2I4)', o%b
  print '(6I4)', m, p%i
  print '(3A)', '[', p(2)%tag, ']'
  print '(I4,3A)', q%i, ' [', q%tag, ']'
  print '(3A)', '[', s1, ']'
  print '(3A)', '[', s2, ']'
  print '(4A)', '[', names(1), names(2), ']'
end program
