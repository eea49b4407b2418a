! RUN: %cuf90 -cuda %s -o %t && %t | FileCheck %s
! RUN: %cuf90-gpu -cuda -c %s -o %t.gpu.o
! REQUIRES: gpu
C     CUDA Fortran in fixed form: ATTRIBUTES(GLOBAL) kernel in a module,
C     chevron launch, C$CUF and !$CUF KERNEL DO directives in column 1, a
C     continued directive, !@CUF conditional lines.
! CHECK: CUDA ON
! CHECK-NEXT: PASS
      MODULE KM
      USE CUDAFOR
      CONTAINS
      ATTRIBUTES(GLOBAL) SUBROUTINE SCALE(A, S, N)
      REAL, DEVICE :: A(N)
      REAL, VALUE :: S
      INTEGER, VALUE :: N
      INTEGER I
      I = (BLOCKIDX%X - 1) * BLOCKDIM%X + THREADIDX%X
      IF (I .LE. N) A(I) = A(I) * S
      END SUBROUTINE
      END MODULE
      PROGRAM CF
      USE CUDAFOR
      USE KM
      INTEGER, PARAMETER :: N = 100
      REAL A(N), B(N)
      REAL, DEVICE :: AD(N)
      INTEGER I, J, NERR
      DO 10 I = 1, N
         A(I) = REAL(I)
   10 CONTINUE
      AD = A
      CALL SCALE<<<(N+31)/32, 32>>>(AD, 2.0, N)
C$CUF KERNEL DO(2)
C$CUF& <<< *, * >>>
      DO 25 J = 1, 2
      DO 24 I = 1, N / 2
         AD(I + (J-1)*(N/2)) = AD(I + (J-1)*(N/2)) + 1.0
   24 CONTINUE
   25 CONTINUE
C$CUF KERNEL DO <<< *, * >>>
      DO 20 I = 1, N
         AD(I) = AD(I) + 1.0
   20 CONTINUE
!$cuf kernel do
      DO I = 1, N
         AD(I) = AD(I) + 1.0
      END DO
      B = AD
      NERR = 0
      DO 30 I = 1, N
         IF (B(I) .NE. 2.0*I + 3.0) NERR = NERR + 1
   30 CONTINUE
!@CUF PRINT *, 'CUDA ON'
      IF (NERR .EQ. 0) THEN
         PRINT *, 'PASS'
      ELSE
         PRINT *, 'FAIL', NERR
      END IF
      END
