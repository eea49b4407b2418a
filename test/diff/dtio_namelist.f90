! NAMELIST objects of types with derived-type I/O procedures: NAMELIST
! output and input call them (type-bound and interface generics, TYPE and
! CLASS scalars and arrays, the CLASS ones through the dynamic type's binding), other
! objects of the group are transferred as usual.
! RUN: %diff-gfortran %s
module temps
  implicit none
  type :: celsius
    real :: deg = 0
  contains
    procedure :: wf => write_celsius
    procedure :: rf => read_celsius
    generic :: write(formatted) => wf
    generic :: read(formatted) => rf
  end type
  type, extends(celsius) :: tagged
    character(3) :: tag = 'abc'
  contains
    procedure :: wf => write_tagged
  end type
  type :: code
    integer :: n = 0
  end type
  interface write(formatted)
    module procedure write_code
  end interface
contains
  subroutine write_celsius(dtv, unit, iotype, v_list, iostat, iomsg)
    class(celsius), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '(f0.1,"C")', iostat=iostat, iomsg=iomsg) dtv%deg
  end subroutine
  subroutine write_tagged(dtv, unit, iotype, v_list, iostat, iomsg)
    class(tagged), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '(a,":",f0.1,"C")', iostat=iostat, iomsg=iomsg) dtv%tag, dtv%deg
  end subroutine
  subroutine read_celsius(dtv, unit, iotype, v_list, iostat, iomsg)
    class(celsius), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read(unit, '(f4.1)', iostat=iostat, iomsg=iomsg) dtv%deg
    dtv%deg = dtv%deg + 100
  end subroutine
  subroutine write_code(dtv, unit, iotype, v_list, iostat, iomsg)
    class(code), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '("#",i4.4)', iostat=iostat, iomsg=iomsg) dtv%n
  end subroutine
end module

program p
  use temps
  implicit none
  type(celsius) :: t
  type(code) :: c
  integer :: k
  class(celsius), allocatable :: v, w(:)
  character(20) :: buf(4)
  namelist /nt/ k, t, c
  namelist /nv/ v
  namelist /nw/ w
  t%deg = 21.5
  c%n = 42
  k = 3
  write(*, nml=nt)
  v = tagged(-4.0, 'xyz')
  write(*, nv)
  write(buf, nml=nv)
  print '(a)', buf(1:3)
  deallocate(v)
  allocate(celsius :: v)
  v%deg = 8
  write(*, nv)
  open(30, status='scratch')
  write(30, '(a)') '&nt k=7 t=12.5 c%n=5 /'
  rewind(30)
  read(30, nml=nt)
  close(30)
  print *, k, t%deg, c%n
  allocate(w(3))
  w%deg = [1.0, 2.0, 3.5]
  write(*, nw)
end program
