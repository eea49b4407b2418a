! Parameterized derived types and extension: an extension inherits its
! parent's type parameters (its own follow them), the parent component is
! the parent's instance of those values.
! RUN: %diff-gfortran %s
program pdt_extends
  implicit none
  type :: base(k, n)
    integer, kind :: k = 4
    integer, len :: n = 2
    real(k) :: a(n)
  end type
  type, extends(base) :: child(m)
    integer, len :: m = 3
    integer :: b(m)
  end type
  type(child(8, 2, 4)) :: c
  type(child) :: d
  c%a = [1d0, 2d0]
  c%b = [1, 2, 3, 4]
  print *, c%k, c%n, c%m, kind(c%a), size(c%a), size(c%b)
  print *, c%a, c%b, c%base%a, c%base%n
  d%a = 5
  d%b = 6
  print *, d%k, d%n, d%m, d%a, d%b
  print *, c
end program
