! A cuf90 program calls procedures compiled by gfortran: arguments by
! reference, VALUE, hidden character lengths, a character result through
! hidden arguments, a complex(4) result.
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: gfortran -c %S/Inputs/interop_lib.f90 -o lib.o
! RUN: %cuf90 -c %s -o use.o
! RUN: %cuf90 use.o lib.o -o prog
! RUN: ./prog | FileCheck %s
! CHECK: 2.0000000000000000 4.0000000000000000 6.0000000000000000 8.0000000000000000
! CHECK-NEXT: e----
! CHECK-NEXT: (1.00000000,-2.00000000)
program gfortran_interop
  implicit none
  real(8) :: v(4) = [1d0, 2d0, 3d0, 4d0]
  complex :: zc
  interface
    character(len=5) function cf(s, k)
      character(len=*) :: s
      integer, value :: k
    end function cf
  end interface
  call scal(4, 2d0, v)
  print *, v
  print *, cf('hello', 2)
  print *, zc((1.0, 2.0))
end program gfortran_interop
