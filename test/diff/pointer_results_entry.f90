! Scalar POINTER and ALLOCATABLE function results (the callee stores the
! data's address; module functions and external ones through an interface
! body), and functions with ENTRY whose results are pointers or arrays
! (every entry's result is the one being returned).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module am
  type pt
    integer :: x, y
  end type
contains
  function mk(n) result(r)
    integer, intent(in) :: n
    integer, allocatable :: r
    allocate(r)
    r = n * 3
  end function
  function mkp(n)
    integer, intent(in) :: n
    type(pt), pointer :: mkp
    allocate(mkp)
    mkp = pt(n, -n)
  end function
  function mkr(x)
    real(8), intent(in) :: x
    real(8), allocatable :: mkr
    mkr = x / 2
  end function
  subroutine show(i)
    integer, intent(in) :: i
    print *, 'show', i
  end subroutine
end module
program pointer_results_entry
  use am
  type(pt), pointer :: q
  print *, mk(4) + 1, mkr(3d0)
  call show(mk(5))
  q => mkp(7)
  print *, q%x, q%y
  call entries
contains
  subroutine entries
    interface
      function f1(a)
        integer :: a
        integer, pointer :: f1
      end function
      function e1(b)
        integer :: b
        integer, pointer :: e1
      end function
      function g1(n)
        integer :: n
        integer :: g1(n)
      end function
      function g2(n)
        integer :: n
        integer :: g2(n)
      end function
    end interface
    print *, f1(6), e1(7)
    print *, g1(3)
    print *, g2(4)
  end subroutine
end program

function f1(a)
  integer :: a, b
  integer, pointer :: f1, e1
  allocate(f1)
  f1 = 15 + a
  return
entry e1(b)
  allocate(e1)
  e1 = 42 + b
end function

function g1(n)
  integer :: n, g1(n), g2(n), i
  g1 = [(i, i = 1, n)]
  return
entry g2(n)
  g2 = [(10 * i, i = 1, n)]
end function
