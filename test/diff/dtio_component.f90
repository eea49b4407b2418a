! An item without a derived-type I/O procedure is transferred component by
! component, and a component whose type has one is transferred by it
! (type-bound or an interface generic), in list-directed and formatted
! output and in formatted input. (gfortran hands the procedure the address
! of the whole item, so the component with the procedure comes first here.)
! RUN: %diff-gfortran %s
module parts
  implicit none
  type :: money
    integer :: cents = 0
  contains
    procedure :: wf => write_money
    procedure :: rf => read_money
    generic :: write(formatted) => wf
    generic :: read(formatted) => rf
  end type
  type :: price
    type(money) :: amount
    character(4) :: unit = 'each'
    integer :: qty = 1
  end type
  type :: stamp
    integer :: day = 0
  end type
  type :: entry
    type(stamp) :: when
    real :: w = 0
  end type
  interface write(formatted)
    module procedure write_stamp
  end interface
contains
  subroutine write_money(dtv, unit, iotype, v_list, iostat, iomsg)
    class(money), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '("$",i0,".",i2.2)', iostat=iostat, iomsg=iomsg) dtv%cents / 100, mod(dtv%cents, 100)
  end subroutine
  subroutine read_money(dtv, unit, iotype, v_list, iostat, iomsg)
    class(money), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read(unit, '(i5)', iostat=iostat, iomsg=iomsg) dtv%cents
  end subroutine
  subroutine write_stamp(dtv, unit, iotype, v_list, iostat, iomsg)
    class(stamp), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '("day",i0)', iostat=iostat, iomsg=iomsg) dtv%day
  end subroutine
end module

program p
  use parts
  implicit none
  type(price) :: x, y
  type(entry) :: e
  character(30) :: line
  x = price(money(1999), 'box', 3)
  print *, x
  write(*, '(dt,1x,a,1x,i0)') x
  line = '  250 kg    7'
  read(line, '(dt,1x,a4,i5)') y
  print '(i0,1x,a,1x,i0)', y%amount%cents, y%unit, y%qty
  e = entry(stamp(12), 2.5)
  print *, e
  write(*, '(dt,f6.2)') e
end program
