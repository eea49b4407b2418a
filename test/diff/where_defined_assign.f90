! A defined assignment by an elemental subroutine inside WHERE: one call
! per element where the mask holds (ELSEWHERE and nested WHERE too); a
! right-hand side that reads the variable is evaluated before any call.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module where_defined_assign_m
  implicit none
  type u
    integer :: i
    logical :: l
  end type
  interface assignment(=)
    module procedure i_to_u, l_to_u
  end interface
contains
  elemental subroutine i_to_u(a, b)
    type(u), intent(inout) :: a
    integer, intent(in) :: b
    a%i = b
  end subroutine
  elemental subroutine l_to_u(a, b)
    type(u), intent(inout) :: a
    logical, intent(in) :: b
    a%l = b
  end subroutine
end module

program where_defined_assign
  use where_defined_assign_m
  implicit none
  type(u) :: t(4), g(2, 3)
  logical :: k(4)
  integer :: j
  t%i = 0
  t%l = .false.
  k = [.true., .false., .true., .true.]
  where (k)
    t = 7
    t = t(4:1:-1)%i + 1
  elsewhere
    t = -1
    t = .true.
  end where
  print *, t%i, t%l
  where (t%l)
    t = 100
  elsewhere (t%i > 7)
    t = t%i * 2
    where (t%i > 10) t = .true.
  end where
  print *, t%i, t%l
  g%i = reshape([(j, j = 1, 6)], [2, 3])
  g%l = .false.
  where (mod(g%i, 2) == 0) g = g%i > 3
  where (g%l) g = g(:, 3:1:-1)%i * 10
  print *, g%i, g%l
end program
