! RUN: %diff-gfortran %S/Inputs/val_ref_args.c %s
! %VAL and %REF actual arguments (DEC, gfortran) to procedures of an
! implicit interface written in C: %VAL passes the value (INTEGER of two
! kinds, REAL, REAL(8) expressions, COMPLEX as float _Complex), %REF an
! address without the hidden CHARACTER length; to an explicit interface
! %VAL passes the value whatever the dummy says (as gfortran).
module vr_m
  implicit none
contains
  subroutine takes_value(n)
    integer, value :: n
    n = n + 1
    print *, 'takes_value', n
  end subroutine
end module

program p
  use vr_m
  implicit none
  integer :: i = 3, k = 30, add_ints, r
  integer(8) :: j = 20
  real :: y = 1.5, cabs2, c
  double precision :: dscale, d
  complex :: z = (3., 4.)
  character(5) :: word = 'hello'
  r = add_ints(%val(i), %val(j), %ref(k))
  print *, r
  r = add_ints(%val(i * 2), %val(j + 1_8), k)
  print *, r
  d = dscale(%val(2d0 * y), %val(y))
  print *, d
  c = cabs2(%val(z))
  print *, c
  call shout(%ref(word), %val(3), %val(ichar('x', 1)))
  print *, word
  call takes_value(%val(i))
  print *, i
  call through_interface(i)
end program

subroutine through_interface(i)
  implicit none
  integer :: i
  interface
    integer function twice(v) ! the C function takes an int by value
      integer :: v
    end function
  end interface
  print *, twice(%val(i + 4))
end subroutine
