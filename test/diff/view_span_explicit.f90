! Views that need a span (complex parts of 12-byte elements), directly and
! through a pointer and a pointer section, to explicit-shape dummies: copied
! in and written back.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program view_span_explicit
  type cz
    complex :: z
    real :: w
  end type
  type(cz), target :: cs(4)
  complex, pointer :: zp(:)
  integer :: i
  do i = 1, 4
    cs(i)%z = cmplx(i, i)
    cs(i)%w = -i
  end do
  zp => cs%z
  call dbl(zp, 4)
  call dbl(cs(2:3)%z, 2)
  call dbl(zp(1:4:3), 2)
  print *, cs
contains
  subroutine dbl(x, n)
    integer :: n
    complex :: x(n)
    x = 2 * x
  end subroutine
end program
