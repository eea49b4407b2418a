! A library module built by gfortran; gfmod_main.f90 uses its .mod file.
module gfmod_base
  implicit none
  integer, parameter :: wp = kind(1d0)
  type :: base_t
    integer :: id = -1
  end type base_t
end module gfmod_base

module gfmod_lib
  use iso_c_binding, only: c_int, c_double
  use gfmod_base, only: wp, base_t, renamed_base => base_t
  implicit none
  private
  public :: n, pp, msg, big, flag, point_t, rec_t, wp, base_t, renamed_base
  public :: counter, shared, scale, total, describe, combine, operator(.plus.), assignment(=)
  public :: describe_int, norm2d, fill, c_side, mean_of, cb_value
  integer, parameter :: n = 3
  real(wp), parameter :: pp(n) = [1.5_wp, -2.25_wp, 1e-3_wp]
  character(len=*), parameter :: msg = 'it''s "gfortran"'
  integer(8), parameter :: big = -9000000000_8
  logical, parameter :: flag = .true.
  integer, parameter :: hidden = 7
  type, bind(c) :: point_t
    integer(c_int) :: tag
    real(c_double) :: xy(2)
  end type point_t
  type :: rec_t
    sequence
    integer :: i
    character(len=6) :: name
  end type rec_t
  type :: secret_t
    integer :: s
  end type secret_t
  integer :: counter = 10
  real(wp) :: shared(n)
  real :: cb_value
  common /gfmod_cb/ cb_value
  interface describe
    module procedure describe_int, describe_real
  end interface
  interface operator(.plus.)
    module procedure combine
  end interface
  interface assignment(=)
    module procedure point_from_int
  end interface
  interface
    subroutine c_side(p) bind(c, name='gfmod_c_side')
      import :: point_t
      type(point_t), intent(inout) :: p
    end subroutine c_side
  end interface
contains
  subroutine scale(x, f)
    real(wp), intent(inout) :: x(:)
    real(wp), intent(in), optional :: f
    if (present(f)) then
      x = x * f
    else
      x = x * 2
    end if
    counter = counter + 1
  end subroutine scale
  pure function total(x) result(s)
    real(wp), intent(in) :: x(:)
    real(wp) :: s
    s = sum(x)
  end function total
  subroutine describe_int(i, text)
    integer, intent(in) :: i
    character(len=*), intent(out) :: text
    write (text, '(a,i0)') 'int ', i + hidden
  end subroutine describe_int
  subroutine describe_real(r, text)
    real(wp), intent(in) :: r
    character(len=*), intent(out) :: text
    write (text, '(a,f0.2)') 'real ', r
  end subroutine describe_real
  function combine(a, b) result(c)
    type(point_t), intent(in) :: a, b
    type(point_t) :: c
    c%tag = a%tag + b%tag
    c%xy = a%xy + b%xy
  end function combine
  subroutine point_from_int(p, i)
    type(point_t), intent(out) :: p
    integer, intent(in) :: i
    p%tag = i
    p%xy = real(i, wp)
  end subroutine point_from_int
  real(wp) function norm2d(p)
    type(point_t), intent(in) :: p
    norm2d = sqrt(p%xy(1)**2 + p%xy(2)**2)
  end function norm2d
  subroutine fill(r, k)
    type(rec_t), intent(out) :: r
    integer, intent(in) :: k
    type(secret_t) :: s
    s%s = k
    r%i = s%s
    r%name = 'filled'
  end subroutine fill
  real(wp) function mean_of(m, a)
    integer, intent(in) :: m
    real(wp), intent(in) :: a(m, 2)
    mean_of = sum(a) / (2 * m)
  end function mean_of
end module gfmod_lib
