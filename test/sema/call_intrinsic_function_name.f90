! A CALL of a name that is not declared, also when it is the name of an
! intrinsic function (VERIFY, INDEX, SUM), is a call of an external
! subroutine, as gfortran resolves it (NPB's `call verify(...)`); only a
! name declared INTRINSIC is the intrinsic function (intrinsics_err.f90).
! RUN: %check-diags %s
! RUN: %cuf90 -S -emit-llvm -o - %s | FileCheck %s
! CHECK: call void @verify_(
! CHECK: call void @index_(
program call_intrinsic_function_name
  implicit none
  logical :: ok
  character :: class
  class = 'S'
  call verify(3, class, ok)
  call index(ok)
  print *, ok
end program
