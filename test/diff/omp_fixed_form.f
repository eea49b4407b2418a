! Fixed form OpenMP: C$OMP / *$OMP / !$OMP sentinels with continuation in
! column 6, !$ and C$ conditional lines, INCLUDE 'omp_lib.h', and the
! _OPENMP macro of the preprocessor (-cpp), against gfortran -fopenmp.
! RUN: %diff-gfortran -fopenmp -cpp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp -cpp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp -cpp --env OMP_NUM_THREADS=3 %s
! RUN: %diff-gfortran -fopenmp -cpp --env OMP_NUM_THREADS=4 %s
      PROGRAM FIXOMP
      IMPLICIT NONE
      INCLUDE 'omp_lib.h'
      INTEGER I, S, NT
      S = 0
      NT = 1
C$OMP PARALLEL DO
C$OMP&REDUCTION(+:S)
      DO 10 I = 1, 100
         S = S + I
   10 CONTINUE
*$OMP PARALLEL
!$OMP SINGLE
!$    NT = OMP_GET_NUM_THREADS()
C$    NT = NT +
C$   &     0
!$OMP END SINGLE
*$OMP END PARALLEL
      PRINT *, S, NT
#ifdef _OPENMP
      PRINT *, 'OPENMP', _OPENMP
#endif
      END
