! Views whose stride is no multiple of their element size (a complex or a
! derived component beside others: gfortran's span): through pointers, to
! assumed-shape dummies (copied in and back), sections of such pointers,
! 2-D parents, MATMUL/SUM/TRANSPOSE and formatted output of them.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
! Views whose stride is no multiple of the element size (gfortran's span)
module v4m
  implicit none
  type cz
    complex :: z
    real :: w
  end type
  type vec3
    real :: x, y, z
  end type
  type body
    integer :: id
    type(vec3) :: r
  end type
contains
  subroutine scale(a, f)
    complex, intent(inout) :: a(:)
    real, intent(in) :: f
    a = a * f
  end subroutine
  subroutine shift(v)
    type(vec3), intent(inout) :: v(:)
    v%x = v%x + 100
  end subroutine
  subroutine twice(a)
    real, intent(inout) :: a(:, :)
    a = 2 * a
  end subroutine
  real function first(a)
    real, intent(in) :: a(:)
    first = a(1)
  end function
end module

program view_span
  use v4m
  implicit none
  type(cz), target :: cs(4)
  type(body), target :: bs(3)
  type(vec3), target :: grid(2, 3)
  type(cz), pointer :: pcs(:)
  complex, pointer :: zp(:)
  type(vec3), pointer :: rp(:)
  real, pointer :: xp(:), g(:, :), xq(:)
  integer :: i, j
  do i = 1, 4
    cs(i)%z = cmplx(i, -i)
    cs(i)%w = 10 * i
  end do
  zp => cs%z
  print *, zp
  zp(3) = (7, 7)
  print *, cs(3)%z, size(zp)
  call scale(zp, 2.0)
  print *, cs%z
  call scale(cs(2:4)%z, 0.5)
  print *, cs%z
  print *, sum(zp), cs%w
  pcs => cs(4:1:-1)
  zp => pcs%z
  print *, zp
  xp => pcs(1:3)%w
  print *, xp, first(xp), maxval(xp)
  do i = 1, 3
    bs(i)%id = i
    bs(i)%r = vec3(i, 2*i, 3*i)
  end do
  rp => bs%r
  call shift(rp)
  print *, bs%r%x
  call shift(bs(1:2)%r)
  print *, bs%r%x
  xp => bs%r%y
  xp = -xp
  print *, bs%r%y
  xq => xp(1:3:2)
  print *, xq, size(xq)
  xq = 0
  print *, bs%r%y, xp
  do j = 1, 3
    do i = 1, 2
      grid(i, j) = vec3(i, j, 10*i + j)
    end do
  end do
  g => grid%z
  print *, g
  print *, shape(g), lbound(g), ubound(g)
  call twice(g)
  print *, grid%z
  call twice(grid(:, 2:3)%x)
  print *, grid%x
  print *, matmul(g, [1.0, 1.0, 1.0])
  print *, sum(grid%z, dim=2), transpose(grid(:, 1:2)%y)
  write (*, '(6f6.1)') g
end program
