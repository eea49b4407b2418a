! Array intrinsics applied to dummies (assumed-shape with and without lower
! bounds, explicit-shape, assumed-size via sections, allocatable and pointer
! dummies) and to pointer sections with negative strides.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_dummies
  implicit none
  integer :: i
  real(8), target :: t(-2:5, 0:3)
  real(8), allocatable :: al(:, :)
  real(8), pointer :: p(:, :)
  t = reshape([(real(mod(i * 11, 17), 8), i = 1, 32)], [8, 4])
  allocate(al(3:5, 2), source=t(-2:0, 1:2))
  p => t(5:-2:-3, 3:0:-2)
  call shaped(t)
  call shaped(t(::2, 1:))
  call lowered(t)
  call explicit(t(:, 2), 8)
  call alloc(al)
  call ptr(p)
  print *, lbound(p), ubound(p), sum(p, 1), maxloc(p), minloc(p, dim=2), findloc(p, 8.0d0)
  print *, cshift(p, 1, 2), eoshift(p, -1, 99.0d0, 1), pack(p, p > 5), transpose(p)
contains
  subroutine shaped(x)
    real(8), intent(in) :: x(:, :)
    print *, 'shaped', shape(x), lbound(x), ubound(x), size(x, 2), sum(x), maxval(x, 2)
    print *, maxloc(x), minloc(x, 1), findloc(x, 8.0d0, back=.true.), count(x > 10, 2)
    print *, product(x(1:2, :), 1), any(x > 15, 1), dot_product(x(:, 1), x(:, 2))
  end subroutine
  subroutine lowered(x)
    real(8), intent(in) :: x(-2:, 0:)
    print *, 'lowered', lbound(x), ubound(x), lbound(x, 1), ubound(x, 2), maxloc(x), minval(x(-2:0, :), 1)
  end subroutine
  subroutine explicit(x, n)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    print *, 'explicit', size(x), lbound(x), maxloc(x), minloc(x(n:1:-1)), sum(x(2:n:3)), pack(x, x > 8)
  end subroutine
  subroutine alloc(x)
    real(8), allocatable, intent(inout) :: x(:, :)
    print *, 'alloc', allocated(x), lbound(x), ubound(x), sum(x, 2), maxloc(x, 1), spread(x(3, :), 1, 2)
    x = matmul(x, reshape([1.0d0, 0.0d0, 0.0d0, 2.0d0], [2, 2]))
    print *, lbound(x), ubound(x), x
  end subroutine
  subroutine ptr(x)
    real(8), pointer, intent(in) :: x(:, :)
    print *, 'ptr', associated(x), lbound(x), ubound(x), sum(x), minloc(x), reshape(x, [size(x)])
  end subroutine
end program
