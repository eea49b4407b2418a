! Intrinsic assignment to allocatable CLASS variables (F2008): the lhs takes
! the dynamic type and value of the rhs (TYPE(t), CLASS(t), a structure
! constructor, intrinsic values for CLASS(*)); dispatch afterwards.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module asg_m
  implicit none
  type :: animal
    character(len=6) :: name = 'animal'
  contains
    procedure :: speak
  end type
  type, extends(animal) :: dog
    integer :: tricks = 0
  contains
    procedure :: speak => dog_speak
  end type
contains
  subroutine speak(this)
    class(animal), intent(in) :: this
    print '(a,a)', trim(this%name), ' ...'
  end subroutine
  subroutine dog_speak(this)
    class(dog), intent(in) :: this
    print '(a,a,i0)', trim(this%name), ' woof ', this%tricks
  end subroutine
end module

program asg
  use asg_m
  implicit none
  class(animal), allocatable :: a, b
  class(*), allocatable :: u
  type(dog) :: d
  d%name = 'rex'
  d%tricks = 3
  a = d
  call a%speak()
  b = a
  a = animal('cat')
  call a%speak()
  call b%speak()
  u = 42
  select type (u)
  type is (integer)
    print *, 'int', u
  end select
  u = 2.5d0
  select type (u)
  type is (real(8))
    print *, 'dbl', u
  end select
  u = d
  select type (u)
  class is (animal)
    call u%speak()
  end select
end program
