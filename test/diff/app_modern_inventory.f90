! Modern Fortran 2003 style touching several recent features together:
! deferred-length CHARACTER variables, components and function results,
! ASSOCIATE, type-bound procedures with CLASS dummies, an extended type
! with an overriding binding and SELECT TYPE, and pointer views of
! components of an array of derived type (p => items%price).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module inventory
  implicit none
  type item
    character(len=:), allocatable :: name
    real :: price = 0
    integer :: qty = 0
  contains
    procedure :: value => item_value
    procedure :: label => item_label
  end type item
  type, extends(item) :: perishable
    integer :: days_left = 0
  contains
    procedure :: value => perishable_value
  end type perishable
contains
  real function item_value(self)
    class(item), intent(in) :: self
    item_value = self%price * self%qty
  end function item_value
  real function perishable_value(self)
    class(perishable), intent(in) :: self
    perishable_value = self%price * self%qty
    if (self%days_left < 3) perishable_value = 0.5 * perishable_value
  end function perishable_value
  function item_label(self) result(s)
    class(item), intent(in) :: self
    character(len=:), allocatable :: s
    character(len=32) :: buf
    write (buf, '(i0,"x ",f0.2)') self%qty, self%price
    s = self%name // ' (' // trim(buf) // ')'
  end function item_label
  function joined(words, sep) result(s)
    character(len=*), intent(in) :: words(:), sep
    character(len=:), allocatable :: s
    integer :: i
    s = ''
    do i = 1, size(words)
      if (i > 1) s = s // sep
      s = s // trim(words(i))
    end do
  end function joined
end module inventory

program modern_inventory
  use inventory
  implicit none
  type(item), target :: shelf(3)
  class(item), allocatable :: special
  real, pointer :: prices(:)
  integer, pointer :: counts(:)
  character(len=:), allocatable :: line
  integer :: i

  shelf(1) = item('bolts', 0.10, 500)
  shelf(2) = item('hammer', 12.5, 4)
  shelf(3) = item('tape measure', 7.25, 9)
  do i = 1, size(shelf)
    print '(a,f9.2)', shelf(i)%label(), shelf(i)%value()
  end do
  prices => shelf%price
  counts => shelf%qty
  prices = prices * 1.1
  counts(2) = counts(2) + 1
  print '(3f8.3,3i5)', shelf%price, shelf%qty
  associate (total => sum(shelf%price * shelf%qty), n => size(shelf))
    print '(a,f10.3,a,i0)', 'total ', total, ' over ', n
  end associate
  associate (h => shelf(2))
    h%qty = h%qty * 2
    print '(a,a,i4)', 'doubled ', h%name, h%qty
  end associate
  allocate(special, source=perishable(name='milk', price=1.2, qty=10, days_left=2))
  print '(a,f8.3)', special%label(), special%value()
  select type (special)
  type is (perishable)
    print '(a,i0)', 'perishable, days left: ', special%days_left
  class default
    print '(a)', 'plain item'
  end select
  line = joined(['alpha', 'beta ', 'gamma'], ', ')
  print '(a,i0,a)', '[' // line // '] len=', len(line), ''
  line = line(1:5) // '!'
  print '(a)', line
end program modern_inventory
