! RUN: not %cuf90 -fopenmp -c -o %t.o %s 2>&1 | FileCheck %s --implicit-check-not=error:
! FIRSTPRIVATE on TASK of a CHARACTER whose length is not constant is a
! clear error, not a silently shared variable; fixed lengths work
! (diff/omp_task_firstprivate).
subroutine t(d, a)
  character(:), allocatable :: d
  character(*) :: a
  ! CHECK: omp_task_char_error.f90:[[@LINE+1]]:3: error: FIRSTPRIVATE on !$OMP TASK of the CHARACTER variable 'd', whose length is not constant, is not supported yet
  !$omp task firstprivate(d)
  d = 'x'
  !$omp end task
  ! CHECK: omp_task_char_error.f90:[[@LINE+1]]:3: error: FIRSTPRIVATE on !$OMP TASK of the CHARACTER variable 'a', whose length is not constant, is not supported yet
  !$omp task firstprivate(a)
  a = 'y'
  !$omp end task
end subroutine
