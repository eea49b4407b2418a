! Pointers to and actual arguments of components of derived-type arrays
! (ps%mass, ps%pos(2), ws%p%mass, ws(3:1:-1)%p%pos(3)): writes through the
! pointer or an assumed-/explicit-shape dummy reach the parent, later changes
! of the parent are seen; libgfortran (I/O, MATMUL) reads the right elements.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
! views of components of derived-type arrays through pointers and dummies
module view_mod
  implicit none
  type q
    real :: pos(3)
    real :: mass
  end type
  type wrap
    integer :: id
    type(q) :: p
  end type
contains
  subroutine bump(a)
    real, intent(inout) :: a(:)
    a = a + 1
  end subroutine
  subroutine bump_explicit(a, n)
    integer, intent(in) :: n
    real, intent(inout) :: a(n)
    a = a * 2
  end subroutine
  real function total(a)
    real, intent(in) :: a(:)
    total = sum(a)
  end function
end module

program view_component_ptr
  use view_mod
  implicit none
  type(q), target :: ps(4)
  type(wrap), target :: ws(3)
  real, pointer :: m(:), x(:)
  integer :: i
  do i = 1, 4
    ps(i)%pos = [real(i), 10.0*i, 100.0*i]
  end do
  ps%mass = [1, 2, 3, 4]
  m => ps%mass
  print *, m
  m(2) = 7
  print *, ps%mass
  ps(3)%mass = 30
  print *, m, size(m), lbound(m), ubound(m)
  call bump(ps%mass)
  print *, ps%mass
  call bump(m)
  print *, ps%mass
  call bump_explicit(ps%mass, 4)
  print *, ps%mass
  print *, total(ps%mass), total(m), sum(m), maxval(m)
  m => ps(2:4)%mass
  m = -m
  print *, ps%mass
  x => ps%pos(2)
  print *, x
  x = x + 0.5
  print *, ps(1)%pos, ps(4)%pos
  call bump(ps%pos(3))
  print *, ps%pos(3)
  print *, ps(2:3)%pos(1)
  ps(1:3:2)%pos(1) = [-1.0, -3.0]
  print *, ps%pos(1)
  do i = 1, 3
    ws(i)%id = i
    ws(i)%p%pos = [real(i), real(2*i), real(3*i)]
    ws(i)%p%mass = 0.5 * i
  end do
  x => ws%p%mass
  x = x * 10
  print *, ws%p%mass, ws%id
  call bump(ws%p%pos(2))
  print *, ws%p%pos(2)
  x => ws(3:1:-1)%p%pos(3)
  print *, x, lbound(x), ubound(x)
  write (*, '(3f8.2)') x
  print *, matmul(reshape([1., 0., 0., 0., 1., 0., 0., 0., 1.], [3, 3]), x)
end program
