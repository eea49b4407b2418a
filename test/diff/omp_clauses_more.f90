! The OpenMP pieces the other omp_* tests leave out, against gfortran
! -fopenmp at 1, 2 and 4 threads: REDUCTION of arrays with every operator and
! intrinsic (INTEGER + * - MAX MIN IAND IOR IEOR, LOGICAL .AND. .OR. .EQV.
! .NEQV., REAL and COMPLEX + and *, an allocatable array with MAX and MIN),
! DEFAULT(FIRSTPRIVATE), TASKLOOP NOGROUP, and omp_lib's locks (simple and
! nestable: init, set, unset, test, destroy), level and timer routines.
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 -O2 %s
program omp_clauses_more
  use omp_lib
  implicit none
  integer, parameter :: n = 40
  integer :: i, k
  integer :: isum(3), iprod(3), idiff(3), imax(3), imin(3), iand_(3), ior_(3), ieor_(3)
  logical :: land(2), lor(2), leqv(2), lneqv(2)
  real(8) :: rsum(2), rprod(2)
  complex(8) :: zsum(2), zprod(2)
  integer, allocatable :: amax(:), amin(:)
  integer :: base, seen, hits, counter, ncounter
  integer(kind=omp_lock_kind) :: lock
  integer(kind=omp_nest_lock_kind) :: nlock
  real(8) :: t0, t1

  ! ---- array reductions, every operator and intrinsic ----
  isum = 0; iprod = 1; idiff = 0; imax = -huge(1); imin = huge(1)
  iand_ = -1; ior_ = 0; ieor_ = 0
  land = .true.; lor = .false.; leqv = .true.; lneqv = .false.
  rsum = 0; rprod = 1; zsum = 0; zprod = (1d0, 0d0)
  allocate(amax(4), amin(4))
  amax = -100; amin = 100
  !$omp parallel do reduction(+:isum) reduction(*:iprod) reduction(-:idiff) &
  !$omp& reduction(max:imax) reduction(min:imin) reduction(iand:iand_) &
  !$omp& reduction(ior:ior_) reduction(ieor:ieor_) reduction(.and.:land) &
  !$omp& reduction(.or.:lor) reduction(.eqv.:leqv) reduction(.neqv.:lneqv) &
  !$omp& reduction(+:rsum, zsum) reduction(*:rprod, zprod) &
  !$omp& reduction(max:amax) reduction(min:amin)
  do i = 1, n
    isum = isum + [i, 2 * i, -i]
    if (mod(i, 10) == 0) iprod = iprod * [2, 3, -1]
    idiff = idiff - [1, i, 0]
    imax = max(imax, [i, -i, mod(i * 7, 13)])
    imin = min(imin, [i, -i, mod(i * 7, 13)])
    iand_ = iand(iand_, [not(ishft(1, mod(i, 5))), -1, 255 - mod(i, 2)])
    ior_ = ior(ior_, [ishft(1, mod(i, 7)), 0, i])
    ieor_ = ieor(ieor_, [i, 3 * i, 1])
    land = land .and. [i /= 17, .true.]
    lor = lor .or. [i == 17, .false.]
    leqv = leqv .eqv. [mod(i, 3) /= 0, .true.]
    lneqv = lneqv .neqv. [mod(i, 4) == 0, .false.]
    rsum = rsum + [real(i, 8) * 0.5d0, 1d0]
    if (mod(i, 8) == 0) rprod = rprod * [2d0, 0.5d0]
    zsum = zsum + [cmplx(i, -i, 8), (0.25d0, 0.5d0)]
    if (mod(i, 20) == 0) zprod = zprod * [(0d0, 1d0), (1d0, 1d0)]
    amax = max(amax, [i, mod(i, 6), -i, 3])
    amin = min(amin, [i, mod(i, 6), -i, 3])
  end do
  !$omp end parallel do
  print '(a, 3i8)', 'isum  ', isum
  print '(a, 3i8)', 'iprod ', iprod
  print '(a, 3i8)', 'idiff ', idiff
  print '(a, 3i8)', 'imax  ', imax
  print '(a, 3i8)', 'imin  ', imin
  print '(a, 3i12)', 'iand  ', iand_
  print '(a, 3i8)', 'ior   ', ior_
  print '(a, 3i8)', 'ieor  ', ieor_
  print '(a, 8l2)', 'logic ', land, lor, leqv, lneqv
  print '(a, 4f12.4)', 'real  ', rsum, rprod
  print '(a, 8f10.3)', 'cmplx ', zsum, zprod
  print '(a, 8i5)', 'alloc ', amax, amin

  ! ---- DEFAULT(FIRSTPRIVATE): every thread starts from the value before ----
  base = 7
  seen = 0
  !$omp parallel default(firstprivate) shared(seen)
  base = base + omp_get_thread_num()
  if (base - omp_get_thread_num() == 7) then
    !$omp atomic
    seen = seen + 1
  end if
  !$omp end parallel
  print '(a, l2, i3)', 'default(firstprivate) ', seen == omp_get_max_threads(), base

  ! ---- TASKLOOP NOGROUP, waited for by TASKWAIT ----
  hits = 0
  !$omp parallel
  !$omp single
  !$omp taskloop nogroup grainsize(3)
  do i = 1, n
    !$omp atomic
    hits = hits + i
  end do
  !$omp end taskloop
  !$omp taskwait
  !$omp end single
  !$omp end parallel
  print '(a, i6)', 'nogroup ', hits

  ! ---- locks ----
  call omp_init_lock(lock)
  call omp_init_nest_lock(nlock)
  counter = 0
  ncounter = 0
  !$omp parallel do private(k)
  do i = 1, n
    call omp_set_lock(lock)
    counter = counter + 1
    call omp_unset_lock(lock)
    call omp_set_nest_lock(nlock)
    call omp_set_nest_lock(nlock)
    k = omp_test_nest_lock(nlock) ! the owner may take it again: depth 3
    ncounter = ncounter + merge(1, 100, k == 3) ! its own counter: another lock guards it
    call omp_unset_nest_lock(nlock)
    call omp_unset_nest_lock(nlock)
    call omp_unset_nest_lock(nlock)
  end do
  !$omp end parallel do
  print '(a, l2)', 'test_lock when free ', omp_test_lock(lock)
  call omp_unset_lock(lock)
  call omp_destroy_lock(lock)
  call omp_destroy_nest_lock(nlock)
  print '(a, 2i6)', 'locked counters ', counter, ncounter

  ! ---- levels, timers ----
  k = -1
  !$omp parallel num_threads(2) shared(k)
  !$omp master
  k = omp_get_level() * 10 + omp_get_active_level()
  if (omp_get_max_threads() == 1 .or. omp_get_num_threads() == 1) k = 11
  !$omp end master
  !$omp end parallel
  print '(a, i3, l2, i3)', 'levels ', k, omp_in_parallel(), omp_get_level()
  t0 = omp_get_wtime()
  t1 = omp_get_wtime()
  print '(a, l2, l2)', 'wtime ', t1 >= t0, omp_get_wtick() > 0
end program
