! cuf90's side: extensions of gfortran's types, dispatch both ways.
module farm
  use zoo
  implicit none
  type, extends(animal) :: cat
    integer :: lives = 9
  contains
    procedure :: speak => cat_speak
  end type
  type, extends(dog) :: puppy
  contains
    procedure :: speak => puppy_speak
  end type
contains
  function cat_speak(self) result(s)
    class(cat), intent(in) :: self
    character(len=16) :: s
    write (s, '(a,i0)') 'meow x', self%lives
  end function
  function puppy_speak(self) result(s)
    class(puppy), intent(in) :: self
    character(len=16) :: s
    s = 'yip'
  end function
end module

program main
  use zoo
  use farm
  implicit none
  type(dog) :: d
  type(cat) :: c
  type(puppy) :: p
  class(animal), allocatable :: a, b
  class(animal), pointer :: q
  type(dog), target :: kennel(3)
  type(cat), target :: cats(2)
  d%name = 'rex'
  call d%add_legs(4)
  call d%fetch(3)
  call d%fetch(5)
  c%name = 'tom'
  call c%add_legs(3.6)
  p%name = 'bit'
  call p%add_legs(4)
  call p%fetch(1)
  print '(a,1x,a)', 'kingdom', d%kingdom()
  call d%describe()
  call c%describe()
  call report(d)
  call report(c)
  call report(p)
  print '(a,l2,l2)', 'same legs', d == p, d == c
  allocate(a, source=c)
  call clone(a, b)
  call b%describe()
  call report(b)
  select type (b)
  type is (cat)
    print '(a,i0)', 'main: cat lives ', b%lives
  end select
  deallocate(b)
  call clone(d, b)
  call report(b)
  select type (b)
  type is (dog)
    print '(a,2f5.1)', 'main: dog weights', b%weights
  end select
  call discard(b)
  print '(a,i0)', 'finals after discard ', finals
  allocate(b, source=p)
  deallocate(b)
  print '(a,i0)', 'finals after puppy ', finals
  call census(kennel)
  call census(cats)
  call point_at(q, cats(2))
  call q%describe()
  call report(q)
end program
