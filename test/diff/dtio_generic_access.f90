! DTIO generic interfaces named in PUBLIC/PRIVATE statements and in a USE's
! ONLY list: a public WRITE(FORMATTED) interface imported by ONLY, and a
! private one that leaves the items to component-wise transfer (a DT edit
! descriptor then fails with "Missing DTIO procedure").
! RUN: %diff-gfortran %s
module money
  implicit none
  private
  type, public :: cents
    integer :: n
  end type
  interface write(formatted)
    module procedure write_cents
  end interface
  public :: write(formatted)
contains
  subroutine write_cents(dtv, unit, iotype, v_list, iostat, iomsg)
    class(cents), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '(i0,".",i2.2)', iostat=iostat, iomsg=iomsg) dtv%n / 100, mod(dtv%n, 100)
  end subroutine
end module

module hidden
  implicit none
  private
  type, public :: tag
    integer :: k
  end type
  interface write(formatted)
    module procedure write_tag
  end interface
  private :: write(formatted)
contains
  subroutine write_tag(dtv, unit, iotype, v_list, iostat, iomsg)
    class(tag), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '("tag",i0)', iostat=iostat, iomsg=iomsg) dtv%k
  end subroutine
end module

program p
  use money, only: cents, write(formatted)
  use hidden
  implicit none
  type(cents) :: c
  type(tag) :: t
  character(40) :: s, msg
  integer :: ios
  c = cents(1234)
  t = tag(7)
  write(s, '(dt)') c
  print '(a)', trim(s)
  print *, c
  print *, t
  write(*, '(dt)', iostat=ios, iomsg=msg) t
  print '(i0,1x,a)', ios, trim(msg)
end program
