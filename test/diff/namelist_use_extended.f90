! A NAMELIST group of a module extended by a NAMELIST statement of the
! program that uses it (a GNU extension): the module's objects, then the
! local ones; the module's own group is unchanged.
! RUN: %diff-gfortran %s
module nue
  implicit none
  character(4) :: aa = 'abcd'
  integer :: ii = 1
  namelist /grp/ aa
contains
  subroutine show_module_group
    write (*, nml=grp)
  end subroutine
end module

program namelist_use_extended
  use nue
  implicit none
  real :: rrr = 2.5
  namelist /grp/ ii, rrr
  write (*, nml=grp)
  call show_module_group
  open (10, status='scratch')
  write (10, '(A)') "&GRP aa='wxyz' ii=7 rrr=9.5 /"
  rewind (10)
  read (10, nml=grp)
  close (10)
  print '(A,I3,F5.1)', aa, ii, rrr
end program
