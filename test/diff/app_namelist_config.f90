! A simulation configured by NAMELIST input read from a file the program
! writes: defaults overridden partially, arrays given with repeat counts
! and index ranges, character and logical values, two groups read in a
! different order than written, a missing group detected with IOSTAT,
! and the final configuration echoed with a NAMELIST WRITE.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program namelist_config
  implicit none
  integer :: nsteps = 100, nx = 8
  real :: dt = 0.01, coeffs(5) = 0.0
  character(len=16) :: scheme = 'euler'
  logical :: verbose = .false.
  integer :: seeds(4) = -1
  real(8) :: tol = 1d-6
  character(len=8) :: outname = 'out'
  integer :: u, ios, i
  namelist /physics/ dt, coeffs, scheme
  namelist /run/ nsteps, nx, verbose, seeds, tol, outname

  open (newunit=u, file='app_namelist.nml', status='replace')
  write (u, '(a)') '! configuration for the test run'
  write (u, '(a)') '&run'
  write (u, '(a)') '  nsteps = 250,  verbose = .true.'
  write (u, '(a)') '  seeds(2:3) = 7, 11'
  write (u, '(a)') '  tol = 2.5d-8, outname = "final"'
  write (u, '(a)') '/'
  write (u, '(a)') '&physics dt=0.005, coeffs = 2*1.5, 3*0.25, scheme="rk4" /'
  close (u)

  open (newunit=u, file='app_namelist.nml', status='old')
  read (u, nml=physics, iostat=ios)
  print '(a,i0)', 'physics read status: ', ios
  rewind (u)
  read (u, nml=run, iostat=ios)
  print '(a,i0)', 'run read status: ', ios
  close (u, status='delete')

  print '(a,i0,a,i0,a,l1)', 'nsteps=', nsteps, ' nx=', nx, ' verbose=', verbose
  print '(a,4i4)', 'seeds=', seeds
  print '(a,es10.3,a,a)', 'tol=', tol, ' out=', trim(outname)
  print '(a,f7.4,a,a)', 'dt=', dt, ' scheme=', trim(scheme)
  print '(a,5f6.2)', 'coeffs=', coeffs

  open (newunit=u, file='app_namelist2.nml', status='replace')
  write (u, '(a)') '&other x=1 /'
  close (u)
  open (newunit=u, file='app_namelist2.nml', status='old')
  read (u, nml=run, iostat=ios)
  print '(a,l2)', 'missing group gives nonzero iostat:', ios /= 0
  close (u, status='delete')

  do i = 1, 3
    coeffs(i) = coeffs(i) * i
  end do
  write (*, nml=physics)
end program namelist_config
