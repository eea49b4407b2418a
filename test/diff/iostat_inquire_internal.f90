! IOSTAT_INQUIRE_INTERNAL_UNIT of ISO_FORTRAN_ENV is the IOSTAT= value
! libgfortran gives an INQUIRE of the unit number of an internal file.
! RUN: %diff-gfortran %s
program iostat_inquire_internal
  use iso_fortran_env, only: iostat_inquire_internal_unit, iostat_end, iostat_eor
  implicit none
  logical :: there, named
  integer :: u, ios
  print *, iostat_inquire_internal_unit, iostat_end, iostat_eor
  u = -1
  there = .true.
  inquire(unit=u, exist=there, opened=named, iostat=ios)
  print *, ios == iostat_inquire_internal_unit, there
  inquire(unit=6, exist=there, iostat=ios)
  print *, ios, there
end program
