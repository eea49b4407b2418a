! ELEMENTAL type-bound procedures called on arrays of a TYPE (functions and
! subroutines, generic bindings, sections and array components).
! RUN: %diff-gfortran %s
module elemental_tbp_m
  implicit none
  type :: particle
    real :: m = 1.0, v = 0.0
  contains
    procedure :: energy
    procedure :: kick
    generic :: scaled => scaled_r, scaled_i
    procedure :: scaled_r, scaled_i
  end type
contains
  elemental real function energy(p)
    class(particle), intent(in) :: p
    energy = 0.5 * p%m * p%v**2
  end function
  elemental subroutine kick(p, dv)
    class(particle), intent(inout) :: p
    real, intent(in) :: dv
    p%v = p%v + dv
  end subroutine
  elemental real function scaled_r(p, f)
    class(particle), intent(in) :: p
    real, intent(in) :: f
    scaled_r = p%m * f
  end function
  elemental real function scaled_i(p, k)
    class(particle), intent(in) :: p
    integer, intent(in) :: k
    scaled_i = p%m * k + 1
  end function
end module

program elemental_tbp
  use elemental_tbp_m
  implicit none
  type(particle) :: ps(4)
  ps%m = [1.0, 2.0, 3.0, 4.0]
  ps%v = [1.0, -1.0, 2.0, 0.5]
  print *, ps%energy()
  call ps%kick(1.0)
  print *, ps%v
  call ps(2:3)%kick([10.0, 20.0])
  print *, ps%v, sum(ps%energy())
  print *, ps%scaled(2.0), ps(1:2)%scaled(3)
end program
