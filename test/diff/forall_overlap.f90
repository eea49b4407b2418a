! FORALL assignments that read what they assign: every value (and target)
! is evaluated before any element is defined; masks that the assignment
! changes, several assignments in one construct, 2-D index spaces,
! array-valued assignments (b(i, :) = b(:, i)).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program forall_overlap
  implicit none
  real :: a(6), b(4, 4)
  integer :: i, j, idx(6)
  type pt
    real :: x, y
  end type
  type(pt) :: ps(5)
  a = [(real(i), i = 1, 6)]
  forall (i = 1:6) a(i) = a(7 - i) * 2
  print *, a
  forall (i = 2:6) a(i) = a(i - 1) + a(i)
  print *, a
  forall (i = 1:6, a(i) > 10) a(i) = -a(i)
  print *, a
  forall (i = 1:6, a(i) < 0) a(i) = a(i) + sum(a)
  print *, a
  b = reshape([(real(i), i = 1, 16)], [4, 4])
  forall (i = 1:4, j = 1:4) b(i, j) = b(j, i)
  print *, b
  forall (i = 1:4, j = 1:4, i < j)
    b(i, j) = b(i, j) + b(j, i)
    b(j, i) = 0
  end forall
  print *, b
  idx = [6, 5, 4, 3, 2, 1]
  a = [(real(i), i = 1, 6)]
  forall (i = 1:6:2) a(idx(i)) = a(i)
  print *, a
  forall (i = 1:5) ps(i) = pt(real(i), real(-i))
  forall (i = 1:5) ps(i)%x = ps(6 - i)%x
  print *, ps
  forall (i = 1:5) ps(i) = ps(6 - i)
  print *, ps
  forall (i = 1:3) a(2 * i) = a(2 * i - 1) * 10
  print *, a
  b = reshape([(real(i), i = 1, 16)], [4, 4])
  forall (i = 1:4) b(i, :) = b(:, i)
  print *, b
  forall (i = 1:4, b(i, i) > 5) b(i, 1:i) = b(i, 1:i) + b(1:i, i) * 100
  print *, b
  forall (i = 2:4) b(:, i) = b(:, i - 1) + 1
  print *, b
end program
