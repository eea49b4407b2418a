! Array assignment to an allocatable that the right-hand side reads: in
! place when the shapes agree, through a temporary when the lhs is
! reallocated (other shape, or unallocated); a section assigned from the
! same section in place, from an overlapping one through a temporary.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program alloc_assign_self
  implicit none
  real(8), allocatable :: a(:), b(:, :), c(:, :)
  integer :: i
  a = [(real(i, 8), i = 1, 6)]
  a = a + 1                        ! same shape: in place
  print '(6F6.1)', a
  a = a(6:1:-1) * 2                ! same shape, reversed: needs the old values
  print '(6F6.1)', a
  a = a / sum(a)                   ! scalar read of the lhs
  print '(6F8.4)', a
  a = a(2:5)                       ! shape changes: reallocated
  print '(I3, 4F8.4)', size(a), a
  a = [a, a(1)]                    ! grows
  print '(I3, 5F8.4)', size(a), a
  b = reshape([(real(i, 8), i = 1, 9)], [3, 3])
  c = b
  b = matmul(b, b) + b             ! non-elemental read of the lhs
  print '(9F8.1)', b
  b = transpose(b)
  print '(9F8.1)', b
  c = c(1:2, :) * 0.5d0            ! 3x3 -> 2x3
  print '(2I3, 6F6.1)', shape(c), c
  call sections()
  deallocate(a)
  allocate(a(3))
  a = 1
  a = cshift(a + [1d0, 2d0, 3d0], 1)
  print '(3F6.1)', a
contains
  ! A section assigned from itself needs no staging; a shifted one does.
  subroutine sections()
    real(8) :: v(8), w(3, 3)
    integer :: k, m
    v = [(real(i, 8), i = 1, 8)]
    k = 2
    m = 6
    v(2:5) = v(2:5) + 1
    v(k:m) = v(k:m) * 2
    print '(8F6.1)', v
    v(k:m) = v(k + 1:m + 1)
    print '(8F6.1)', v
    v(2:4) = v(2:4) + v(1:3)
    print '(8F6.1)', v
    v(m:k:-1) = v(m:k:-1) - v(k:m)
    print '(8F6.1)', v
    w = reshape([(real(i, 8), i = 1, 9)], [3, 3])
    w(1:2, k) = w(1:2, k) + w(2:3, k)
    w(:, 3) = w(:, 3) + w(:, 1)
    print '(9F6.1)', w
  end subroutine sections
end program alloc_assign_self
