! Derived-type I/O of CLASS items calls the binding of the dynamic type
! (through the vtable), for scalars, array elements and whole CLASS arrays;
! an interface generic keeps its specific.
! RUN: %diff-gfortran %s
module animals
  implicit none
  type :: animal
    character(8) :: name = ''
  contains
    procedure :: wf => write_animal
    generic :: write(formatted) => wf
  end type
  type, extends(animal) :: dog
    integer :: legs = 4
  contains
    procedure :: wf => write_dog
  end type
  type, extends(dog) :: puppy
    integer :: age = 0
  contains
    procedure :: wf => write_puppy
  end type
contains
  subroutine write_animal(dtv, unit, iotype, v_list, iostat, iomsg)
    class(animal), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '("animal ",a)', iostat=iostat, iomsg=iomsg) trim(dtv%name)
  end subroutine
  subroutine write_dog(dtv, unit, iotype, v_list, iostat, iomsg)
    class(dog), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '("dog ",a,1x,i0)', iostat=iostat, iomsg=iomsg) trim(dtv%name), dtv%legs
  end subroutine
  subroutine write_puppy(dtv, unit, iotype, v_list, iostat, iomsg)
    class(puppy), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '("puppy ",a,1x,i0,a,a)', iostat=iostat, iomsg=iomsg) trim(dtv%name), dtv%age, &
      ' iotype=', iotype
  end subroutine
  subroutine show(a)
    class(animal), intent(in) :: a
    character(40) :: buf(2)
    buf = ''
    write(buf, '(dt)') a
    print '(a)', trim(buf(1))
    print *, a
    write(*, '(dt"x")') a
  end subroutine
  subroutine show_all(as)
    class(animal), intent(in) :: as(:)
    integer :: i
    write(*, '(dt)') as
    do i = size(as), 1, -1
      write(*, '(dt)') as(i)
    end do
  end subroutine
end module

program p
  use animals
  implicit none
  class(animal), allocatable :: pet
  type(dog) :: dogs(3)
  type(puppy) :: pups(2)
  call show(animal('cat'))
  call show(dog('rex', 3))
  pet = puppy('bo', 4, 1)
  call show(pet)
  write(*, '(dt)') pet
  dogs(1)%name = 'a'
  dogs(2)%name = 'b'
  dogs(3)%name = 'c'
  call show_all(dogs)
  pups(1)%name = 'x'
  pups(2)%name = 'y'
  pups(2)%age = 2
  call show_all(pups)
  call show_all(dogs(3:1:-2))
end program
