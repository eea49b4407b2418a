! The preprocessor's built-in macros: __FILE__ and __LINE__ (of the line
! that uses them, also inside another macro), __DATE__/__TIME__
! ($SOURCE_DATE_EPOCH fixes them), nvfortran's predefined macros, and
! function-like macro calls whose arguments go on over '&' continuation
! lines (line numbers after them stay right).
! RUN: env SOURCE_DATE_EPOCH=1700000000 %cuf90 -E %s | FileCheck %s
! RUN: %cuf90 %s -o %t && %t | FileCheck --check-prefix=EXEC %s
! RUN: %cuf90 -cuda -E %s | FileCheck --check-prefix=CUDA %s
#define ASSERT(c) if (.not. (c)) print *, 'assertion failed: ', #c, ' at ', __FILE__, ':', __LINE__
#define ADD3(a, b, c) ((a) + (b) + (c))
program pp_builtins
  implicit none
  integer :: x
  character(len=*), parameter :: d = __DATE__, t = __TIME__
  x = ADD3(1, &
           2, &   ! a comment after the '&'
           & 30)
! CHECK: x = ((1) + (2) + (30))
! CHECK-EMPTY:
! CHECK-EMPTY:
  ASSERT(x == 33)
  ASSERT(x == 0)
! CHECK: print *, 'assertion failed: ', "x == 0", ' at ', "{{.*}}pp_builtins.F90", ':', 22
! EXEC: assertion failed: x == 0 at {{.*}}pp_builtins.F90:          22
  print *, 'line', __LINE__
! CHECK: print *, 'line', 25
! EXEC: line          25
  print *, len(d), len(t), d(1:3)
! CHECK: d = "Nov 14 2023", t = "22:13:20"
#if defined(__NVCOMPILER) && __NVCOMPILER_MAJOR__ >= 20 && defined(__PGI) && defined(__linux__)
  print *, 'nvhpc'
#endif
! EXEC: nvhpc
#ifdef _CUDA
  print *, 'cuda', __CUDA_API_VERSION > 0
#endif
! CUDA: print *, 'cuda', {{[1-9][0-9]*}} > 0
! CHECK-NOT: {{^}}  print *, 'cuda'
end program
