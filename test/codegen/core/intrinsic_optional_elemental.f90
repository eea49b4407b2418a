! An absent OPTIONAL dummy as an intrinsic's OPTIONAL argument where
! gfortran 12 is wrong (so no comparison with it): ISHFTC's SIZE (it takes
! an absent one as 0 bits) and an elemental MAX of an array and an
! optional scalar (it crashes).
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
program intrinsic_optional_elemental
  implicit none
  ! CHECK: ishftc 24
  call rotate(6, 2)
  ! CHECK-NEXT: ishftc 9
  call rotate(6, 2, 4)
  ! CHECK-NEXT: elemental 4 8 4
  call elementwise([1, 8, 3])
  ! CHECK-NEXT: elemental 6 8 6
  call elementwise([1, 8, 3], 6)
contains
  subroutine rotate(i, sh, n)
    integer, intent(in) :: i, sh
    integer, intent(in), optional :: n
    print '(A,1X,I0)', 'ishftc', ishftc(i, sh, n)
  end subroutine

  subroutine elementwise(x, y)
    integer, intent(in) :: x(:)
    integer, intent(in), optional :: y
    integer :: k(3)
    k = max(x, 4, y)
    print '(A,3(1X,I0))', 'elemental', k
  end subroutine
end program
