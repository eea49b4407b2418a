! Compiled by cuf90 (and by gfortran for the reference output): arrays of
! an extension of gfortran's type for its explicit-shape and assumed-size
! CLASS dummies.
module gca_ext
  use gca_lib
  implicit none
  type, extends(item) :: special
    integer :: extra = 5
  contains
    procedure :: tag => special_tag
  end type
contains
  integer function special_tag(self)
    class(special), intent(in) :: self
    special_tag = 1000 + self%id + self%extra
  end function
end module

program gfortran_class_arrays_main
  use gca_ext
  implicit none
  type(special) :: s(3)
  class(item), allocatable :: c(:)
  s%id = [1, 2, 3]
  call fixed(s, 3)
  call fixed(s(1:3:2), 2)
  call sized(s)
  allocate(c(2), source=[special(7, 1), special(8, 2)])
  call fixed(c, 2)
  call sized(c)
end program
