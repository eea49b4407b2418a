! F77-in-F90 style: implicit typing, COMMON blocks with a BLOCK DATA,
! labelled DO loops sharing a CONTINUE, computed and assigned-free GO TO,
! arithmetic IF, FORMAT statements, DOUBLE PRECISION and DATA with repeat
! counts.  Solves a linear system by Gaussian elimination with partial
! pivoting and iterative refinement.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
      BLOCK DATA SETUP
      COMMON /SIZES/ N, MAXIT
      COMMON /TOLS/ EPS, RELAX
      DOUBLE PRECISION EPS, RELAX
      DATA N /5/, MAXIT /3/
      DATA EPS, RELAX /1.0D-12, 1.0D0/
      END

      PROGRAM GAUSS
      PARAMETER (NMAX = 8)
      DOUBLE PRECISION A(NMAX,NMAX), B(NMAX), X(NMAX), R(NMAX)
      DOUBLE PRECISION AC(NMAX,NMAX), DX(NMAX)
      INTEGER IP(NMAX)
      COMMON /SIZES/ N, MAXIT
      COMMON /TOLS/ EPS, RELAX
      DOUBLE PRECISION EPS, RELAX, RNORM
!     Build a Hilbert-like but well-conditioned matrix
      DO 20 I = 1, N
         DO 10 J = 1, N
            A(I,J) = 1.0D0 / DBLE(I + J - 1)
            IF (I .EQ. J) A(I,J) = A(I,J) + DBLE(N)
   10    CONTINUE
         B(I) = DBLE(I)
   20 CONTINUE
      CALL COPYM(A, AC, NMAX, N)
      CALL FACTOR(AC, NMAX, N, IP, INFO)
      IF (INFO) 30, 40, 30
   30 WRITE (*, 900) INFO
      STOP 1
   40 DO 50 I = 1, N
         X(I) = B(I)
   50 CONTINUE
      CALL SOLVE(AC, NMAX, N, IP, X)
      ITER = 0
   60 ITER = ITER + 1
      CALL RESID(A, NMAX, N, X, B, R, RNORM)
      WRITE (*, 910) ITER, RNORM .LT. 1.0D-10
      DO 70 I = 1, N
         DX(I) = R(I)
   70 CONTINUE
      CALL SOLVE(AC, NMAX, N, IP, DX)
      DO 80 I = 1, N
         X(I) = X(I) + RELAX * DX(I)
   80 CONTINUE
      IF (ITER .LT. MAXIT) GO TO 60
      WRITE (*, 920) (I, X(I), I = 1, N)
      K = 2
      GO TO (100, 110, 120) K
  100 WRITE (*, *) 'branch one'
      GO TO 130
  110 WRITE (*, *) 'branch two'
      GO TO 130
  120 WRITE (*, *) 'branch three'
  130 CONTINUE
      CALL DETERM(AC, NMAX, N, IP, DET)
      WRITE (*, 930) DET
  900 FORMAT (' SINGULAR AT ', I3)
  910 FORMAT (' ITER', I2, ' CONVERGED=', L1)
  920 FORMAT (' X(', I1, ') =', F12.8)
  930 FORMAT (' DET =', 1PE14.6)
      END

      SUBROUTINE COPYM(A, B, LDA, N)
      DOUBLE PRECISION A(LDA,*), B(LDA,*)
      DO 10 J = 1, N
      DO 10 I = 1, N
   10 B(I,J) = A(I,J)
      RETURN
      END

      SUBROUTINE FACTOR(A, LDA, N, IP, INFO)
      DOUBLE PRECISION A(LDA,*), T, BIG
      INTEGER IP(*)
      INFO = 0
      DO 40 K = 1, N - 1
         BIG = 0.0D0
         L = K
         DO 10 I = K, N
            IF (DABS(A(I,K)) .LE. BIG) GO TO 10
            BIG = DABS(A(I,K))
            L = I
   10    CONTINUE
         IP(K) = L
         IF (BIG .EQ. 0.0D0) THEN
            INFO = K
            RETURN
         END IF
         IF (L .EQ. K) GO TO 20
         DO 15 J = 1, N
            T = A(K,J)
            A(K,J) = A(L,J)
            A(L,J) = T
   15    CONTINUE
   20    DO 30 I = K + 1, N
            A(I,K) = A(I,K) / A(K,K)
            DO 25 J = K + 1, N
               A(I,J) = A(I,J) - A(I,K) * A(K,J)
   25       CONTINUE
   30    CONTINUE
   40 CONTINUE
      IP(N) = N
      RETURN
      END

      SUBROUTINE SOLVE(A, LDA, N, IP, X)
      DOUBLE PRECISION A(LDA,*), X(*), T
      INTEGER IP(*)
      DO 10 K = 1, N - 1
         L = IP(K)
         T = X(L)
         X(L) = X(K)
         X(K) = T
         DO 10 I = K + 1, N
            X(I) = X(I) - A(I,K) * X(K)
   10 CONTINUE
      DO 30 K = N, 1, -1
         DO 20 J = K + 1, N
            X(K) = X(K) - A(K,J) * X(J)
   20    CONTINUE
         X(K) = X(K) / A(K,K)
   30 CONTINUE
      END

      SUBROUTINE RESID(A, LDA, N, X, B, R, RNORM)
      DOUBLE PRECISION A(LDA,*), X(*), B(*), R(*), RNORM, S
      RNORM = 0.0D0
      DO 20 I = 1, N
         S = B(I)
         DO 10 J = 1, N
            S = S - A(I,J) * X(J)
   10    CONTINUE
         R(I) = S
         RNORM = DMAX1(RNORM, DABS(S))
   20 CONTINUE
      END

      SUBROUTINE DETERM(A, LDA, N, IP, DET)
      DOUBLE PRECISION A(LDA,*)
      INTEGER IP(*)
      REAL DET
      D = 1.0
      DO 10 I = 1, N
         D = D * SNGL(A(I,I))
         IF (IP(I) .NE. I) D = -D
   10 CONTINUE
      DET = D
      END
