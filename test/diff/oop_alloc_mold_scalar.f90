! RUN: %diff-gfortran %s
! ALLOCATE of a scalar CLASS object with MOLD=: the dynamic type of a
! polymorphic mold (CLASS(*) of intrinsic and derived types, CLASS(t)) and
! its default initialization, not the mold's value.
module mm
  type :: base
    integer :: i = 7
  end type
  type, extends(base) :: ext
    real :: r = 2.5
    character(3) :: c = 'abc'
  end type
  type :: holder
    class(*), allocatable :: mold
  end type
contains
  subroutine make(h, value)
    type(holder), intent(inout) :: h
    class(*), intent(in) :: value
    allocate(h%mold, mold=value)
  end subroutine
  subroutine show(x)
    class(*), intent(in) :: x
    select type (x)
    type is (integer)
      print *, 'integer', x
    type is (real)
      print *, 'real', storage_size(x)
    type is (ext)
      print *, 'ext', x%i, x%r, x%c
    type is (base)
      print *, 'base', x%i
    class default
      print *, 'other'
    end select
  end subroutine
end module
program p
  use mm
  type(holder) :: h
  class(base), allocatable :: b, c
  call make(h, 42)
  select type (q => h%mold)
  type is (integer)
    q = 5
  end select
  call show(h%mold)
  deallocate(h%mold)
  call make(h, 1.5)
  call show(h%mold)
  allocate(b, source=ext(1, 9.0, 'xyz'))
  allocate(c, mold=b)
  call show(c)
  print *, same_type_as(b, c), storage_size(c) == storage_size(b)
  deallocate(c)
  allocate(c, mold=base(3))
  call show(c)
end program
