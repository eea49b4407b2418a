! CLASS(*): a linked list of unlimited polymorphic values (ALLOCATE with
! SOURCE= of integers, reals, logicals, a derived type), SELECT TYPE with
! intrinsic TYPE IS guards and CLASS DEFAULT; a type-bound PUSH/SHOW.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module anylist
  implicit none
  type :: node
    class(*), allocatable :: value
    type(node), pointer :: next => null()
  end type
  type :: list
    type(node), pointer :: head => null(), tail => null()
    integer :: n = 0
  contains
    procedure :: push
    procedure :: show
  end type
  type :: point
    real :: x, y
  end type
contains
  subroutine push(this, v)
    class(list), intent(inout) :: this
    class(*), intent(in) :: v
    type(node), pointer :: nd
    allocate(nd)
    allocate(nd%value, source=v)
    if (associated(this%tail)) then
      this%tail%next => nd
    else
      this%head => nd
    end if
    this%tail => nd
    this%n = this%n + 1
  end subroutine
  subroutine show(this)
    class(list), intent(in) :: this
    type(node), pointer :: p
    p => this%head
    do while (associated(p))
      call describe(p%value)
      p => p%next
    end do
  end subroutine
  subroutine describe(v)
    class(*), intent(in) :: v
    select type (v)
    type is (integer)
      print '(a,i0)', 'integer ', v
    type is (real)
      print '(a,f8.3)', 'real ', v
    type is (real(8))
      print '(a,f10.5)', 'double ', v
    type is (logical)
      print '(a,l1)', 'logical ', v
    type is (point)
      print '(a,2f6.2)', 'point ', v%x, v%y
    class default
      print '(a)', 'something else'
    end select
  end subroutine
end module

program main
  use anylist
  implicit none
  type(list) :: l
  call l%push(42)
  call l%push(2.5)
  call l%push(1.25d0)
  call l%push(.true.)
  call l%push(point(1.0, -2.0))
  call l%push(7_8)
  call l%show()
  print '(a,i0)', 'count ', l%n
end program
