! Pointers to array sections with strides and lower bounds, pointer
! remapping of rows and columns, ASSOCIATED with a target, pointers into
! derived-type components, and a pointer-based 2-D view swap.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program pointer_sections
  implicit none
  type :: particle
    real :: pos(3)
    real :: mass
  end type particle
  integer, target :: a(10), m(4, 5)
  real, target :: buf1(3, 3), buf2(3, 3)
  type(particle), target :: ps(4)
  integer, pointer :: p(:), q(:, :), s
  real, pointer :: cur(:, :), nxt(:, :), tmp(:, :), xs(:), masses(:)
  integer :: i, step

  a = [(i * i, i = 1, 10)]
  p => a(2:10:3)
  print '(a,*(1x,i0))', 'p => a(2:10:3):', p
  print '(a,i0,a,i0,a,i0)', 'size ', size(p), ' lbound ', lbound(p, 1), ' ubound ', ubound(p, 1)
  p = -p
  print '(a,*(1x,i0))', 'a after p = -p:', a
  print '(a,l2,l2)', 'associated(p, a(2:10:3)), (p, a(2:10:2)):', &
      associated(p, a(2:10:3)), associated(p, a(2:10:2))
  p => a(10:1:-2)
  print '(a,*(1x,i0))', 'reversed stride 2:', p
  s => a(4)
  s = 0
  print '(a,i0,l2)', 'a(4) through scalar pointer: ', a(4), associated(s, a(4))

  m = reshape([(i, i = 1, 20)], [4, 5])
  q => m(2:4:2, ::2)
  print '(a,2i3)', 'shape of m(2:4:2, ::2):', shape(q)
  do i = 1, size(q, 1)
    print '(4x,3i4)', q(i, :)
  end do
  p => m(3, :)
  print '(a,5i4)', 'row 3 of m:', p
  p => m(:, 5)
  p(2) = 99
  print '(a,i0)', 'm(2,5) = ', m(2, 5)

  ps%mass = [1.0, 2.0, 3.0, 4.0]
  do i = 1, 4
    ps(i)%pos = [real(i), 2.0 * i, 3.0 * i]
  end do
  masses => ps(4)%pos(::2)
  xs => ps(3)%pos(3:1:-2)
  print '(a,2f5.1)', 'x and z of particle 4:', masses
  print '(a,2f5.1)', 'z and x of particle 3:', xs
  xs = xs * 10
  print '(a,3f6.1)', 'particle 3 after scaling:', ps(3)%pos
  masses = masses / 2
  print '(a,3f6.2)', 'particle 4 halved x and z:', ps(4)%pos
  print '(a,4f6.2)', 'masses:', ps%mass

  buf1 = 0
  buf1(2, 2) = 1
  cur => buf1
  nxt => buf2
  do step = 1, 2
    nxt = 0
    nxt(2:3, :) = nxt(2:3, :) + cur(1:2, :)
    nxt(:, 2:3) = nxt(:, 2:3) + cur(:, 1:2)
    nxt = nxt + cur
    tmp => cur
    cur => nxt
    nxt => tmp
  end do
  print '(a,l2)', 'cur points at buf1:', associated(cur, buf1)
  do i = 1, 3
    print '(3f5.1)', cur(i, :)
  end do
  nullify(p, q)
  print '(a,2l2)', 'nullified:', associated(p), associated(q)
end program pointer_sections
