! Array language on a small image-processing task: sections with negative
! strides, vector subscripts on both sides, WHERE/ELSEWHERE, FORALL with a
! mask, RESHAPE/SPREAD/CSHIFT/EOSHIFT pipelines, PACK/UNPACK/MERGE, and
! automatic (re)allocation on assignment.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program array_pipeline
  implicit none
  integer, parameter :: n = 6
  integer :: img(n, n), blur(n, n), idx(3), i, j
  integer, allocatable :: v(:), w(:), hist(:)
  real :: row(n), col(n), grid(n, n)
  logical :: mask(n, n)

  img = reshape([(mod(i * 7, 10), i = 1, n * n)], [n, n])
  call show('image', img)
  call show('flipped rows and columns', img(n:1:-1, n:1:-1))
  print '(a,6i3)', 'anti-diagonal:', [(img(i, n + 1 - i), i = 1, n)]
  print '(a,3i3)', 'every other, reversed, row 2:', img(2, n:1:-2)

  blur = img + cshift(img, 1, 1) + cshift(img, -1, 1) + cshift(img, 1, 2) + cshift(img, -1, 2)
  call show('5-point sum (periodic)', blur)
  call show('shifted down with fill', eoshift(img, -1, boundary=-1, dim=1))

  idx = [5, 1, 3]
  print '(a,3i3)', 'img(idx, 2):', img(idx, 2)
  img(idx, 1) = [100, 200, 300]
  print '(a,6i4)', 'column 1 after vector-subscript store:', img(:, 1)
  img(idx, 1) = img(idx(3:1:-1), 6)
  print '(a,6i4)', 'column 1 from reversed subscripts:', img(:, 1)

  where (img > 5)
    blur = 1
  elsewhere (img > 2)
    blur = 0
  elsewhere
    blur = -1
  end where
  call show('classified', blur)
  print '(a,3i4)', 'counts -1/0/1:', count(blur == -1), count(blur == 0), count(blur == 1)

  forall (i = 1:n, j = 1:n, i < j) grid(i, j) = real(i) / j
  forall (i = 1:n) grid(i, i) = 1
  forall (i = 1:n, j = 1:n, i > j) grid(i, j) = -grid(j, i)
  print '(6f7.3)', (grid(i, :), i = 1, n)

  row = [(real(i), i = 1, n)]
  col = 10 * row
  grid = spread(row, 1, n) + spread(col, 2, n)
  print '(a,6f6.1)', 'spread sum row 3:', grid(3, :)

  v = pack(img, img < 3)
  print '(a,i0,a,*(1x,i0))', 'pack: ', size(v), ' values:', v
  v = [v, -v(size(v):1:-1)]
  print '(a,i0)', 'grown by concatenation to ', size(v)
  w = v(::3)
  print '(a,*(1x,i0))', 'every third:', w
  mask = .false.
  mask(1:n:2, 1) = .true.
  img = unpack([7, 8, 9], mask, 0)
  print '(a,6i2)', 'unpack col 1:', img(:, 1)
  print '(a,6i3)', 'merge:', merge(row, -row, mod(nint(row), 2) == 0)
  allocate(hist(0:9))
  hist = 0
  do i = 1, size(v)
    hist(modulo(v(i), 10)) = hist(modulo(v(i), 10)) + 1
  end do
  print '(a,10i2)', 'histogram:', hist
  print '(a,2i3)', 'bounds kept on whole-array assignment:', lbound(hist), ubound(hist)
contains
  subroutine show(title, a)
    character(len=*), intent(in) :: title
    integer, intent(in) :: a(:, :)
    integer :: r
    print '(a)', title // ':'
    do r = 1, size(a, 1)
      print '(4x,*(i4))', a(r, :)
    end do
  end subroutine show
end program array_pipeline
