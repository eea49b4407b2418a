! Module-heavy code: USE with ONLY lists and renames (local => remote),
! the same generic name extended by interfaces in two modules and merged
! at the point of use, a renamed defined operator, PRIVATE helpers with
! PUBLIC wrappers, PROTECTED module state, module variables initialized
! from named constants of another module, and nested USE chains.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module constants
  implicit none
  integer, parameter :: wp = selected_real_kind(12)
  real(wp), parameter :: pi = 3.141592653589793_wp, e = 2.718281828459045_wp
  integer, parameter :: max_items = 5
end module constants

module shapes_2d
  use constants, only: wp, pi
  implicit none
  private
  public :: circle, area, describe, operator(.bigger.), ncreated
  type circle
    real(wp) :: r = 1
  end type circle
  interface area
    module procedure circle_area
  end interface
  interface describe
    module procedure describe_circle
  end interface
  interface operator(.bigger.)
    module procedure bigger_circle
  end interface
  integer, protected :: ncreated = 0
contains
  real(wp) function circle_area(c)
    type(circle), intent(in) :: c
    circle_area = pi * c%r**2
  end function circle_area
  function describe_circle(c) result(s)
    type(circle), intent(in) :: c
    character(len=32) :: s
    write (s, '(a,f6.2,a)') 'circle(r=', c%r, ')'
    call count_one()
  end function describe_circle
  logical function bigger_circle(a, b)
    type(circle), intent(in) :: a, b
    bigger_circle = a%r > b%r
  end function bigger_circle
  subroutine count_one()
    ncreated = ncreated + 1
  end subroutine count_one
end module shapes_2d

module shapes_box
  use constants
  implicit none
  type box
    real(wp) :: w = 1, h = 1
  end type box
  interface area
    module procedure box_area
  end interface
  interface describe
    module procedure describe_box
  end interface
  real(wp) :: default_side = max_items * 0.5_wp
contains
  real(wp) function box_area(b)
    type(box), intent(in) :: b
    box_area = b%w * b%h
  end function box_area
  function describe_box(b) result(s)
    type(box), intent(in) :: b
    character(len=32) :: s
    write (s, '(a,f5.2,a,f5.2,a)') 'box(', b%w, ' x ', b%h, ')'
  end function describe_box
end module shapes_box

module geometry
  use shapes_2d, only: round => circle, area, describe, operator(.larger.) => operator(.bigger.), ncreated
  use shapes_box, only: box, area, describe, side => default_side
  implicit none
contains
  subroutine report(c, b)
    type(round), intent(in) :: c
    type(box), intent(in) :: b
    print '(a,a,f10.5)', trim(describe(c)), ' area', area(c)
    print '(a,a,f10.5)', trim(describe(b)), ' area', area(b)
  end subroutine report
end module geometry

program module_renames
  use geometry
  use constants, only: wp, euler => e
  implicit none
  type(round) :: c1, c2
  type(box) :: b1
  c1 = round(2.0_wp)
  c2%r = 0.5_wp
  b1 = box(side, 3.0_wp)
  call report(c1, b1)
  call report(c2, box())
  print '(a,l2,l2)', 'c1 .larger. c2, c2 .larger. c1:', c1 .larger. c2, c2 .larger. c1
  print '(a,i0)', 'descriptions made: ', ncreated
  print '(a,f12.9)', 'euler: ', euler
  print '(a,f8.3)', 'total area: ', area(c1) + area(c2) + area(b1)
end program module_renames
