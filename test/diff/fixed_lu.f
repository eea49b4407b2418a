! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
C     LU DECOMPOSITION WITH PARTIAL PIVOTING (NUMERICAL RECIPES STYLE),
C     THEN SOLVE A*X = B AND CHECK THE RESIDUAL.
      PROGRAM LUTEST
      IMPLICIT DOUBLE PRECISION (A-H,O-Z)
      PARAMETER (NMAX = 10)
      DIMENSION A(NMAX,NMAX), A0(NMAX,NMAX), B(NMAX), X(NMAX)
      INTEGER INDX(NMAX)
      N = 5
C     A DIAGONALLY WEAK MATRIX THAT NEEDS PIVOTING
      DO 20 I = 1, N
         DO 10 J = 1, N
            A(I,J) = 1.0D0 / DBLE(I + J - 1)
   10    CONTINUE
         A(I,I) = A(I,I) * 1.0D-3
         B(I) = DBLE(I)
   20 CONTINUE
      A(1,1) = 0.0D0
      DO 30 J = 1, N
      DO 30 I = 1, N
         A0(I,J) = A(I,J)
   30 CONTINUE
      CALL LUDCMP(A, N, NMAX, INDX, D)
      WRITE (6, 100) (INDX(I), I = 1, N)
  100 FORMAT (' PIVOTS:', 10I4)
      WRITE (6, 110) D
  110 FORMAT (' PARITY: ', F5.1)
      DO 40 I = 1, N
         X(I) = B(I)
   40 CONTINUE
      CALL LUBKSB(A, N, NMAX, INDX, X)
      RMAX = 0.0D0
      DO 60 I = 1, N
         S = -B(I)
         DO 50 J = 1, N
            S = S + A0(I,J) * X(J)
   50    CONTINUE
         IF (ABS(S) .GT. RMAX) RMAX = ABS(S)
   60 CONTINUE
      IF (RMAX .LT. 1.0D-8) THEN
         WRITE (6, *) 'RESIDUAL OK'
      ELSE
         WRITE (6, *) 'RESIDUAL TOO LARGE', RMAX
      END IF
      DET = D
      DO 70 I = 1, N
         DET = DET * A(I,I)
   70 CONTINUE
      WRITE (6, 120) DET
  120 FORMAT (' DET = ', 1PE14.6)
      STOP
      END
C
      SUBROUTINE LUDCMP(A, N, NP, INDX, D)
      IMPLICIT DOUBLE PRECISION (A-H,O-Z)
      PARAMETER (NMAX = 100, TINY = 1.0D-20)
      DIMENSION A(NP,NP), INDX(N), VV(NMAX)
      D = 1.0D0
      DO 12 I = 1, N
         AAMAX = 0.0D0
         DO 11 J = 1, N
            IF (ABS(A(I,J)) .GT. AAMAX) AAMAX = ABS(A(I,J))
   11    CONTINUE
         IF (AAMAX .EQ. 0.0D0) STOP 'SINGULAR MATRIX'
         VV(I) = 1.0D0 / AAMAX
   12 CONTINUE
      DO 19 J = 1, N
         DO 14 I = 1, J - 1
            SUM = A(I,J)
            DO 13 K = 1, I - 1
               SUM = SUM - A(I,K)*A(K,J)
   13       CONTINUE
            A(I,J) = SUM
   14    CONTINUE
         AAMAX = 0.0D0
         DO 16 I = J, N
            SUM = A(I,J)
            DO 15 K = 1, J - 1
               SUM = SUM - A(I,K)*A(K,J)
   15       CONTINUE
            A(I,J) = SUM
            DUM = VV(I)*ABS(SUM)
            IF (DUM .GE. AAMAX) THEN
               IMAX = I
               AAMAX = DUM
            ENDIF
   16    CONTINUE
         IF (J .NE. IMAX) THEN
            DO 17 K = 1, N
               DUM = A(IMAX,K)
               A(IMAX,K) = A(J,K)
               A(J,K) = DUM
   17       CONTINUE
            D = -D
            VV(IMAX) = VV(J)
         ENDIF
         INDX(J) = IMAX
         IF (A(J,J) .EQ. 0.0D0) A(J,J) = TINY
         IF (J .NE. N) THEN
            DUM = 1.0D0 / A(J,J)
            DO 18 I = J + 1, N
               A(I,J) = A(I,J)*DUM
   18       CONTINUE
         ENDIF
   19 CONTINUE
      RETURN
      END
C
      SUBROUTINE LUBKSB(A, N, NP, INDX, B)
      IMPLICIT DOUBLE PRECISION (A-H,O-Z)
      DIMENSION A(NP,NP), INDX(N), B(N)
      II = 0
      DO 12 I = 1, N
         LL = INDX(I)
         SUM = B(LL)
         B(LL) = B(I)
         IF (II .NE. 0) THEN
            DO 11 J = II, I - 1
               SUM = SUM - A(I,J)*B(J)
   11       CONTINUE
         ELSE IF (SUM .NE. 0.0D0) THEN
            II = I
         ENDIF
         B(I) = SUM
   12 CONTINUE
      DO 14 I = N, 1, -1
         SUM = B(I)
         DO 13 J = I + 1, N
            SUM = SUM - A(I,J)*B(J)
   13    CONTINUE
         B(I) = SUM / A(I,I)
   14 CONTINUE
      RETURN
      END
