! -E writes the preprocessed source to stdout (or -o); -D/-U define and
! undefine macros; .F90 is preprocessed when compiled, .f90 with -cpp.
! RUN: %cuf90 -E -DWIDTH=8 %s | FileCheck %s
! RUN: %cuf90 -E -DWIDTH=8 -DVERBOSE %s | FileCheck --check-prefix=VERB %s
! RUN: %cuf90 -E -DWIDTH=8 %s -o %t.i && FileCheck %s < %t.i
program pp
  integer :: w
  w = WIDTH
! CHECK: w = 8
#ifdef VERBOSE
  print *, 'verbose'
#endif
! VERB: print *, 'verb{{o}}se'
! CHECK-NOT: print *, 'verb{{o}}se'
  print *, w
end program pp
