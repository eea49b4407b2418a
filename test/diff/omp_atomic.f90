! OpenMP ATOMIC in every form, compared with gfortran -fopenmp at 1, 2 and 4
! threads: updates of array elements with computed subscripts mixed with
! updates of the same element through a constant subscript (one atomic
! mechanism for both), integer kinds 1/4/8, real, complex, logical operators,
! MAX/MIN/IAND/IOR/IEOR, READ, WRITE and both CAPTURE orders.
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 -O2 %s
! RUN: %cuf90 -fopenmp -emit-llvm -S %s -o - | FileCheck %s
! Only the COMPLEX(8) update needs libgomp's lock.
! CHECK-COUNT-1: call void @GOMP_atomic_start
! CHECK-NOT: call void @GOMP_atomic_start
program omp_atomic
  use omp_lib
  implicit none
  integer :: ie2, i, n, k, v, hist(8), mx, mn, ia, io, ie, cap1, cap2, old(400)
  integer(8) :: big
  integer(1) :: small
  real :: r, rmax
  real(8) :: d, prod
  complex :: c
  complex(8) :: z
  logical :: land, lor
  n = 400
  hist = 0; k = 0; big = 0; small = 0; r = 0; d = 0; prod = 1; c = 0; z = 0
  mx = -huge(mx); mn = huge(mn); ia = -1; io = 0; ie = 0; land = .true.; lor = .false.; rmax = -1
  cap1 = 0; cap2 = 0
  !$omp parallel do private(v)
  do i = 1, n
    !$omp atomic
    hist(mod(i*7, 8) + 1) = hist(mod(i*7, 8) + 1) + 1
    !$omp atomic update
    hist(1) = hist(1) - 1
    !$omp atomic
    k = 2 + k
    !$omp atomic
    big = big + i
    !$omp atomic
    small = small + 1_1
    !$omp atomic
    r = r + 0.5
    !$omp atomic
    d = d + 0.25d0 * i
    !$omp atomic
    prod = prod * 1.0009765625d0
    !$omp atomic
    c = c + (1.0, -1.0)
    !$omp atomic
    z = z + (0.5d0, 2d0)
    !$omp atomic
    mx = max(mx, mod(i * 37, 101))
    !$omp atomic
    mn = min(mod(i * 37, 101), mn)
    !$omp atomic
    ia = iand(ia, not(ishft(1, mod(i, 20))))
    !$omp atomic
    io = ior(io, ishft(1, mod(i, 25)))
    !$omp atomic
    ie = ieor(ie, i)
    !$omp atomic
    land = land .and. (i < 1000)
    !$omp atomic
    lor = lor .or. (i == 77)
    !$omp atomic
    rmax = max(rmax, real(i))
    !$omp atomic
    k = k - 1
    !$omp atomic capture
    v = cap1
    cap1 = cap1 + 1
    !$omp end atomic
    old(i) = v
    !$omp atomic capture
    cap2 = cap2 + i
    v = cap2
    !$omp end atomic
    !$omp atomic read
    v = k
    !$omp atomic write
    ie2 = i
  end do
  print *, hist, k, big, small
  print *, r, d, prod
  print *, c, z
  print *, mx, mn, ia, io, ie, land, lor, rmax
  print *, ie2 >= 1, cap1, cap2, sum(old), minval(old), maxval(old)
end program omp_atomic
