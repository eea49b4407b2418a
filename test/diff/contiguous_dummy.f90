! CONTIGUOUS assumed-shape dummies: non-contiguous actuals (strided sections,
! a pointer to a reversed section, an assumed-shape actual, parts of derived-type
! elements) are packed for the call and unpacked after it.
! RUN: %diff-gfortran %s
module m
  implicit none
contains
  subroutine c(x)
    real, contiguous, intent(inout) :: x(:)
    print *, 'contiguous dummy', is_contiguous(x), size(x), lbound(x), ubound(x)
    x = x * 2
  end subroutine
  subroutine c2(x, tot)
    real, contiguous, intent(in) :: x(:,:)
    real, intent(out) :: tot
    print *, 'rank 2', is_contiguous(x), shape(x)
    tot = sum(x)
  end subroutine
  subroutine fwd(y)
    real, intent(inout) :: y(:)
    call c(y)
  end subroutine
  subroutine cc(z)
    real, contiguous, intent(inout) :: z(:)
    call c(z)
  end subroutine
end module
program p
  use m
  implicit none
  real, target :: a(10), b(4, 5)
  real, pointer :: q(:)
  real :: t
  integer :: i
  type pt
    real :: u, v
  end type
  type(pt) :: ps(4)
  a = [(real(i), i = 1, 10)]
  b = reshape([(real(i), i = 1, 20)], [4, 5])
  call c(a(::2))
  print *, a
  call c(a(3:6))
  print *, a
  q => a(10:1:-3)
  call c(q)
  print *, a
  call fwd(a(2::4))
  print *, a
  call cc(a(1:4))
  print *, a
  call c2(b(1:3, ::2), t)
  print *, t
  ps%u = [1., 2., 3., 4.]
  ps%v = -1
  call c(ps%u)
  print *, ps
end program
