! RUN: %cuf90 --dump-tokens %s | FileCheck %s
! RUN: not %cuf90 --dump-tokens %S/Inputs/include_missing.f90 2>&1 | FileCheck %s --check-prefix=ERR
! Fortran INCLUDE lines are found next to the including file.
program inc
  include 'Inputs/inc_body.fi'
  y = 2
end
! CHECK: 4:1 IDENT program start
! CHECK: 1:1 IDENT x start
! CHECK-NEXT: 1:3 ASSIGN
! CHECK-NEXT: 1:5 INT 1
! CHECK: 6:3 IDENT y start
! ERR: include_missing.f90:2:3: error: cannot open INCLUDE file 'no_such_file.fi'
