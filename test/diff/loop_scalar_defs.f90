! Loops that define, or may define, the global scalars they read, next to
! the scalar hoisting of codegen/core/opt_scalar_hoist: a module variable
! assigned in the loop, a module variable as an inner DO variable and as
! an implied-DO variable, a COMMON member EQUIVALENCE'd with a local that
! the loop assigns, a TARGET module variable changed through a pointer,
! and a module variable a called procedure changes.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module lsd_mod
  implicit none
  integer :: n, m, k
  real(8) :: c
  real(8), target :: t
  real(8), allocatable :: a(:)
contains
  subroutine bump()
    c = c + 1
  end subroutine bump
end module lsd_mod

program loop_scalar_defs
  use lsd_mod
  implicit none
  integer :: i, iv(3)
  real(8) :: s, e, x
  real(8), pointer :: p
  common /blk/ x
  equivalence (x, e)
  allocate(a(10))
  a = 0
  c = 1
  n = 10
  do i = 1, n
    a(i) = a(i) + c
    c = c * 2
  end do
  print *, a, c
  do i = 1, 3
    do m = 1, i
      a(m) = a(m) + m
    end do
    a(i) = a(i) + m
  end do
  print *, a(1:4), m
  do i = 1, 2
    iv = [(k * i, k = 1, 3)]
    a(i) = k + iv(3)
  end do
  print *, a(1:2), k
  x = 1
  s = 0
  do i = 1, 4
    s = s + x
    e = e + 1
  end do
  print *, s, x
  t = 1
  p => t
  s = 0
  do i = 1, 4
    s = s + t
    p = p + 1
  end do
  print *, s, t
  c = 0
  s = 0
  do i = 1, 3
    s = s + c
    call bump()
  end do
  print *, s, c
  do k = 1, n
    n = n - 1
    a(k) = n
  end do
  print *, a, n, k
end program loop_scalar_defs
