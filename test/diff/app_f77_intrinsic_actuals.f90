! Specific intrinsics passed as actual arguments (INTRINSIC statement):
! libgfortran's _gfortran_specific__* copies, REAL, DOUBLE PRECISION and
! INTEGER ones, one and two arguments.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
      REAL FUNCTION APPLY(F, X)
      REAL F, X
      EXTERNAL F
      APPLY = F(X)
      END
      DOUBLE PRECISION FUNCTION DAPPLY(F, X)
      DOUBLE PRECISION F, X
      EXTERNAL F
      DAPPLY = F(X)
      END
      INTEGER FUNCTION IAPPLY2(F, I, J)
      INTEGER F, I, J
      EXTERNAL F
      IAPPLY2 = F(I, J)
      END
      PROGRAM P
      REAL APPLY
      DOUBLE PRECISION DAPPLY
      INTEGER IAPPLY2
      INTRINSIC SQRT, ABS, DSIN, DEXP, MOD, ISIGN, ALOG10
      PRINT *, APPLY(SQRT, 2.0), APPLY(ABS, -3.0), APPLY(ALOG10, 1000.0)
      PRINT *, DAPPLY(DSIN, 1D0), DAPPLY(DEXP, 0.5D0)
      PRINT *, IAPPLY2(MOD, 17, 5), IAPPLY2(ISIGN, 4, -2)
      END
