! gfortran's procedure ABI: name_, __mod_MOD_name, bind(c) names, arguments
! by reference, VALUE by value, hidden character lengths as trailing i64,
! complex results as the C ABI returns _Complex, character results through
! a hidden (address, length) pair first.
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck %s
! CHECK-DAG: @__abi_mod_MOD_counter = global i32 42
! CHECK-DAG: @__abi_mod_MOD_table = global [3 x double] zeroinitializer
! CHECK-DAG: define void @__abi_mod_MOD_bump(ptr noalias %n)
! CHECK-DAG: define void @ext_sub_(ptr noalias %s, i32 %k, ptr noalias %t, i64 %0, i64 %1)
! CHECK-DAG: define <2 x float> @cfun_(ptr noalias %x)
! CHECK-DAG: define { double, double } @zfun_(ptr noalias %x)
! CHECK-DAG: define void @chfun_(ptr %0, i64 %1, ptr noalias %x)
! CHECK-DAG: define i32 @c_name(ptr noalias %a)
! CHECK-DAG: define i64 @ifun8_(ptr noalias %x)
module abi_mod
  integer :: counter = 42
  real(8) :: table(3)
contains
  subroutine bump(n)
    integer :: n
    counter = counter + n
  end subroutine bump
end module abi_mod

subroutine ext_sub(s, k, t)
  character(len=*) :: s
  integer, value :: k
  character(len=4) :: t
  s(1:1) = t(k:k)
end subroutine ext_sub

complex function cfun(x)
  complex :: x
  cfun = x * 2
end function cfun

complex(8) function zfun(x)
  complex(8) :: x
  zfun = x
end function zfun

character(len=3) function chfun(x)
  integer :: x
  chfun = 'abc'
end function chfun

integer function cn(a) bind(c, name='c_name')
  integer :: a
  cn = a
end function cn

integer(8) function ifun8(x)
  integer(8) :: x
  ifun8 = x + 1
end function ifun8
