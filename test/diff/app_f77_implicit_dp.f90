! FORTRAN 77 numerical style: IMPLICIT DOUBLE PRECISION (A-H,O-Z),
! REAL*8/INTEGER*2/COMPLEX*16/LOGICAL*1 declarations, DIMENSION
! statements, adjustable and assumed-size (*) array dummies, a matrix
! passed as a vector, EQUIVALENCE of a 2-D array with a 1-D view, a SAVE
! statement without a list, statement functions, DO loops with REAL
! step counts computed beforehand, and Simpson/Romberg integration.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
      PROGRAM F77DP
      IMPLICIT DOUBLE PRECISION (A-H,O-Z)
      PARAMETER (N = 4, M = 3)
      DIMENSION A(N,M), ROWSUM(N), V(N*M)
      EQUIVALENCE (A(1,1), V(1))
      INTEGER*2 KSMALL
      COMPLEX*16 Z
      LOGICAL*1 FLAG
      REAL*8 PI
      EXTERNAL FUNC
      F(X) = X * X * DEXP(-X)
      G(X, Y) = DSQRT(X * X + Y * Y)
      PI = 4.0D0 * DATAN(1.0D0)
      DO 10 J = 1, M
      DO 10 I = 1, N
   10 A(I,J) = DBLE(10 * I + J)
      CALL ROWS(A, N, M, ROWSUM)
      WRITE (*, 100) (ROWSUM(I), I = 1, N)
      WRITE (*, 110) V(5), V(N*M), TOTAL(V, N*M)
      CALL SCALE(V, N*M, 0.5D0)
      WRITE (*, 120) A(2,2), A(N,M)
      WRITE (*, 130) F(1.0D0), G(3.0D0, 4.0D0)
      S1 = SIMPS(FUNC, 0.0D0, PI, 16)
      S2 = ROMB(FUNC, 0.0D0, PI, 5)
      WRITE (*, 140) S1, S2, DABS(S2 - 2.0D0) .LT. 1.0D-8
      KSMALL = 32000
      KSMALL = KSMALL / 3
      Z = DCMPLX(1.0D0, 2.0D0) * DCMPLX(3.0D0, -1.0D0)
      FLAG = DREAL(Z) .GT. 4.0D0
      WRITE (*, 150) KSMALL, Z, FLAG
      DO 20 K = 1, 3
         CALL TICK(ICOUNT)
   20 CONTINUE
      WRITE (*, '(A,I3)') ' TICKS', ICOUNT
  100 FORMAT (' ROW SUMS', 4F8.1)
  110 FORMAT (' V(5)=', F6.1, ' V(12)=', F6.1, ' TOTAL=', F8.1)
  120 FORMAT (' SCALED', 2F8.2)
  130 FORMAT (' STMT FUNCS', 2F12.8)
  140 FORMAT (' SIMPSON', F14.10, ' ROMBERG', F14.10, ' OK ', L1)
  150 FORMAT (' I*2', I7, ' Z', 2F6.1, ' FLAG ', L1)
      END

      SUBROUTINE ROWS(A, LDA, NC, S)
      IMPLICIT DOUBLE PRECISION (A-H,O-Z)
      DIMENSION A(LDA,NC), S(*)
      DO 20 I = 1, LDA
         S(I) = 0.0D0
         DO 10 J = 1, NC
            S(I) = S(I) + A(I,J)
   10    CONTINUE
   20 CONTINUE
      END

      DOUBLE PRECISION FUNCTION TOTAL(V, N)
      DOUBLE PRECISION V(*)
      TOTAL = 0.0D0
      DO 10 I = 1, N
   10 TOTAL = TOTAL + V(I)
      END

      SUBROUTINE SCALE(V, N, F)
      DOUBLE PRECISION V(N), F
      DO 10 I = 1, N
         V(I) = V(I) * F
   10 CONTINUE
      END

      DOUBLE PRECISION FUNCTION FUNC(X)
      DOUBLE PRECISION X
      FUNC = DSIN(X)
      END

      DOUBLE PRECISION FUNCTION SIMPS(F, A, B, N)
      IMPLICIT DOUBLE PRECISION (A-H,O-Z)
      EXTERNAL F
      H = (B - A) / N
      S = F(A) + F(B)
      DO 10 I = 1, N - 1, 2
         S = S + 4.0D0 * F(A + I * H)
   10 CONTINUE
      DO 20 I = 2, N - 2, 2
         S = S + 2.0D0 * F(A + I * H)
   20 CONTINUE
      SIMPS = S * H / 3.0D0
      END

      DOUBLE PRECISION FUNCTION ROMB(F, A, B, K)
      IMPLICIT DOUBLE PRECISION (A-H,O-Z)
      DIMENSION R(10,10)
      EXTERNAL F
      H = B - A
      R(1,1) = 0.5D0 * H * (F(A) + F(B))
      NP = 1
      DO 30 I = 2, K
         H = 0.5D0 * H
         S = 0.0D0
         DO 10 J = 1, NP
            S = S + F(A + (2 * J - 1) * H)
   10    CONTINUE
         NP = 2 * NP
         R(I,1) = 0.5D0 * R(I-1,1) + H * S
         FAC = 1.0D0
         DO 20 J = 2, I
            FAC = 4.0D0 * FAC
            R(I,J) = R(I,J-1) + (R(I,J-1) - R(I-1,J-1)) / (FAC - 1.0D0)
   20    CONTINUE
   30 CONTINUE
      ROMB = R(K,K)
      END

      SUBROUTINE TICK(IC)
      SAVE
      DATA NCALL /0/
      NCALL = NCALL + 1
      IC = NCALL
      END
