! RUN: %diff-gfortran %s
! A defined operation for an intrinsic operator applies where the
! intrinsic one does not: * of a rank-2 and a rank-1 INTEGER array (not
! conformable), .OR. of INTEGER operands, // of INTEGER operands; a RETURN
! in the main program (a GNU extension) ends it.
module dos_m
  implicit none
  interface operator(*)
    module procedure matvec
  end interface
  interface operator(.or.)
    module procedure plus
  end interface
  interface operator(//)
    module procedure plus
  end interface
contains
  function matvec(a, b) result(c)
    integer, intent(in) :: a(:, :), b(:)
    integer :: c(size(a, 1))
    c = matmul(a, b)
  end function
  elemental integer function plus(a, b)
    integer, intent(in) :: a, b
    plus = a + b
  end function
end module

program p
  use dos_m
  implicit none
  integer :: a(2, 2), v(2)
  a = reshape([1, 2, 3, 4], [2, 2])
  v = [10, 100]
  print *, a * v
  print *, a * a
  print *, a .or. a
  print *, v // 1
  if (v(1) == 10) return
  print *, 'not reached'
end program
