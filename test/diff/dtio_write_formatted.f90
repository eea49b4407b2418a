! User-defined derived-type output: a type-bound WRITE(FORMATTED) generic called
! for list-directed output and for a DT edit descriptor with iotype and v_list.
! RUN: %diff-gfortran %s
module m
  type t
    integer :: i
  contains
    procedure :: wf
    generic :: write(formatted) => wf
  end type
contains
  subroutine wf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '(a,i0,a,i0)', iostat=iostat, iomsg=iomsg) iotype, size(v_list), ' i=', dtv%i
  end subroutine
end module
program p
  use m
  type(t) :: x
  x%i = 42
  print *, x
  write(*, '(dt"abc"(1,2))') x
end program
