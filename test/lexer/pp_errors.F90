! RUN: not %cuf90 --dump-tokens %s 2>&1 | FileCheck %s
#include "no/such/header.h"
#if 1 +
#endif
#bogus
#ifdef X
program p
end program
! CHECK: pp_errors.F90:2:1: error: cannot open include file 'no/such/header.h'
! CHECK: pp_errors.F90:3:1: error: invalid expression in #if: '1 +'
! CHECK: pp_errors.F90:5:1: error: unknown preprocessor directive '#bogus'
! CHECK: pp_errors.F90:6:1: error: unterminated conditional directive; #endif expected
