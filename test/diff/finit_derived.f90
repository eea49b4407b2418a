! -finit-derived: components of derived-type locals without a default
! initialization start from the -finit-* values (-finit-real=nan here),
! and from zero, .false. and NUL for the types no option names; default
! initializations are kept (a component of a type with one gets just that,
! as in gfortran), allocatable components unallocated; scalars, arrays and
! automatic arrays of the type, at every entry.
! RUN: %diff-gfortran -finit-derived -finit-integer=3 -finit-real=nan %s
module finit_derived_m
  implicit none
  type inner
    integer :: id = -1
    real :: w
  end type
  type rec
    integer :: n
    real :: x
    complex :: z
    logical :: ok
    character(len=2) :: c
    integer :: v(3)
    real :: kept = 2.5
    type(inner) :: in
    integer, allocatable :: al(:)
  end type
contains
  subroutine show(r)
    type(rec), intent(in) :: r
    print *, r%n, isnan(r%x), isnan(real(r%z)), isnan(aimag(r%z)), r%ok, iachar(r%c(1:1)), r%v
    print *, r%kept, r%in%id, isnan(r%in%w), allocated(r%al)
  end subroutine
  subroutine locals(m)
    integer, intent(in) :: m
    type(rec) :: a, arr(2), auto(m)
    integer :: plain
    call show(a)
    call show(arr(2))
    call show(auto(m))
    print *, plain
    a%n = 0; a%x = 0; a%ok = .true.; a%in%w = 1; arr(2)%n = 0; auto(m)%n = 0; plain = 0
  end subroutine
end module

program finit_derived
  use finit_derived_m
  implicit none
  real :: r
  call locals(2)
  call locals(3)
  print *, isnan(r)
end program
