! Small compatibility pieces: BYTE (INTEGER(1)) declarations and a variable
! named byte; ALLOCATED(SCALAR=); CYCLE in DO CONCURRENT (named too);
! definitions of the targets of POINTER components of an INTENT(IN) dummy.
! RUN: %diff-gfortran %s
module legacy_bits
  implicit none
  type holder
    integer, pointer :: p => null()
  end type
contains
  subroutine set_target(h)
    type(holder), intent(in) :: h
    h%p = 42
  end subroutine
end module

program legacy_and_f2003_bits
  use legacy_bits
  implicit none
  byte :: b1, b2(3)
  integer :: byte, i, s
  integer, allocatable :: a
  integer, target :: t
  type(holder) :: h
  b1 = 100
  b2 = [1, 2, 3]
  byte = 5
  print *, b1, b2, byte, kind(b1)
  print *, allocated(scalar=a)
  allocate(a)
  print *, allocated(scalar=a)
  s = 0
  outer: do concurrent (i = 1:10)
    if (mod(i, 3) == 0) cycle outer
    if (i > 8) cycle
    s = s + i
  end do outer
  print *, s
  h%p => t
  call set_target(h)
  print *, t
end program
