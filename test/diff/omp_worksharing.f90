! OpenMP worksharing with deterministic results, compared with gfortran
! -fopenmp at 1, 2 and 4 threads: PARALLEL DO with every schedule and
! chunk, COLLAPSE, LASTPRIVATE (of a variable and of the DO variable),
! FIRSTPRIVATE, the reduction operators on scalars and an array, NOWAIT,
! ORDERED output, a doacross loop (ORDERED(2), DEPEND(SINK/SOURCE)),
! SECTIONS, SINGLE with COPYPRIVATE, MASTER, CRITICAL, ATOMIC and BARRIER.
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 -O2 %s
program omp_worksharing
  use omp_lib
  implicit none
  integer, parameter :: n = 1000
  integer :: i, j, k, s, p, mx, mn, ia, io, ie, cnt, last, off, hist(8)
  integer :: a(n), m(20, 30)
  integer(8) :: big
  logical :: land, lor, leqv, lneqv
  real(8) :: x, dsum

  do i = 1, n
    a(i) = mod(i * 37, 101) - 50
  end do

  ! schedules: each gives the same sum
  s = 0
  !$omp parallel do schedule(static) reduction(+:s)
  do i = 1, n
    s = s + a(i)
  end do
  print *, 'static', s
  s = 0
  !$omp parallel do schedule(static, 7) reduction(+:s)
  do i = 1, n
    s = s + a(i)
  end do
  print *, 'static,7', s
  s = 0
  !$omp parallel do schedule(dynamic) reduction(+:s)
  do i = n, 1, -1
    s = s + a(i)
  end do
  print *, 'dynamic', s
  s = 0
  !$omp parallel do schedule(guided, 5) reduction(+:s)
  do i = 1, n, 3
    s = s + a(i)
  end do
  print *, 'guided,5', s
  s = 0
  !$omp parallel do schedule(runtime) reduction(+:s)
  do i = 1, n
    s = s + a(i)
  end do
  print *, 'runtime', s
  s = 0
  !$omp parallel do schedule(auto) reduction(-:s)
  do i = 1, n
    s = s + a(i)
  end do
  print *, 'auto', s

  ! the other operators
  p = 1
  mx = -huge(mx)
  mn = huge(mn)
  ia = -1
  io = 0
  ie = 0
  big = 0
  land = .true.
  lor = .false.
  leqv = .true.
  lneqv = .false.
  !$omp parallel do reduction(*:p) reduction(max:mx) reduction(min:mn) &
  !$omp& reduction(iand:ia) reduction(ior:io) reduction(ieor:ie) reduction(+:big) &
  !$omp& reduction(.and.:land) reduction(.or.:lor) reduction(.eqv.:leqv) reduction(.neqv.:lneqv)
  do i = 1, 20
    if (mod(i, 5) == 0) p = p * 2
    mx = max(mx, a(i))
    mn = min(mn, a(i))
    ia = iand(ia, a(i) + 1000)
    io = ior(io, a(i) + 1000)
    ie = ieor(ie, a(i) + 1000)
    big = big + int(a(i), 8) * 100000000_8
    land = land .and. a(i) < 60
    lor = lor .or. a(i) > 40
    leqv = leqv .eqv. (a(i) > 0)
    lneqv = lneqv .neqv. (a(i) > 0)
  end do
  print *, p, mx, mn, ia, io, ie, big
  print *, land, lor, leqv, lneqv

  ! an array reduction
  hist = 0
  !$omp parallel do reduction(+:hist)
  do i = 1, n
    hist(mod(abs(a(i)), 8) + 1) = hist(mod(abs(a(i)), 8) + 1) + 1
  end do
  print *, 'hist', hist

  ! real reduction of exactly representable values
  dsum = 0
  !$omp parallel do reduction(+:dsum) private(x)
  do i = 1, 64
    x = 0.5d0 * i
    dsum = dsum + x
  end do
  print *, 'dsum', dsum

  ! COLLAPSE and LASTPRIVATE
  !$omp parallel do collapse(2) schedule(dynamic, 11)
  do j = 1, 30
    do i = 1, 20
      m(i, j) = i * 100 + j
    end do
  end do
  print *, 'm', sum(m), m(20, 30), m(1, 1)
  !$omp parallel do lastprivate(last, i)
  do i = 1, 99
    last = i * 2
  end do
  print *, 'lastprivate', last, i

  ! FIRSTPRIVATE: each thread starts from the value before the loop
  off = 5
  s = 0
  !$omp parallel do firstprivate(off) reduction(+:s)
  do i = 1, 10
    s = s + off + i
  end do
  print *, 'firstprivate', s, off

  ! ORDERED output
  !$omp parallel do ordered schedule(dynamic)
  do i = 1, 6
    !$omp ordered
    print *, 'ordered', i
    !$omp end ordered
  end do

  ! a doacross loop: ORDERED(2) with DEPEND(SINK) / DEPEND(SOURCE), a
  ! wavefront whose every element needs its west and south neighbours
  m = 1
  !$omp parallel
  !$omp do ordered(2) schedule(static, 1)
  do j = 2, 30
    do i = 2, 20
      !$omp ordered depend(sink: j-1, i) depend(sink: j, i-1)
      m(i, j) = mod(m(i - 1, j) + m(i, j - 1), 1000)
      !$omp ordered depend(source)
    end do
  end do
  !$omp end parallel
  print *, 'doacross', sum(m), m(20, 30)

  ! inside one region: DO NOWAIT, BARRIER, SINGLE COPYPRIVATE, SECTIONS,
  ! MASTER, CRITICAL, ATOMIC
  cnt = 0
  s = 0
  k = 0
  !$omp parallel private(j) shared(cnt, s)
  !$omp do
  do i = 1, n
    a(i) = i
  end do
  !$omp end do nowait
  !$omp barrier
  !$omp single
  k = a(n)
  !$omp end single
  !$omp single
  j = 42
  !$omp end single copyprivate(j)
  !$omp atomic
  cnt = cnt + j
  !$omp critical
  s = s + 1
  !$omp end critical
  !$omp sections reduction(+:k)
  k = k + 1
  !$omp section
  k = k + 10
  !$omp section
  k = k + 100
  !$omp end sections
  !$omp master
  a(1) = -1
  !$omp end master
  !$omp end parallel
  print *, 'team', cnt / s, k, a(1), a(n)
end program
