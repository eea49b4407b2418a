! A module whose interface travels through a .mod file (used by modfile.f90).
module geom
  use iso_c_binding, only: c_int
  implicit none
  private
  integer, parameter, public :: wp = kind(1.0d0)
  integer, parameter, public :: table(3) = [10, 20, 30]
  character(len=*), parameter, public :: label = "it's"
  type, public :: vec
    real(wp) :: x = 0, y = 0
    integer :: tags(2) = 0
  end type
  type :: internal_t
    integer :: hidden
  end type
  type(vec), public :: origin
  real(wp), allocatable, public :: samples(:, :)
  integer(c_int), public :: ccount
  public :: norm, scale, operator(+), add_vec, lib_version
  interface scale
    module procedure scale_r, scale_i
  end interface
  interface operator(+)
    module procedure add_vec
  end interface
contains
  pure real(wp) function norm(v) result(r)
    type(vec), intent(in) :: v
    r = sqrt(v%x**2 + v%y**2)
  end function
  subroutine scale_r(v, f)
    type(vec), intent(inout) :: v
    real(wp), intent(in) :: f
    v%x = v%x * f
  end subroutine
  subroutine scale_i(v, n, opt)
    type(vec), intent(inout) :: v
    integer, intent(in) :: n
    integer, intent(in), optional :: opt
    v%y = v%y * n
  end subroutine
  type(vec) function add_vec(a, b)
    type(vec), intent(in) :: a, b
    add_vec%x = a%x + b%x
    add_vec%y = a%y + b%y
  end function
  function lib_version(buf, n) bind(c, name="geom_version")
    integer(c_int) :: lib_version
    integer(c_int), value :: n
    character(len=1) :: buf(n)
    lib_version = n
  end function
end module
