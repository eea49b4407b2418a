! -fcheck=bounds: a dummy whose declaration gives a LEN type parameter's
! value checks it against the actual's on entry, with gfortran's message.
! RUN: %cuf90 -fcheck=bounds %s -o %t && not %t 2>&1 | FileCheck %s
module run_pdt_len_check_m
  implicit none
  type :: t(n)
    integer, len :: n
    real :: x(n)
  end type
contains
  subroutine takes(a, m)
    integer, intent(in) :: m
    type(t(m)), intent(in) :: a
    print *, 'entered with', a%n
  end subroutine
end module

program run_pdt_len_check
  use run_pdt_len_check_m
  implicit none
  type(t(3)) :: v
  call takes(v, 3)
  call takes(v, 4)
end program
! CHECK: entered with 3
! CHECK-NOT: entered with
! CHECK: Fortran runtime error: The value of the PDT LEN parameter 'n' does not agree with that in the dummy declaration
