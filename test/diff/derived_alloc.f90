! Derived types with allocatable components and arrays of derived type:
! a polynomial type, a particle list, assignment copies the components.
! RUN: %diff-gfortran %s
module particles
  implicit none
  type :: poly
    integer :: degree = -1
    real(8), allocatable :: c(:)
  end type poly
  type :: particle
    real :: pos(3) = 0.0
    real :: mass = 1.0
    integer :: id = 0
  end type particle
contains
  function make_poly(coeffs) result(p)
    real(8), intent(in) :: coeffs(:)
    type(poly) :: p
    p%degree = size(coeffs) - 1
    allocate(p%c(0:p%degree))
    p%c = coeffs
  end function make_poly

  real(8) function eval(p, x)
    type(poly), intent(in) :: p
    real(8), intent(in) :: x
    integer :: k
    eval = 0
    do k = p%degree, 0, -1
      eval = eval * x + p%c(k)
    end do
  end function eval
end module particles

program derived_alloc
  use particles
  implicit none
  type(poly) :: p, q
  type(particle) :: ps(4)
  real :: total_mass, center(3)
  integer :: i

  p = make_poly([1.0d0, 0.0d0, -2.0d0])
  print *, p%degree, allocated(p%c), eval(p, 3.0d0)
  q = p
  q%c(0) = 100.0d0
  print *, 'copy is deep:', p%c(0), q%c(0)

  do i = 1, 4
    ps(i)%id = i
    ps(i)%mass = real(i)
    ps(i)%pos = [real(i), 2.0 * i, -1.0]
  end do
  total_mass = 0
  center = 0
  do i = 1, 4
    total_mass = total_mass + ps(i)%mass
    center = center + ps(i)%mass * ps(i)%pos
  end do
  print *, 'mass', total_mass, 'center', center / total_mass
  print *, ps(2)
  print *, ps%id
end program derived_alloc
