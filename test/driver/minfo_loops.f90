! -Minfo also reports what the optimizer did with the loops of host code
! (LLVM's loop vectorizer, unroller and idiom recognizer), under the
! procedure whose line it is, in line order after the CUDA Fortran lines;
! a loop inlined into its caller and transformed the same way is one line,
! a loop not vectorized the first reason LLVM gives. The line table -Minfo
! needs is dropped again: the code and object are the same as without it.
! RUN: rm -rf %t && mkdir -p %t
! RUN: %cuf90 -O2 -Minfo -c %s -o %t/a.o 2>&1 | FileCheck %s
! RUN: %cuf90 -O1 -Minfo -c %s -o %t/b.o 2>&1 | FileCheck %s --check-prefix=O1
! RUN: %cuf90 -O2 -S %s -o %t/plain.s
! RUN: %cuf90 -O2 -Minfo -S %s -o %t/info.s 2> /dev/null
! RUN: cmp %t/plain.s %t/info.s
! RUN: readelf -S %t/a.o | FileCheck %s --check-prefix=NODEBUG
! RUN: %cuf90 -O2 -c %s -o %t/c.o 2>&1 | count 0
module minfo_loops_m
contains
  subroutine saxpy(n, a, x, y)
    integer :: n, i
    real :: a, x(n), y(n)
    do i = 1, n
      y(i) = y(i) + a * x(i)
    end do
  end subroutine
  subroutine zero(n, x)
    integer :: n, i
    real :: x(n)
    do i = 1, n
      x(i) = 0
    end do
  end subroutine
end module
program minfo_loops
  use minfo_loops_m
  real :: x(1000), y(1000), s
  integer :: i, k(4)
  do i = 1, 4
    k(i) = i * i
  end do
  y = 2
  call saxpy(1000, 2.0, x, y)
  call zero(10, x)
  s = 0
  do i = 1, 1000
    s = s + y(i)
    if (s > 1e9) exit
  end do
  print *, s, k
end program
! CHECK: saxpy:
! CHECK-NEXT: 20, Generated vector simd code for the loop (vector width 4, interleave count 2)
! CHECK-NEXT: zero:
! CHECK-NEXT: 27, Memory set idiom, loop replaced by a call to memset
! CHECK-NEXT: minfo_loops:
! CHECK-NEXT: 36, Loop completely unrolled (4 iterations)
! CHECK-NEXT: 39, Generated vector simd code for the loop
! CHECK: 43, Loop not vectorized: value that could not be identified as reduction is used outside the loop
! CHECK-NOT: 43, Loop not vectorized
! CHECK-NOT: minfo_loops_m
! O1: saxpy:
! O1-NEXT: 20, Loop unrolled 2 times (run-time trip count)
! O1-NOT: Generated vector simd code
! O1: minfo_loops:
! O1-NEXT: 36, Loop completely unrolled (4 iterations)
! NODEBUG-NOT: .debug_
