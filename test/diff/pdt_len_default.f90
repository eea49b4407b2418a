! Default initialization of a component whose bounds depend on a LEN
! type parameter: the storage allocated with each object takes the
! default value, with the LEN parameter's own default, after assignment,
! and in ALLOCATE with a type-spec.
! RUN: %diff-gfortran %s
module pdt_len_default_m
  implicit none
  type :: vec(k)
    integer, len :: k = 3
    integer :: foo(k) = [1, 2, 3]
  end type
end module

program pdt_len_default
  use pdt_len_default_m
  implicit none
  type(vec) :: u, v
  type(vec(:)), allocatable :: x
  print *, u%k, u%foo
  u%foo = [7, 8, 9]
  v = u
  print *, v%foo, u%foo
  allocate(vec(3) :: x)
  print *, x%k, x%foo
  x%foo(2) = 0
  print *, x
end program
