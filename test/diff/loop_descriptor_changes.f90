! Loops whose bodies change or may not read a descriptor, next to the
! descriptor hoisting of codegen/core/opt_desc_hoist: a call that
! reallocates a module array, reallocation on assignment, a DO WHILE whose
! condition reallocates, an absent OPTIONAL assumed-shape dummy referenced
! only under PRESENT, and a pointer re-pointed in the loop.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module ldc_mod
  implicit none
  real(8), allocatable :: w(:)
contains
  subroutine regrow(n)
    integer, intent(in) :: n
    if (allocated(w)) deallocate(w)
    allocate(w(-n:n))
    w = n
  end subroutine regrow

  logical function grow_more(n)
    integer, intent(in) :: n
    call regrow(n)
    grow_more = n < 4
  end function grow_more

  real(8) function total(n, x)
    integer, intent(in) :: n
    real(8), intent(in), optional :: x(:)
    integer :: i
    total = 0
    do i = 1, n
      if (present(x)) total = total + x(i)
      total = total + i
    end do
  end function total
end module ldc_mod

program loop_descriptor_changes
  use ldc_mod
  implicit none
  real(8), allocatable :: v(:)
  real(8), target :: t1(3), t2(5)
  real(8), pointer :: p(:)
  real(8) :: s
  integer :: i, n
  s = 0
  do i = 1, 5
    call regrow(i)
    s = s + w(-i) + w(i) + lbound(w, 1) + size(w)
  end do
  print *, s
  allocate(v(0))
  do i = 1, 6
    v = [v, real(i, 8)]
    v(size(v)) = v(size(v)) * 2
  end do
  print *, v
  n = 0
  do while (grow_more(n))
    n = n + 1
    w(lbound(w, 1)) = w(ubound(w, 1)) + n
  end do
  print *, n, lbound(w), w
  print *, total(4), total(3, [1d0, 2d0, 3d0])
  t1 = 1
  t2 = 2
  p => t1
  s = 0
  do i = 1, 4
    s = s + p(1) + size(p)
    if (i == 2) p => t2
  end do
  print *, s
end program loop_descriptor_changes
