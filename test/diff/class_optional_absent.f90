! An unallocated ALLOCATABLE, a disassociated POINTER or an absent OPTIONAL
! scalar (of a TYPE or CLASS) for an OPTIONAL CLASS dummy is absent
! (F2008 12.5.2.12): the container passed is NULL.
! RUN: %diff-gfortran %s
module class_optional_m
  type t
    integer :: i = 1
  end type
contains
  subroutine s2(x)
    class(t), intent(in), optional :: x
    print *, present(x)
  end subroutine
  subroutine s1(z, z2, z3, tz)
    class(t), optional :: z
    type(t), optional :: tz
    class(t), optional, pointer :: z2
    class(t), optional, allocatable :: z3
    class(t), allocatable :: x
    type(t), allocatable :: tx
    type(t), pointer :: ty => null()
    class(t), pointer :: y
    y => null()
    call s2(x)
    call s2(y)
    call s2(z)
    call s2(z2)
    call s2(z3)
    call s2(tx)
    call s2(ty)
    call s2(tz)
    allocate(x, tx)
    call s2(tx)
    call s2(x)
  end subroutine
end module
program class_optional_absent
  use class_optional_m
  type(t) :: a
  call s1()
  print *, '--'
  call s1(a, tz=a)
end program
