! NAMELIST data transfers: no I/O list, no format besides the group, no
! ADVANCE=, and NML= must name a group; a polymorphic group object needs a
! derived-type I/O procedure for the transfer.
! RUN: %check-diags %s
module nml_err_types
  type :: t
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
    write(unit, *, iostat=iostat, iomsg=iomsg) dtv%i
  end subroutine
end module
program nml_err
  use nml_err_types
  implicit none
  integer :: x, n
  class(t), allocatable :: c
  namelist /g/ x
  namelist /gc/ c
  write (*, nml=gc)
  read (*, nml=gc) ! ERROR: Polymorphic NAMELIST object 'c' needs a READ(FORMATTED) derived-type I/O procedure.
  write (*, nml=g)
  write (*, g, iostat=n)
  write (*, nml=g) x ! ERROR: A NAMELIST data transfer cannot have an I/O list.
  read (*, nml=g, fmt='(a)') ! ERROR: A NAMELIST data transfer cannot also have a format.
  write (*, nml=n) ! ERROR: NML= must name a NAMELIST group.
  write (*, fmt=g, advance='no') ! ERROR: ADVANCE= is not allowed in a NAMELIST data transfer.
  inquire (iolength=n) x, g ! ERROR: 'g' is a namelist, not a variable.
end program nml_err
