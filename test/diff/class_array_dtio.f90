! Derived-type output of CLASS arrays (variables and components, whole)
! calls the procedure with each element's dynamic type (the array's
! vtable), as for elements and scalars.
! RUN: %diff-gfortran %s
module class_array_dtio_m
  type :: person
    integer :: age = 0
  contains
    procedure :: pwf
    generic :: write(formatted) => pwf
  end type
  type, extends(person) :: officer
    integer :: rank = 1
  end type
  type :: club
    class(person), allocatable :: committee(:)
  end type
contains
  subroutine pwf(dtv, unit, iotype, vlist, iostat, iomsg)
    class(person), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: vlist(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    select type (dtv)
    type is (officer)
      write (unit, '(a,i0,a,i0)', iostat=iostat) 'officer ', dtv%age, ' ', dtv%rank
    class default
      write (unit, '(a,i0)', iostat=iostat) 'person ', dtv%age
    end select
  end subroutine
end module
program class_array_dtio
  use class_array_dtio_m
  type(club) :: c
  class(person), allocatable :: a(:)
  integer :: i
  allocate(c%committee, source=[officer(30, 2), officer(40, 3)])
  allocate(a, source=[officer(50, 4)])
  write (*, '(DT)') a
  write (*, '(DT)') c%committee
  write (*, '(DT)') c%committee(2)
  write (*, *) c%committee
end program
