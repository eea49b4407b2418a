module cside
  use iso_c_binding
  implicit none
  interface
    subroutine c_sum2(a, s) bind(c)
      import c_double
      real(c_double), intent(in) :: a(:, :)
      real(c_double), intent(out) :: s
    end subroutine
    subroutine c_make(a, n) bind(c)
      import c_int
      integer(c_int), allocatable, intent(inout) :: a(:)
      integer(c_int), value :: n
    end subroutine
    subroutine c_point(p) bind(c)
      import c_float
      real(c_float), pointer, intent(out) :: p(:)
    end subroutine
    subroutine c_calls_fortran() bind(c)
    end subroutine
  end interface
contains
  subroutine f_total(a, s) bind(c)
    real(c_double), intent(in) :: a(:)
    real(c_double), intent(out) :: s
    print '(a,i0,a,i0,a,i0)', 'f_total: size ', size(a), ' lbound ', lbound(a, 1), ' ubound ', ubound(a, 1)
    s = sum(a)
  end subroutine
  subroutine f_fill(a, n) bind(c)
    integer(c_int), allocatable, intent(inout) :: a(:)
    integer(c_int), value :: n
    integer :: i
    allocate(a(0:n-1))
    a = [(100 + i, i = 0, n - 1)]
  end subroutine
end module

program cfi_both_ways
  use cside
  implicit none
  real(c_double) :: m(4, 6), s
  integer(c_int), allocatable :: k(:)
  real(c_float), pointer :: p(:)
  integer :: i
  m = reshape([(real(i, c_double), i = 1, 24)], [4, 6])
  call c_sum2(m(2:4:2, 1:5:2), s)
  print '(a,f6.1,a,f6.1)', 'sum ', s, ' expected ', sum(m(2:4:2, 1:5:2))
  call c_make(k, 5)
  print '(a,i0,1x,i0,a,5i4)', 'k bounds ', lbound(k, 1), ubound(k, 1), ' values', k
  call c_make(k, 2)
  print '(a,i0,1x,i0,a,2i4)', 'k bounds ', lbound(k, 1), ubound(k, 1), ' values', k
  call c_point(p)
  print '(a,i0,1x,i0,a,3f5.1)', 'p bounds ', lbound(p, 1), ubound(p, 1), ' values', p
  call c_calls_fortran()
end program
