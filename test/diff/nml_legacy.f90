! NAMELIST input in the legacy $GROUP ... $END form with mixed-case names,
! logical and complex arrays, INTEGER(8), repeat counts and null values,
! quoted strings of both kinds, then a section assignment followed by an
! unknown name (IOSTAT=, IOMSG=; the values before it are kept).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program nml_legacy
  implicit none
  logical :: flags(4) = .false.
  complex :: zs(2) = (0.0, 0.0)
  integer(8) :: big = 0
  real(8) :: rs(5) = 0
  character(len=6) :: words(3) = ''
  integer :: u, ios
  character(len=120) :: msg
  namelist /run/ flags, zs, big, rs, words
  open (newunit=u, status='scratch')
  write (u, '(A)') ' $RUN'
  write (u, '(A)') '  FLAGS = 2*T, F, .true., ZS = (1,2), (3.5,-4),'
  write (u, '(A)') '  Big = 123456789012, RS = 3*1.5, , 9'
  write (u, '(A)') "  words = 'one', ""two"", 'three'"
  write (u, '(A)') ' $END'
  write (u, '(A)') '&run rs(2:3) = 7 8, bogus = 1 /'
  rewind (u)
  read (u, nml=run)
  write (*, nml=run)
  read (u, nml=run, iostat=ios, iomsg=msg)
  print *, ios > 0, trim(msg)
  print *, rs
  close (u)
end program nml_legacy
