! A 3-D vector type with user-defined operators (+, -, * by scalars on
! either side, unary minus, .dot., .cross., ==), a generic norm, and
! assignment(=) from a real array; used for some rigid-body geometry.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module vec3_mod
  implicit none
  private
  integer, parameter :: wp = kind(1.0d0)
  type, public :: vec3
    real(wp) :: x = 0, y = 0, z = 0
  end type vec3
  public :: operator(+), operator(-), operator(*), operator(/), operator(.dot.), operator(.cross.)
  public :: operator(==), assignment(=), norm, wp, show
  interface operator(+)
    module procedure add
  end interface
  interface operator(-)
    module procedure sub, neg
  end interface
  interface operator(*)
    module procedure scale_l, scale_r, scale_li
  end interface
  interface operator(/)
    module procedure divide
  end interface
  interface operator(.dot.)
    module procedure dot
  end interface
  interface operator(.cross.)
    module procedure cross
  end interface
  interface operator(==)
    module procedure equal
  end interface
  interface assignment(=)
    module procedure from_array
  end interface
  interface norm
    module procedure norm_v, norm_arr
  end interface
contains
  elemental type(vec3) function add(a, b)
    type(vec3), intent(in) :: a, b
    add = vec3(a%x + b%x, a%y + b%y, a%z + b%z)
  end function add
  elemental type(vec3) function sub(a, b)
    type(vec3), intent(in) :: a, b
    sub = vec3(a%x - b%x, a%y - b%y, a%z - b%z)
  end function sub
  elemental type(vec3) function neg(a)
    type(vec3), intent(in) :: a
    neg = vec3(-a%x, -a%y, -a%z)
  end function neg
  elemental type(vec3) function scale_l(s, a)
    real(wp), intent(in) :: s
    type(vec3), intent(in) :: a
    scale_l = vec3(s * a%x, s * a%y, s * a%z)
  end function scale_l
  elemental type(vec3) function scale_r(a, s)
    type(vec3), intent(in) :: a
    real(wp), intent(in) :: s
    scale_r = scale_l(s, a)
  end function scale_r
  elemental type(vec3) function scale_li(i, a)
    integer, intent(in) :: i
    type(vec3), intent(in) :: a
    scale_li = scale_l(real(i, wp), a)
  end function scale_li
  elemental type(vec3) function divide(a, s)
    type(vec3), intent(in) :: a
    real(wp), intent(in) :: s
    divide = vec3(a%x / s, a%y / s, a%z / s)
  end function divide
  elemental real(wp) function dot(a, b)
    type(vec3), intent(in) :: a, b
    dot = a%x * b%x + a%y * b%y + a%z * b%z
  end function dot
  elemental type(vec3) function cross(a, b)
    type(vec3), intent(in) :: a, b
    cross = vec3(a%y * b%z - a%z * b%y, a%z * b%x - a%x * b%z, a%x * b%y - a%y * b%x)
  end function cross
  elemental logical function equal(a, b)
    type(vec3), intent(in) :: a, b
    equal = a%x == b%x .and. a%y == b%y .and. a%z == b%z
  end function equal
  subroutine from_array(v, r)
    type(vec3), intent(out) :: v
    real(wp), intent(in) :: r(3)
    v = vec3(r(1), r(2), r(3))
  end subroutine from_array
  elemental real(wp) function norm_v(a)
    type(vec3), intent(in) :: a
    norm_v = sqrt(dot(a, a))
  end function norm_v
  pure real(wp) function norm_arr(r)
    real(wp), intent(in) :: r(:)
    norm_arr = sqrt(sum(r**2))
  end function norm_arr
  subroutine show(label, v)
    character(len=*), intent(in) :: label
    type(vec3), intent(in) :: v
    print '(a,3f10.4)', label, v%x, v%y, v%z
  end subroutine show
end module vec3_mod

program vector_ops
  use vec3_mod
  implicit none
  type(vec3) :: a, b, c, pts(4), centroid, normal
  real(wp) :: area, vol
  integer :: i

  a = vec3(1, 2, 3)
  b = [4.0_wp, -1.0_wp, 0.5_wp]
  call show('a+b    ', a + b)
  call show('a-b    ', a - b)
  call show('-a     ', -a)
  call show('2*a    ', 2.0_wp * a)
  call show('a*0.5  ', a * 0.5_wp)
  call show('3*b    ', 3 * b)
  call show('a/4    ', a / 4.0_wp)
  print '(a,f10.4)', 'a.b     ', a .dot. b
  c = a .cross. b
  call show('a x b  ', c)
  print '(a,2f10.4)', 'c.a c.b ', c .dot. a, c .dot. b
  print '(a,f10.4,f10.4)', '|a| |(1,2,2)|', norm(a), norm([1.0_wp, 2.0_wp, 2.0_wp])
  print '(a,l2,l2)', 'a==a a==b', a == a, a == b

  pts(1) = vec3(0, 0, 0)
  pts(2) = vec3(2, 0, 0)
  pts(3) = vec3(0, 3, 0)
  pts(4) = vec3(0, 0, 4)
  centroid = vec3(0, 0, 0)
  do i = 1, 4
    centroid = centroid + pts(i)
  end do
  centroid = centroid / 4.0_wp
  call show('centroid', centroid)
  normal = (pts(2) - pts(1)) .cross. (pts(3) - pts(1))
  area = 0.5_wp * norm(normal)
  vol = abs((pts(2) - pts(1)) .dot. ((pts(3) - pts(1)) .cross. (pts(4) - pts(1)))) / 6
  print '(a,f8.3,a,f8.3)', 'base area', area, '  tetra volume', vol
  pts = 2.0_wp * pts + pts
  print '(a,4f6.1)', 'scaled x:', pts%x
  print '(a,4f8.3)', 'norms:   ', norm(pts)
end program vector_ops
