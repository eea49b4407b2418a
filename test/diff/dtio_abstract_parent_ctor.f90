! A structure constructor of an extension whose abstract parent type is not
! accessible where it is written (USE, ONLY of the extension): the parent
! has no components, so the values go to the extension's own; and a
! deferred WRITE(FORMATTED) binding of the parent overridden by the
! extension transfers it (a CLASS(parent) item: through the vtable).
! RUN: %diff-gfortran %s
module shapes
  implicit none
  type, abstract :: shape
  contains
    procedure(wf_iface), deferred :: wf
    generic :: write(formatted) => wf
  end type
  abstract interface
    subroutine wf_iface(dtv, unit, iotype, v_list, iostat, iomsg)
      import shape
      class(shape), intent(in) :: dtv
      integer, intent(in) :: unit
      character(*), intent(in) :: iotype
      integer, intent(in) :: v_list(:)
      integer, intent(out) :: iostat
      character(*), intent(inout) :: iomsg
    end subroutine
  end interface
end module

module squares
  use shapes, only: shape
  implicit none
  type, extends(shape) :: square
    integer :: side = 1
    real :: scale = 1.0
  contains
    procedure :: wf => write_square
  end type
contains
  subroutine write_square(dtv, unit, iotype, v_list, iostat, iomsg)
    class(square), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '("square ",i0," x",f4.1)', iostat=iostat, iomsg=iomsg) dtv%side, dtv%scale
  end subroutine
end module

module show_shapes
  use shapes
  implicit none
contains
  subroutine show(s)
    class(shape), intent(in) :: s
    character(30) :: buf(2)
    buf = ''
    write(buf, '(dt)') s
    print '(a,"|",a)', trim(buf(1)), trim(buf(2))
  end subroutine
end module

program p
  use squares, only: square
  use show_shapes
  implicit none
  type(square) :: s
  character(30) :: line
  s = square(3)
  write(*, '(dt)') s
  write(*, '(dt)') square(5, 2.5)
  write(line, 10) square(side=7)
10 format(dt)
  print '(a)', trim(line)
  call show(square(9, 0.5))
end program
