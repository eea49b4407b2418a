! RUN: %diff-gfortran %s
! A generic interface named like a derived type overloads its structure
! constructor whether the INTERFACE comes before or after the TYPE; a
! generic of the same name from another module merges with it, in either
! order of the USE statements.
module before_m
  implicit none
  interface pt
    module procedure pt_from_int
  end interface
  type pt
    integer :: x = 0, y = 0
  end type
contains
  type(pt) function pt_from_int(n)
    integer, intent(in) :: n
    pt_from_int%x = n
    pt_from_int%y = -n
  end function
end module

module after_m
  implicit none
  type box
    real :: w = 1.
  end type
  interface box
    module procedure box_square
  end interface
contains
  type(box) function box_square(a, b)
    real, intent(in) :: a, b
    box_square%w = a * b
  end function
end module

module other_m
  implicit none
  interface pt
    module procedure pt_count
  end interface
  interface box
    module procedure box_label
  end interface
contains
  integer function pt_count()
    pt_count = 42
  end function
  character(4) function box_label(c)
    character, intent(in) :: c
    box_label = repeat(c, 4)
  end function
end module

subroutine type_first
  use before_m
  use other_m
  implicit none
  type(pt) :: p
  p = pt(5)
  print *, p%x, p%y, pt(1, 2), pt_count(), pt()
end subroutine

subroutine generic_first
  use other_m
  use after_m
  implicit none
  type(box) :: b
  b = box(2., 3.)
  print *, b%w, box(7.), box('z')
end subroutine

program p
  call type_first
  call generic_first
end program
