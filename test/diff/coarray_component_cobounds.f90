! RUN: %diff-gfortran -fcoarray=single %s
! The cobounds of a component of a coarray are the coarray's: LCOBOUND,
! UCOBOUND and THIS_IMAGE of x%c, also with a constant and a variable DIM.
program p
  implicit none
  type :: t
    integer :: c
    real :: arr(3)
  end type
  type(t) :: x[2:4, -3:*]
  integer :: k
  x%c = 5
  print *, lcobound(x%c), ucobound(x%c)
  print *, lcobound(x%c, 1), lcobound(x%c, 2), ucobound(x%c, 2)
  do k = 1, 2
    print *, k, lcobound(x%c, k), ucobound(x%c, k)
  end do
  print *, this_image(x%c), this_image(x%c, 2)
end program
