! NAMELIST data transfers: no I/O list, no format besides the group, no
! ADVANCE=, and NML= must name a group.
! RUN: %check-diags %s
program nml_err
  implicit none
  integer :: x, n
  namelist /g/ x
  write (*, nml=g)
  write (*, g, iostat=n)
  write (*, nml=g) x ! ERROR: A NAMELIST data transfer cannot have an I/O list.
  read (*, nml=g, fmt='(a)') ! ERROR: A NAMELIST data transfer cannot also have a format.
  write (*, nml=n) ! ERROR: NML= must name a NAMELIST group.
  write (*, fmt=g, advance='no') ! ERROR: ADVANCE= is not allowed in a NAMELIST data transfer.
  inquire (iolength=n) x, g ! ERROR: 'g' is a namelist, not a variable.
end program nml_err
