! A pointer of a SEQUENCE or BIND(C) type may point at a CLASS(*) target
! (F2008 C717): it takes the target's data, as in legacy code that passes
! untyped buffers around.
! RUN: %diff-gfortran %s
module seq_ptr_m
  use iso_c_binding, only: c_int
  implicit none
  type :: sq
    sequence
    integer :: k
    real :: w
  end type
  type, bind(c) :: bc
    integer(c_int) :: i
  end type
contains
  subroutine use_sq(z)
    class(*), pointer, intent(in) :: z
    type(sq), pointer :: p
    p => z
    print *, 'sq', p%k, p%w
    p%k = p%k + 1
  end subroutine
  subroutine use_bc(z)
    class(*), pointer, intent(in) :: z
    type(bc), pointer :: p
    p => z
    print *, 'bc', p%i
  end subroutine
end module

program class_star_seq_pointer
  use seq_ptr_m
  implicit none
  type(sq), target :: x
  type(bc), target :: b
  class(*), pointer :: y
  x = sq(42, 1.5)
  y => x
  call use_sq(y)
  call use_sq(y)
  print *, x%k
  b%i = 23
  y => b
  call use_bc(y)
end program
