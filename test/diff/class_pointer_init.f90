! Initial association of CLASS scalar pointers (class(t), pointer :: p => x):
! the target's address and dynamic type, in a module and in the main program;
! a SAVEd CLASS pointer without one has the declared type.
! RUN: %diff-gfortran %s
module cpi_types
  implicit none
  type :: animal
    integer :: legs = 4
  end type
  type, extends(animal) :: bird
    integer :: wings = 2
  end type
  type(animal), target :: cat
  type(bird), target :: owl
  class(animal), pointer :: mod_ptr => owl
contains
  subroutine show(a)
    class(animal), intent(in) :: a
    select type (a)
    type is (animal)
      print *, 'animal', a%legs
    type is (bird)
      print *, 'bird', a%legs, a%wings
    end select
  end subroutine
end module

program class_pointer_init
  use cpi_types
  implicit none
  class(animal), pointer :: pc => cat
  class(animal), pointer :: pb => owl
  class(animal), pointer, save :: none
  type(bird) :: probe

  owl%legs = 2
  print *, associated(pc, cat), associated(pb, owl), associated(mod_ptr, owl)
  print *, same_type_as(pc, cat), same_type_as(pb, owl), extends_type_of(pb, cat)
  call show(pc)
  call show(pb)
  call show(mod_ptr)
  nullify (none)
  print *, associated(none), same_type_as(none, cat), same_type_as(none, probe)
end program
