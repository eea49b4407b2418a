! Absent OPTIONAL dummies passed on: as DIM=/BOUNDARY= of CSHIFT, EOSHIFT
! and SPREAD (the library's defaults), and an assumed-shape dummy to an
! explicit-shape dummy (nothing packed, still absent).
! RUN: %diff-gfortran %s
module m_opt_pass
  implicit none
contains
  subroutine shifts(d, fill)
    integer, optional :: d
    real, optional :: fill
    real :: v(5) = [1., 2., 3., 4., 5.]
    print '(5F5.1)', cshift(v, 2, dim=d)
    print '(5F5.1)', eoshift(v, -1, boundary=fill, dim=d)
    print '(10F5.1)', spread(v(1:2), 1, ncopies=3)
  end subroutine
  subroutine expl(x, n)
    integer :: n
    real, optional :: x(n)
    if (present(x)) then
      print '(A,F6.1)', 'explicit sum', sum(x)
      x = -x
    else
      print '(A)', 'explicit absent'
    end if
  end subroutine
  subroutine pass(x)
    real, optional :: x(:)
    call expl(x, 3)
  end subroutine
end module

program optional_absent_passon
  use m_opt_pass
  implicit none
  real :: a(6) = [1., 2., 3., 4., 5., 6.]
  call shifts()
  call shifts(1, 9.0)
  call pass()
  call pass(a(1:6:2))
  print '(6F5.1)', a
end program
