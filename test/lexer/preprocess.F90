! RUN: %cuf90 --dump-ast %s | FileCheck %s
! RUN: %cuf90 --dump-ast -cuda %s | FileCheck %s --check-prefix=CUDA
! RUN: %cuf90 --dump-ast -DNX=4 %s | FileCheck %s --check-prefix=SMALL
#ifndef NX
#include "Inputs/pp_defs.h"
#endif
#define KIND_T 8
#define CAT(a, b) a##b
#define STR(x) #x
program pp
#ifdef _CUDA
  real(KIND_T), device :: a(NX)
#else
  real(KIND_T) :: a(NX)
#endif
  integer :: i = SQ(3) ! NX in a comment stays NX
  character(*), parameter :: s = 'NX in a string'
  integer :: CAT(my, var)
#if defined(NX) && NX > 10 && !defined(NOPE)
  print *, 'big'
#elif NX > 2
  print *, 'mid'
#else
  print *, 'small'
#endif
end program
! CHECK: program pp <10:1>
! CHECK: type-decl <14:3>
! CHECK-NEXT: ts: real <14:3>
! CHECK-NEXT: kind: int text=8
! CHECK-NEXT: arg: entity a <14:{{[0-9]+}}>
! CHECK-NEXT: dim: dim explicit
! CHECK-NEXT: rhs: int text=16
! CHECK: arg: entity i <16:14>
! CHECK-NEXT: init: paren <16:18>
! CHECK-NEXT: lhs: binary *
! CHECK-NEXT: lhs: paren
! CHECK-NEXT: lhs: int text=3
! CHECK: init: char "NX in a string"
! CHECK: arg: entity myvar
! CHECK: print <20:3>
! CHECK: arg: char "big"
! CUDA: type-decl device <12:3>
! CUDA: arg: char "big"
! SMALL: rhs: int text=4
! SMALL: arg: char "mid"
