! Newton iteration in real(8): square roots, cube roots and the root of a
! cubic polynomial, with iteration counts and a tolerance.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program newton_sqrt
  implicit none
  real(8) :: x, r
  integer :: i, iters

  do i = 1, 6
    x = real(i * i + 1, 8)
    call newton_root(x, 2, r, iters)
    print *, 'sqrt', x, r, iters, abs(r * r - x) < 1.0d-10
  end do
  call newton_root(27.0d0, 3, r, iters)
  print *, 'cbrt 27', r, iters
  call newton_root(2.0d0, 3, r, iters)
  print *, 'cbrt 2', r, iters

  ! root of f(x) = x**3 - 2x - 5 (Newton's own example)
  x = 2.0d0
  do i = 1, 50
    r = x - f(x) / fprime(x)
    if (abs(r - x) < 1.0d-14) exit
    x = r
  end do
  print *, 'root', r, 'f(root) small:', abs(f(r)) < 1.0d-12, 'iterations', i

contains

  subroutine newton_root(a, n, root, count)
    real(8), intent(in) :: a
    integer, intent(in) :: n
    real(8), intent(out) :: root
    integer, intent(out) :: count
    real(8) :: next
    root = a
    count = 0
    do
      next = ((n - 1) * root + a / root**(n - 1)) / n
      count = count + 1
      if (abs(next - root) <= 1.0d-15 * abs(next) .or. count >= 100) exit
      root = next
    end do
    root = next
  end subroutine newton_root

  real(8) function f(t)
    real(8), intent(in) :: t
    f = t**3 - 2 * t - 5
  end function f

  real(8) function fprime(t)
    real(8), intent(in) :: t
    fprime = 3 * t**2 - 2
  end function fprime
end program newton_sqrt
