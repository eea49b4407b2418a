! NAMELIST input: comments, text between groups, array elements and
! sections, repeat counts, complex and logical forms, quoted strings,
! derived-type components, a group given twice, END= at the end of the
! input, and a group that is not in the file (IOSTAT= and IOMSG=);
! then a round trip through an internal file and a scratch file.
! RUN: %diff-gfortran --stdin %S/Inputs/nml_read.txt %s
! RUN: %diff-gfortran -O2 --stdin %S/Inputs/nml_read.txt %s
program nml_read
  implicit none
  type item
    integer :: id = 0
    real(8) :: val = 0
    character(len=12) :: tag = ''
  end type
  integer :: n = 0, v(5) = 0, k(2, 2) = 0, ios, u
  real :: x = 0, w(4) = 0
  character(len=16) :: name = 'none'
  character(len=80) :: msg
  character(len=300) :: buf
  logical :: flags(3) = .false.
  complex :: z = 0
  type(item) :: p
  namelist /params/ n, x, name, flags, v, z
  namelist /shape/ w, k, p
  namelist /missing/ n

  read (*, nml=params)
  print *, n, x, trim(name), flags, v, z
  read (*, shape)
  print *, w, k, p%id, p%val, trim(p%tag)
  read (*, nml=params)
  print *, 'again', n, x
  msg = 'unchanged'
  read (*, nml=missing, iostat=ios, iomsg=msg)
  print *, 'missing group: iostat < 0 is', ios < 0, ' ', trim(msg)
  read (*, nml=params, end=10)
  print *, 'not reached'
10 continue
  print *, 'END= taken'

  ! internal file round trip
  n = -4; x = 0.125; name = 'in memory'; v = [5, 4, 3, 2, 1]
  write (buf, nml=params)
  n = 0; x = 0; name = ''; v = 0
  read (buf, nml=params)
  print *, n, x, trim(name), v

  ! external scratch file round trip, with an error in the data
  open (newunit=u, status='scratch')
  write (u, '(A)') '&shape w = 1, 2, 3, 4, 5 /'
  write (u, '(A)') '&shape k = 1 2 3 4 /'
  rewind (u)
  read (u, nml=shape, iostat=ios, iomsg=msg)
  print *, 'too many values: iostat /= 0 is', ios /= 0, ' ', trim(msg)
  read (u, nml=shape, iostat=ios)
  print *, ios, k
  close (u)
end program nml_read
