! A rational-number type with overloaded operators (+ - * / ** unary -),
! comparisons (== /= < <= > >=), defined assignment from INTEGER, a
! user-defined .reduced. operator, mixed rational/integer arithmetic and
! an elemental function applied to arrays of rationals; continued
! fractions and a harmonic sum computed exactly.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module rationals
  implicit none
  private
  integer, parameter :: ik = selected_int_kind(15)
  type, public :: rational
    integer(ik) :: num = 0, den = 1
  end type rational
  public :: operator(+), operator(-), operator(*), operator(/), operator(**)
  public :: operator(==), operator(/=), operator(<), operator(<=), operator(>), operator(>=)
  public :: assignment(=), operator(.reduced.), to_string, to_real, rat, ik
  interface operator(+)
    module procedure add_rr, add_ri
  end interface
  interface operator(-)
    module procedure sub_rr, neg_r
  end interface
  interface operator(*)
    module procedure mul_rr, mul_ir
  end interface
  interface operator(/)
    module procedure div_rr
  end interface
  interface operator(**)
    module procedure pow_ri
  end interface
  interface operator(==)
    module procedure eq_rr
  end interface
  interface operator(/=)
    module procedure ne_rr
  end interface
  interface operator(<)
    module procedure lt_rr
  end interface
  interface operator(<=)
    module procedure le_rr
  end interface
  interface operator(>)
    module procedure gt_rr
  end interface
  interface operator(>=)
    module procedure ge_rr
  end interface
  interface assignment(=)
    module procedure assign_int
  end interface
  interface operator(.reduced.)
    module procedure reduce
  end interface
contains
  pure function gcd(a, b) result(g)
    integer(ik), intent(in) :: a, b
    integer(ik) :: g, x, y, t
    x = abs(a); y = abs(b)
    do while (y /= 0)
      t = mod(x, y); x = y; y = t
    end do
    g = max(x, 1_ik)
  end function gcd
  pure function rat(n, d) result(r)
    integer, intent(in) :: n, d
    type(rational) :: r
    r = reduce(rational(int(n, ik), int(d, ik)))
  end function rat
  pure function reduce(a) result(r)
    type(rational), intent(in) :: a
    type(rational) :: r
    integer(ik) :: g
    g = gcd(a%num, a%den)
    r%num = a%num / g
    r%den = a%den / g
    if (r%den < 0) then
      r%num = -r%num; r%den = -r%den
    end if
  end function reduce
  elemental function add_rr(a, b) result(r)
    type(rational), intent(in) :: a, b
    type(rational) :: r
    r = reduce(rational(a%num * b%den + b%num * a%den, a%den * b%den))
  end function add_rr
  elemental function add_ri(a, i) result(r)
    type(rational), intent(in) :: a
    integer, intent(in) :: i
    type(rational) :: r
    r = reduce(rational(a%num + i * a%den, a%den))
  end function add_ri
  elemental function sub_rr(a, b) result(r)
    type(rational), intent(in) :: a, b
    type(rational) :: r
    r = reduce(rational(a%num * b%den - b%num * a%den, a%den * b%den))
  end function sub_rr
  elemental function neg_r(a) result(r)
    type(rational), intent(in) :: a
    type(rational) :: r
    r = rational(-a%num, a%den)
  end function neg_r
  elemental function mul_rr(a, b) result(r)
    type(rational), intent(in) :: a, b
    type(rational) :: r
    r = reduce(rational(a%num * b%num, a%den * b%den))
  end function mul_rr
  elemental function mul_ir(i, a) result(r)
    integer, intent(in) :: i
    type(rational), intent(in) :: a
    type(rational) :: r
    r = reduce(rational(i * a%num, a%den))
  end function mul_ir
  elemental function div_rr(a, b) result(r)
    type(rational), intent(in) :: a, b
    type(rational) :: r
    r = reduce(rational(a%num * b%den, a%den * b%num))
  end function div_rr
  elemental function pow_ri(a, k) result(r)
    type(rational), intent(in) :: a
    integer, intent(in) :: k
    type(rational) :: r
    if (k >= 0) then
      r = rational(a%num**k, a%den**k)
    else
      r = reduce(rational(a%den**(-k), a%num**(-k)))
    end if
  end function pow_ri
  elemental logical function eq_rr(a, b)
    type(rational), intent(in) :: a, b
    eq_rr = a%num * b%den == b%num * a%den
  end function eq_rr
  elemental logical function ne_rr(a, b)
    type(rational), intent(in) :: a, b
    ne_rr = .not. eq_rr(a, b)
  end function ne_rr
  elemental logical function lt_rr(a, b)
    type(rational), intent(in) :: a, b
    lt_rr = a%num * b%den < b%num * a%den
  end function lt_rr
  elemental logical function le_rr(a, b)
    type(rational), intent(in) :: a, b
    le_rr = .not. lt_rr(b, a)
  end function le_rr
  elemental logical function gt_rr(a, b)
    type(rational), intent(in) :: a, b
    gt_rr = lt_rr(b, a)
  end function gt_rr
  elemental logical function ge_rr(a, b)
    type(rational), intent(in) :: a, b
    ge_rr = .not. lt_rr(a, b)
  end function ge_rr
  subroutine assign_int(r, i)
    type(rational), intent(out) :: r
    integer, intent(in) :: i
    r%num = i
    r%den = 1
  end subroutine assign_int
  function to_string(a) result(s)
    type(rational), intent(in) :: a
    character(len=40) :: s
    character(len=40) :: buf
    if (a%den == 1) then
      write (buf, '(i0)') a%num
    else
      write (buf, '(i0,"/",i0)') a%num, a%den
    end if
    s = buf
  end function to_string
  elemental real(8) function to_real(a)
    type(rational), intent(in) :: a
    to_real = real(a%num, 8) / real(a%den, 8)
  end function to_real
end module rationals

program rational_ops
  use rationals
  implicit none
  type(rational) :: a, b, h, cf, v(5)
  integer :: i, terms(6)
  a = rat(3, 4)
  b = rat(-5, 6)
  print '(a)', 'a+b = ' // trim(to_string(a + b)) // ', a-b = ' // trim(to_string(a - b))
  print '(a)', 'a*b = ' // trim(to_string(a * b)) // ', a/b = ' // trim(to_string(a / b))
  print '(a)', 'a**3 = ' // trim(to_string(a**3)) // ', b**-2 = ' // trim(to_string(b**(-2)))
  print '(a)', '-a+2 = ' // trim(to_string(-a + 2)) // ', 3*b = ' // trim(to_string(3 * b))
  print '(6l2)', a == b, a /= b, a < b, a <= b, a > b, a >= b
  print '(a)', 'reduced 12/-18 = ' // trim(to_string(.reduced. rational(12_ik, -18_ik)))
  h = 0
  do i = 1, 20
    h = h + rat(1, i)
  end do
  print '(a,f18.14)', 'H(20) = ' // trim(to_string(h)) // ' ~', to_real(h)
  ! continued fraction [1; 2, 2, 2, 2, 2] -> approximates sqrt(2)
  terms = [1, 2, 2, 2, 2, 2]
  cf = terms(6)
  do i = 5, 1, -1
    cf = rat(terms(i), 1) + rat(1, 1) / cf
  end do
  print '(a,es22.14)', 'cf = ' // trim(to_string(cf)) // ' error', to_real(cf) - sqrt(2d0)
  v = [(rat(i, i + 1), i = 1, 5)]
  v = v * v + v
  print '(5f10.5)', to_real(v)
  print '(a,5l2)', 'v > 1:', v > rat(1, 1)
  print '(a)', 'max: ' // to_string(v(maxloc(to_real(v), 1)))
end program rational_ops
