! A polynomial type with an allocatable coefficient array: operators +, -, *
! (deep copies, results of varying degree), evaluation, derivative,
! integration, composition, allocate with SOURCE= and MOLD=, allocatable
! scalars and a deferred-length string built up for pretty printing.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module poly_type_mod
  implicit none
  private
  type, public :: poly
    integer :: n = -1              ! degree
    real, allocatable :: c(:)      ! c(0) + c(1) x + ...
  end type poly
  public :: operator(+), operator(-), operator(*), evaluate, deriv, integ, to_string, compose, make
  interface operator(+)
    module procedure padd
  end interface
  interface operator(-)
    module procedure psub
  end interface
  interface operator(*)
    module procedure pmul, smul
  end interface
contains
  function make(coeffs) result(p)
    real, intent(in) :: coeffs(0:)
    type(poly) :: p
    integer :: d
    d = ubound(coeffs, 1)
    do while (d > 0)
      if (coeffs(d) /= 0) exit
      d = d - 1
    end do
    allocate(p%c(0:d), source=coeffs(0:d))
    p%n = d
  end function make

  function padd(a, b) result(r)
    type(poly), intent(in) :: a, b
    type(poly) :: r
    real, allocatable :: t(:)
    integer :: n
    n = max(a%n, b%n)
    allocate(t(0:n))
    t = 0
    t(0:a%n) = a%c
    t(0:b%n) = t(0:b%n) + b%c
    r = make(t)
  end function padd

  function psub(a, b) result(r)
    type(poly), intent(in) :: a, b
    type(poly) :: r
    r = a + (-1.0) * b
  end function psub

  function pmul(a, b) result(r)
    type(poly), intent(in) :: a, b
    type(poly) :: r
    real, allocatable :: t(:)
    integer :: i, j
    allocate(t(0:a%n + b%n))
    t = 0
    do i = 0, a%n
      do j = 0, b%n
        t(i + j) = t(i + j) + a%c(i) * b%c(j)
      end do
    end do
    r = make(t)
  end function pmul

  function smul(s, a) result(r)
    real, intent(in) :: s
    type(poly), intent(in) :: a
    type(poly) :: r
    r = make(s * a%c)
  end function smul

  elemental real function evaluate(p, x) result(y)
    type(poly), intent(in) :: p
    real, intent(in) :: x
    integer :: i
    y = 0
    do i = p%n, 0, -1
      y = y * x + p%c(i)
    end do
  end function evaluate

  function deriv(p) result(d)
    type(poly), intent(in) :: p
    type(poly) :: d
    integer :: i, n
    n = p%n
    if (n == 0) then
      d = make([0.0])
    else
      d = make([(i * p%c(i), i = 1, n)])
    end if
  end function deriv

  function integ(p) result(q)
    type(poly), intent(in) :: p
    type(poly) :: q
    integer :: i
    q = make([0.0, (p%c(i) / (i + 1), i = 0, p%n)])
  end function integ

  function compose(p, q) result(r)
    type(poly), intent(in) :: p, q
    type(poly) :: r
    integer :: i
    r = make([p%c(p%n)])
    do i = p%n - 1, 0, -1
      r = r * q + make([p%c(i)])
    end do
  end function compose

  function to_string(p) result(s)
    type(poly), intent(in) :: p
    character(len=80) :: s
    character(len=:), allocatable :: acc
    character(len=16) :: t
    integer :: i
    acc = ''
    do i = p%n, 0, -1
      if (p%c(i) == 0 .and. p%n > 0) cycle
      write (t, '(f0.2)') abs(p%c(i))
      if (len(acc) > 0) then
        acc = acc // merge(' - ', ' + ', p%c(i) < 0)
      else if (p%c(i) < 0) then
        acc = '-'
      end if
      acc = acc // trim(t)
      if (i >= 1) acc = acc // 'x'
      if (i >= 2) then
        write (t, '(i0)') i
        acc = acc // '^' // trim(t)
      end if
    end do
    s = acc
  end function to_string
end module poly_type_mod

program poly_type
  use poly_type_mod
  implicit none
  type(poly) :: p, q, r
  type(poly), allocatable :: saved
  real, allocatable :: work(:), shape_only(:)
  integer, allocatable :: count_calls

  p = make([1.0, -3.0, 0.0, 2.0])
  q = make([-1.0, 1.0])
  print '(a,a)', 'p = ', trim(to_string(p))
  print '(a,a)', 'q = ', trim(to_string(q))
  print '(a,a)', 'p + q = ', trim(to_string(p + q))
  print '(a,a)', 'p - p = ', trim(to_string(p - p))
  print '(a,a)', 'p * q = ', trim(to_string(p * q))
  print '(a,a)', "p' = ", trim(to_string(deriv(p)))
  print '(a,a)', 'int p = ', trim(to_string(integ(p)))
  print '(a,a)', 'p(q(x)) = ', trim(to_string(compose(p, q)))
  print '(a,4f9.3)', 'p at 0,1,2,-1:', evaluate(p, [0.0, 1.0, 2.0, -1.0])
  r = deriv(integ(p)) - p
  print '(a,i0)', 'degree of (int p)'' - p: ', r%n

  allocate(saved, source=p)
  p = q
  print '(a,a,a,a)', 'saved copy: ', trim(to_string(saved)), ' / p now: ', trim(to_string(p))
  allocate(work, source=saved%c)
  allocate(shape_only, mold=work)
  shape_only = 2 * work
  print '(a,2i3,4f6.1)', 'mold bounds and values:', lbound(shape_only, 1), ubound(shape_only, 1), shape_only
  print '(a,2i3)', 'work bounds:', lbound(work, 1), ubound(work, 1)
  count_calls = 0
  do while (count_calls < 3)
    count_calls = count_calls + 1
  end do
  print '(a,i0,l2)', 'allocatable scalar: ', count_calls, allocated(count_calls)
  deallocate(saved, count_calls)
  print '(a,2l2)', 'after deallocate:', allocated(saved), allocated(count_calls)
end program poly_type
