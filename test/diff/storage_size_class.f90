! STORAGE_SIZE and SIZEOF of CLASS(t) objects give their dynamic type's
! size (scalars, and CLASS array dummies).
! RUN: %diff-gfortran %s
program storage_size_class
  implicit none
  type :: t
    integer(4) :: i
    real(4) :: r
  end type
  type, extends(t) :: t2
    integer(4) :: j
    real(8) :: d
  end type
  class(t), allocatable :: cp
  type(t2) :: arr(3)
  allocate(t2 :: cp)
  print '(2I5)', sizeof(cp), storage_size(cp)
  call show(cp)
  call show_array(arr)
  deallocate(cp)
  allocate(t :: cp)
  print '(2I5)', sizeof(cp), storage_size(cp)
contains
  subroutine show(x)
    class(t), intent(in) :: x
    print '(A,2I5)', 'scalar dummy', sizeof(x), storage_size(x)
  end subroutine
  subroutine show_array(x)
    class(t), intent(in) :: x(:)
    print '(A,2I5)', 'array dummy', sizeof(x), storage_size(x)
  end subroutine
end program
