! One parallel region over objects of both compilers: cuf90's outlined
! region calls a gfortran -fopenmp routine whose orphaned DO shares the
! team (one libgomp), and both take the same named CRITICAL lock
! (.gomp_critical_user_shared_lock).
! REQUIRES: gfortran
! RUN: rm -rf %t && mkdir -p %t
! RUN: gfortran -fopenmp -c %S/Inputs/omp_gfortran_part.f90 -o %t/gf.o
! RUN: %cuf90 -mp %s %t/gf.o -o %t/mixed
! RUN: env OMP_NUM_THREADS=1 %t/mixed | FileCheck --check-prefix=T1 %s
! RUN: env OMP_NUM_THREADS=2 %t/mixed | FileCheck --check-prefix=T2 %s
! RUN: env OMP_NUM_THREADS=3 %t/mixed | FileCheck %s
! RUN: env OMP_NUM_THREADS=4 %t/mixed | FileCheck --check-prefix=T4 %s
! T1: PASS 10100 1
! T2: PASS 10100 2
! CHECK: PASS 10100 3
! T4: PASS 10100 4
program omp_mixed
  use omp_lib
  implicit none
  integer :: v(100), i, hits, total
  v = [(i, i = 1, 100)]
  hits = 0
  !$omp parallel shared(v, hits)
  call gf_part(v, 100, hits)
  !$omp critical (shared_lock)
  hits = hits + 0
  !$omp end critical (shared_lock)
  !$omp end parallel
  total = sum(v)
  if (total /= 10100 .or. hits /= omp_get_max_threads()) stop 1
  print '(a, i0, 1x, i0)', 'PASS ', total, hits
end program
