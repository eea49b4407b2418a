! A library module compiled by gfortran: types with type-bound procedures,
! a deferred binding, generics, operators, FINAL, and procedures taking
! CLASS dummies that dispatch, select on the dynamic type and copy.
module zoo
  implicit none
  type, abstract :: animal
    character(len=8) :: name = 'none'
    integer :: legs = 0
  contains
    procedure(speak_iface), deferred :: speak
    procedure :: describe
    procedure, nopass :: kingdom
    procedure :: add_legs_int, add_legs_real
    generic :: add_legs => add_legs_int, add_legs_real
    procedure :: same_legs
    generic :: operator(==) => same_legs
  end type
  abstract interface
    function speak_iface(self) result(s)
      import animal
      class(animal), intent(in) :: self
      character(len=16) :: s
    end function
  end interface
  type, extends(animal) :: dog
    real, allocatable :: weights(:)
  contains
    procedure :: speak => dog_speak
    procedure :: fetch
    final :: dog_final
  end type
  integer :: finals = 0
contains
  subroutine describe(self)
    class(animal), intent(in) :: self
    print '(a,1x,a,i3,1x,a)', 'describe:', trim(self%name), self%legs, trim(self%speak())
  end subroutine
  character(len=8) function kingdom()
    kingdom = 'animalia'
  end function
  subroutine add_legs_int(self, n)
    class(animal), intent(inout) :: self
    integer, intent(in) :: n
    self%legs = self%legs + n
  end subroutine
  subroutine add_legs_real(self, x)
    class(animal), intent(inout) :: self
    real, intent(in) :: x
    self%legs = self%legs + nint(x)
  end subroutine
  logical function same_legs(a, b)
    class(animal), intent(in) :: a, b
    same_legs = a%legs == b%legs
  end function
  function dog_speak(self) result(s)
    class(dog), intent(in) :: self
    character(len=16) :: s
    s = 'woof'
  end function
  subroutine fetch(self, n)
    class(dog), intent(inout) :: self
    integer, intent(in) :: n
    if (.not. allocated(self%weights)) allocate(self%weights(0))
    self%weights = [self%weights, real(n)]
  end subroutine
  subroutine dog_final(self)
    type(dog), intent(inout) :: self
    finals = finals + 1
  end subroutine
  ! gfortran's code on objects of any extension, including cuf90's
  subroutine report(a)
    class(animal), intent(in) :: a
    call a%describe()
    select type (a)
    type is (dog)
      print '(a,i0)', 'report: a dog with weights ', size(a%weights)
    class is (dog)
      print '(a)', 'report: an extension of dog'
    class default
      print '(a)', 'report: another animal'
    end select
  end subroutine
  subroutine clone(a, b)
    class(animal), intent(in) :: a
    class(animal), allocatable, intent(out) :: b
    allocate(b, source=a)
    b%legs = b%legs * 10
  end subroutine
  subroutine census(zs)
    class(animal), intent(in) :: zs(:)
    integer :: i
    do i = 1, size(zs)
      print '(a,i0,1x,a)', 'census ', i, trim(zs(i)%speak())
    end do
  end subroutine
  subroutine point_at(p, t)
    class(animal), pointer, intent(out) :: p
    class(animal), target, intent(in) :: t
    p => t
  end subroutine
  subroutine discard(b)
    class(animal), allocatable, intent(inout) :: b
    deallocate(b)
  end subroutine
end module
