! Derived-type I/O procedures whose dtv dummy is TYPE(t), as SEQUENCE and
! BIND(C) types (which cannot be extended) have them, get the object itself;
! INQUIRE(IOLENGTH=) counts such items' components, not their procedures.
! RUN: %diff-gfortran %s
module recs
  use iso_c_binding
  implicit none
  type :: pair
    sequence
    character(6) :: key
    integer :: val
  end type
  type, bind(c) :: point
    integer(c_int) :: x, y
  end type
  interface write(unformatted)
    module procedure write_pair, write_point
  end interface
  interface read(unformatted)
    module procedure read_pair
  end interface
  interface write(formatted)
    module procedure fmt_point
  end interface
contains
  subroutine write_pair(dtv, unit, iostat, iomsg)
    type(pair), intent(in) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, iostat=iostat, iomsg=iomsg) dtv%val, dtv%key
  end subroutine
  subroutine read_pair(dtv, unit, iostat, iomsg)
    type(pair), intent(inout) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read(unit, iostat=iostat, iomsg=iomsg) dtv%val, dtv%key
  end subroutine
  subroutine write_point(dtv, unit, iostat, iomsg)
    type(point), intent(in) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, iostat=iostat, iomsg=iomsg) dtv%y, dtv%x
  end subroutine
  subroutine fmt_point(dtv, unit, iotype, v_list, iostat, iomsg)
    type(point), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '("(",i0,",",i0,")")', iostat=iostat, iomsg=iomsg) dtv%x, dtv%y
  end subroutine
end module

program p
  use recs
  implicit none
  type(pair) :: a, b
  type(point) :: q
  integer :: n, i, j, len
  a = pair('alpha', 11)
  q = point(3, -4)
  open(20, status='scratch', form='unformatted')
  write(20) a, q
  rewind(20)
  read(20) b
  print '(a,1x,i0)', trim(b%key), b%val
  rewind(20)
  read(20) n, b%key, i, j
  print '(i0,1x,a,1x,i0,1x,i0)', n, trim(b%key), i, j
  close(20)
  print *, q
  write(*, '(dt,1x,dt)') q, point(7, 8)
  inquire(iolength=len) n, a, q, n
  print *, len
end program
