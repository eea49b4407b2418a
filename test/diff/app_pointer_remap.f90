! Array pointers beyond the basics: bounds remapping of a rank-1 target
! to rank 2 (p(1:n,1:m) => v), lower-bound specification (p(0:) => a),
! pointers to strided sections and to rows/columns of a matrix, pointer
! arrays as dummies, ASSOCIATED with a target argument, a pointer
! function result, and swapping of buffers through pointers.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module buffers
  implicit none
contains
  function biggest_row(m) result(r)
    real, intent(in), target :: m(:,:)
    real, pointer :: r(:)
    integer :: i, best
    best = 1
    do i = 2, size(m, 1)
      if (sum(m(i, :)) > sum(m(best, :))) best = i
    end do
    r => m(best, :)
  end function biggest_row

  subroutine scale_ptr(p, f)
    real, pointer, intent(in) :: p(:)
    real, intent(in) :: f
    p = p * f
  end subroutine scale_ptr
end module buffers

program pointer_remap
  use buffers
  implicit none
  real, target :: v(12), grid(3, 4), bufa(6), bufb(6)
  real, pointer :: m(:,:), z(:), col(:), row(:), ev(:), cur(:), nxt(:), tmp(:)
  integer :: i, step

  v = [(real(i), i = 1, 12)]
  m(1:3, 1:4) => v
  print '(a,2i3,a,2i3)', 'shape', shape(m), ' bounds', lbound(m, 2), ubound(m, 2)
  print '(4f6.1)', transpose(m)
  m(2, 3) = -8
  print '(a,f6.1)', 'v(8) through m(2,3):', v(8)
  z(0:) => v
  print '(a,2i4,f6.1)', 'z bounds & z(0):', lbound(z), ubound(z), z(0)
  ev => v(2::2)
  print '(a,*(f5.1))', 'evens:', ev
  ev = 0
  print '(a,*(f5.1))', 'v now:', v

  grid = reshape([(real(i * i), i = 1, 12)], [3, 4])
  col => grid(:, 3)
  row => grid(2, :)
  print '(a,3f6.1,a,4f6.1)', 'col 3:', col, '  row 2:', row
  print '(a,l2,l2)', 'row associated with grid(2,:)/grid(1,:):', associated(row, grid(2, :)), &
       associated(row, grid(1, :))
  row => biggest_row(grid)
  print '(a,4f7.1)', 'biggest row:', row
  call scale_ptr(col, 0.5)
  print '(a,3f6.1)', 'grid(:,3) halved:', grid(:, 3)

  ! double buffering: smooth repeatedly, swapping the roles of two arrays
  bufa = [0.0, 0.0, 9.0, 0.0, 0.0, 3.0]
  cur => bufa
  nxt => bufb
  do step = 1, 3
    nxt(1) = cur(1)
    nxt(6) = cur(6)
    nxt(2:5) = (cur(1:4) + cur(2:5) + cur(3:6)) / 3
    tmp => cur
    cur => nxt
    nxt => tmp
    print '(i2,6f8.4)', step, cur
  end do
  print '(a,l2)', 'result in bufb:', associated(cur, bufb)
end program pointer_remap
