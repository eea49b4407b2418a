! Generics whose specifics are interface bodies (external procedures) and,
! in a second module, a generic naming a use-associated specific.
module generic_bodies
  implicit none
  interface twice
    subroutine twice_int(n)
      integer :: n
    end subroutine
    subroutine twice_real(x)
      real :: x
    end subroutine
  end interface
  interface halve
    subroutine halve_real(x)
      real :: x
    end subroutine
    procedure :: twice_int
  end interface
end module

module generic_more
  use generic_bodies
  implicit none
  interface scale
    procedure :: twice_real
  end interface
end module
