! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
! Procedure pointers that keep state: a local with an initial target (SAVE
! implied, re-pointed between calls), an explicit SAVE, and a host's local
! procedure pointer used and re-pointed by its internal procedures.
module accumulators
  implicit none
  abstract interface
    integer function binop(a, b)
      integer, intent(in) :: a, b
    end function binop
  end interface
contains
  integer function add(a, b)
    integer, intent(in) :: a, b
    add = a + b
  end function add
  integer function mul(a, b)
    integer, intent(in) :: a, b
    mul = a * b
  end function mul
  integer function maxop(a, b)
    integer, intent(in) :: a, b
    maxop = max(a, b)
  end function maxop

  ! folds k into a running value with an operation that changes as it goes
  integer function fold_step(k, reset)
    integer, intent(in) :: k
    logical, intent(in) :: reset
    procedure(binop), pointer :: f => add
    procedure(binop), pointer, save :: g
    integer, save :: acc = 0
    if (reset) then
      acc = 0
      f => add
      g => null()
    end if
    acc = f(acc, k)
    if (acc > 20) f => maxop
    if (mod(k, 3) == 0) g => mul
    if (associated(g)) acc = g(acc, 1) + 1
    fold_step = acc
  end function fold_step
end module accumulators

program proc_pointer_state
  use accumulators
  implicit none
  procedure(binop), pointer :: op
  integer :: i, total
  do i = 1, 8
    write (*, '(a, i3, i6)') 'step', i, fold_step(i, i == 5)
  end do
  op => mul
  total = 1
  call reduce_with([2, 3, 4])
  write (*, '(a, i6, l3)') 'product:', total, associated(op, mul)
  call switch_to_sum()
  total = 0
  call reduce_with([2, 3, 4])
  write (*, '(a, i6, l3)') 'sum:', total, associated(op, add)
contains
  subroutine reduce_with(v)
    integer, intent(in) :: v(:)
    integer :: j
    do j = 1, size(v)
      total = op(total, v(j))
    end do
  end subroutine reduce_with
  subroutine switch_to_sum()
    op => add
  end subroutine switch_to_sum
end program proc_pointer_state
