! After DEALLOCATE, NULLIFY, INTENT(OUT) and p => NULL() a CLASS entity's
! dynamic type is its declared type again (none for CLASS(*)), as
! SAME_TYPE_AS and EXTENDS_TYPE_OF see it: scalars and arrays, allocatable
! and pointer.
! RUN: %diff-gfortran %s
module class_dealloc_m
  type :: base
    integer :: id = 0
  end type
  type, extends(base) :: ext
    real :: w = 1.5
  end type
end module
program class_dealloc_type
  use class_dealloc_m
  class(base), allocatable :: s, a(:)
  class(base), pointer :: ps, pa(:)
  class(*), allocatable :: u, ua(:)
  allocate(ext :: s, a(2))
  allocate(ext :: ps, pa(2))
  allocate(ext :: u, ua(2))
  print *, same_type_as(s, ext()), same_type_as(a, ext()), same_type_as(ps, ext()), same_type_as(pa, ext())
  print *, same_type_as(u, ext()), same_type_as(ua, ext())
  deallocate(s, a, ps, pa, u, ua)
  print *, same_type_as(s, base()), same_type_as(a, base()), same_type_as(ps, base()), same_type_as(pa, base())
  print *, extends_type_of(s, ext()), extends_type_of(a, ext()), extends_type_of(ps, ext()), extends_type_of(pa, ext())
  print *, same_type_as(u, ext()), same_type_as(ua, ext()), extends_type_of(u, ua), extends_type_of(u, base())
  allocate(ext :: s, a(2))
  print *, same_type_as(s, ext()), same_type_as(a, ext())
  call sub(s, a)
  print *, same_type_as(s, base()), same_type_as(a, base())
  allocate(ext :: ps)
  nullify(ps)
  print *, same_type_as(ps, base())
  print *, same_type_as(ps, base())
contains
  subroutine sub(x, y)
    class(base), allocatable, intent(out) :: x, y(:)
    print *, same_type_as(x, base()), same_type_as(y, base())
  end subroutine
end program
