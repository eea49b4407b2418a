! OpenMP data-sharing of allocatables, assumed-shape dummies and derived
! types with allocatable components, against gfortran -fopenmp at 1, 2 and 4
! threads: REDUCTION on allocatable arrays (1-D, 2-D), allocatable scalars
! and assumed-shape dummies (contiguous and strided actuals); FIRSTPRIVATE of
! allocatable and pointer scalars, allocatable arrays, assumed-shape arrays
! and derived types with allocatable components; PRIVATE of those (allocated
! as the original is, OpenMP 5.0 2.19.4.3); LASTPRIVATE of allocatable
! arrays, derived types with allocatable components and assumed-shape arrays;
! arrays (allocatable and explicit-shape) of derived types with allocatable
! components, deep-copied element by element.
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 -O2 %s
module omp_privates_alloc_m
  implicit none
  type bag
    integer :: n = 0
    integer, allocatable :: v(:)
  end type
contains
  subroutine red_assumed(a, s)
    integer, intent(inout) :: a(:)
    integer, intent(in) :: s
    integer :: i
    !$omp parallel do reduction(+:a)
    do i = 1, 100
      a(mod(i, size(a)) + 1) = a(mod(i, size(a)) + 1) + s
    end do
  end subroutine
  subroutine fl_assumed(a, t)
    integer, intent(inout) :: a(0:, :)
    integer, intent(out) :: t
    integer :: i
    t = 0
    !$omp parallel firstprivate(a) reduction(+:t)
    t = t + sum(a) + lbound(a, 1) * 1000
    a = -1
    !$omp end parallel
  end subroutine
  subroutine l_assumed(a)
    integer, intent(inout) :: a(0:, :)
    integer :: i
    !$omp parallel do lastprivate(a)
    do i = 1, 7
      a = i
      a(0, 1) = 100 * i
    end do
  end subroutine
end module
program omp_privates_alloc
  use omp_privates_alloc_m
  implicit none
  integer :: i, t
  integer, allocatable :: al(:), as
  integer, pointer :: pt(:), ps
  integer, target :: tg(5)
  real(8), allocatable :: ra(:,:)
  type(bag) :: b, bl
  integer :: x(4)
  allocate(al(6)); al = 0
  !$omp parallel do reduction(+:al)
  do i = 1, 120
    al(mod(i, 6) + 1) = al(mod(i, 6) + 1) + i
  end do
  print *, 'alloc red', al
  x = 0
  call red_assumed(x, 3)
  print *, 'assumed red', x
  block
    integer :: y(10), z(4, 6)
    y = 0
    call red_assumed(y(2:10:3), 2)
    print *, 'strided red', y
    z = reshape([(i, i = 1, 24)], [4, 6])
    call fl_assumed(z(1:4:2, 2:6:2), t)
    print *, 'assumed first/last', t
    print *, z
    call l_assumed(z(:, 2:3))
    print *, z
  end block
  allocate(as); as = 0
  !$omp parallel do reduction(max:as)
  do i = 1, 50
    as = max(as, mod(i * 13, 47))
  end do
  print *, 'alloc scalar red', as
  allocate(ra(3, 2)); ra = 1.5d0
  !$omp parallel do reduction(+:ra)
  do i = 1, 8
    ra(:, 1) = ra(:, 1) + 0.5d0
    ra(2, 2) = ra(2, 2) + i
  end do
  print *, 'alloc 2d red', ra
  ! firstprivate of allocatable scalars and pointer scalars
  as = 7
  allocate(ps); ps = 11
  t = 0
  !$omp parallel firstprivate(as, ps) reduction(+:t)
  as = as + 1
  t = t + as + ps - 8 - 11
  !$omp end parallel
  print *, 'firstprivate scalars', as, ps, t
  ! private and firstprivate of derived types with allocatable components
  b%n = 3; allocate(b%v(3)); b%v = [1, 2, 3]
  t = 0
  !$omp parallel firstprivate(b) reduction(+:t)
  b%v = b%v * 10
  t = t + sum(b%v) - 60
  !$omp end parallel
  print *, 'firstprivate derived', b%v, t
  !$omp parallel private(b) reduction(+:t)
  if (allocated(b%v)) then
    t = t + 1000 + size(b%v)
    deallocate(b%v)
  end if
  allocate(b%v(2)); b%v = 5
  t = t + sum(b%v) - 10
  !$omp end parallel
  print *, 'private derived', b%v, t
  ! lastprivate of allocatables and derived types
  deallocate(al); allocate(al(3)); al = -1
  !$omp parallel do lastprivate(al, bl)
  do i = 1, 9
    al = i
    bl%n = i
    if (allocated(bl%v)) deallocate(bl%v)
    allocate(bl%v(i)); bl%v = i
  end do
  print *, 'lastprivate', al, bl%n, size(bl%v), bl%v(1)
  ! private allocatable that is allocated inside
  deallocate(al)
  t = 0
  !$omp parallel private(al) reduction(+:t)
  if (.not. allocated(al)) t = t + 1
  allocate(al(4)); al = 2
  t = t + sum(al) - 8 - 1
  deallocate(al)
  !$omp end parallel
  print *, 'private alloc', allocated(al), t
  ! firstprivate of an allocatable array
  allocate(al(3)); al = [4, 5, 6]
  t = 0
  !$omp parallel firstprivate(al) reduction(+:t)
  al = al + 1
  t = t + sum(al) - 18
  !$omp end parallel
  print *, 'firstprivate alloc', al, t
  block
    type(bag), allocatable :: bs(:)
    type(bag) :: fx(3)
  allocate(bs(3))
    do i = 1, 3
      allocate(bs(i)%v(i)); bs(i)%v = i
      allocate(fx(i)%v(i)); fx(i)%v = 10 * i
    end do
    t = 0
    !$omp parallel private(bs) reduction(+:t)
    do i = 1, 3
      if (allocated(bs(i)%v)) deallocate(bs(i)%v)
      allocate(bs(i)%v(2)); bs(i)%v = i
      t = t + sum(bs(i)%v)
    end do
    !$omp end parallel
    print *, 'private', t, bs(3)%v
    t = 0
    !$omp parallel firstprivate(bs, fx) reduction(+:t)
    do i = 1, 3
      bs(i)%v = bs(i)%v * 2
      fx(i)%v = fx(i)%v + 1
      t = t + sum(bs(i)%v) + sum(fx(i)%v)
    end do
    !$omp end parallel
    print *, 'firstprivate', t, bs(3)%v, fx(3)%v
    ! repeated: the copies begin from the original before the last thread
    ! reassigns it (a race without the barrier between)
    do t = 1, 300
      !$omp parallel do lastprivate(fx)
      do i = 1, 4
        fx(1)%v = i
      end do
    end do
    print *, 'lastprivate', fx(1)%v
  end block
end program omp_privates_alloc
