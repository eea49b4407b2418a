! Writes a small measurement file with formatted WRITEs, reads it back
! with list-directed READ until END=, and prints a report table using
! many edit descriptors: I, F, E, ES, EN, G, A, L, T, TR, X, SP/SS, /.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program fileio_table_report
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  integer, parameter :: nmax = 20
  character(len=*), parameter :: fname = 'app_fileio_table_report.dat'
  character(len=12) :: station(nmax)
  real(dp) :: temp(nmax), press(nmax)
  integer :: day(nmax), n, i, ios, u
  logical :: alarm(nmax)
  real(dp) :: tsum, tmin, tmax

  open (newunit=u, file=fname, status='replace', action='write')
  write (u, '(a)') '# station day temperature pressure'
  do i = 1, 9
    write (u, '(a,1x,i3,1x,f8.3,1x,es12.5)') trim(pick_name(i)), i * 3, &
         15.0_dp + 2.5_dp * sin(real(i, dp)), 1013.25_dp + 7.0_dp * cos(real(i, dp)) * i
  end do
  close (u)

  open (newunit=u, file=fname, status='old', action='read')
  read (u, *)           ! skip the header
  n = 0
  do
    read (u, *, iostat=ios) station(n + 1), day(n + 1), temp(n + 1), press(n + 1)
    if (ios /= 0) exit
    n = n + 1
    alarm(n) = press(n) < 1010.0_dp .or. temp(n) > 17.0_dp
  end do
  close (u, status='delete')
  print '(a,i0,a)', 'read ', n, ' records'

  write (*, 100)
  write (*, 110) ('-', i = 1, 60)
  do i = 1, n
    write (*, 120) i, station(i), day(i), temp(i), press(i), alarm(i)
  end do
  write (*, 110) ('-', i = 1, 60)

  tsum = sum(temp(1:n))
  tmin = minval(temp(1:n))
  tmax = maxval(temp(1:n))
  write (*, '(a, t20, f10.4)') 'mean temperature', tsum / n
  write (*, '(a, t20, e14.6)') 'min temperature', tmin
  write (*, '(a, t20, en14.4)') 'max pressure', maxval(press(1:n))
  write (*, '(a, t20, g14.6)') 'spread', tmax - tmin
  write (*, '(a, tr2, sp, f9.3, ss, f9.3)') 'signed', tmin - 16.0_dp, tmax - 16.0_dp
  write (*, '(a, 3x, i5.3, 2x, o6, 2x, z4, 2x, b8.8)') 'int forms', n, n * 9, n * 37, n
  write (*, '(2(a, 1x, g0, /))') 'first', temp(1), 'last', temp(n)
  write (*, '(a, l2, 1x, l1)') 'any/all alarm', any(alarm(1:n)), all(alarm(1:n))
  write (*, '(3(f6.2, :, ", "))') temp(1:5)
  write (*, '(a,/,(4f8.2))') 'pressures:', press(1:n)

100 format ('  # station      day     temp     pressure    alarm')
110 format (60a1)
120 format (i3, 1x, a12, i4, f9.3, 1x, es13.5e2, 4x, l1)

contains

  function pick_name(k) result(nm)
    integer, intent(in) :: k
    character(len=12) :: nm
    character(len=8), parameter :: base(4) = ['north   ', 'south   ', 'east    ', 'west    ']
    write (nm, '(a,"_",i2.2)') trim(base(mod(k - 1, 4) + 1)), k
  end function pick_name

end program fileio_table_report
