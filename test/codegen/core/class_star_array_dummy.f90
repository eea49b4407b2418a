! CLASS(*) assumed-shape array dummies take arrays of any type with their
! dynamic type (gfortran's container: the descriptor, then the vtable) and
! pass it on: to another CLASS(*) array dummy, and as the first element of
! a scalar CLASS(*) dummy of IGNORE_TKR (rd), whose SELECT TYPE sees the
! element type (the CUDA Fortran book's cudaforGetDataType pattern in
! ch07 cusparseEx/potr); sections, derived types and REAL(2) too.
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
! CHECK: 403 805 202 1407 803 1702
! CHECK-NEXT: PASS
module class_star_kinds_m
  implicit none
  type t
    integer :: v
  end type
contains
  function type_code(x) result(res)
    !dir$ ignore_tkr (rd) x
    class(*) :: x
    integer :: res
    select type (x)
    type is (real(2))
      res = 2
    type is (real(4))
      res = 4
    type is (real(8))
      res = 8
    type is (integer(4))
      res = 14
    type is (t)
      res = 17
    class default
      res = -1
    end select
  end function
  function describe(a) result(res)
    class(*) :: a(:)
    integer :: res
    res = 100 * type_code(a) + size(a)
  end function
  function nested(a) result(res)
    class(*) :: a(:)
    integer :: res
    res = describe(a)
  end function
end module

program class_star_array_dummy
  use class_star_kinds_m
  implicit none
  real(4) :: r4(3) = [1.0, 2.0, 3.0]
  real(8) :: r8(5)
  real(2) :: r2(2)
  integer :: i4(7)
  type(t) :: ts(2) = [t(5), t(7)]
  integer :: got(6)
  got = [describe(r4), describe(r8), describe(r2), describe(i4), nested(r8(2:4)), describe(ts)]
  write (*, '(6(i0, 1x))') got
  if (any(got /= [403, 805, 202, 1407, 803, 1702])) stop 1
  print '(a)', 'PASS'
end program
