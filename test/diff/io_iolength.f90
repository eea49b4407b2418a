! INQUIRE(IOLENGTH=) over scalars, arrays, sections, characters, derived
! types and implied-DO lists, into default and 8-byte integers; the length
! then sizes the records of a direct-access unformatted file.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program io_iolength
  implicit none
  type pair
    integer :: a
    real(8) :: b
  end type
  integer :: n, a(10), i, j, u
  integer(8) :: n8
  real(8) :: x
  complex :: z
  character(len=7) :: c
  logical :: l
  type(pair) :: p
  real :: rec(4), back(4)

  inquire (iolength=n) a, x, c
  print *, 'a, x, c:', n
  inquire (iolength=n8) x
  print *, 'x into integer(8):', n8
  inquire (iolength=n) z, l, a(2:9:3)
  print *, 'z, l, section:', n
  inquire (iolength=n) p
  print *, 'derived:', n
  inquire (iolength=n) (a(i), i = 1, 4), c(2:3)
  print *, 'implied DO, substring:', n

  inquire (iolength=n) rec
  open (newunit=u, status='scratch', access='direct', form='unformatted', recl=n)
  do i = 1, 3
    rec = [(real(j * 10 + i), j = 1, 4)]
    rec = rec + i
    write (u, rec=i) rec
  end do
  read (u, rec=2) back
  print *, 'record 2:', back
  read (u, rec=1) back
  print *, 'record 1:', back
  close (u)
end program io_iolength
