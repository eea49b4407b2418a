! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
C     COMPOSITE SIMPSON AND TRAPEZOID RULES WITH AN EXTERNAL FUNCTION
C     ARGUMENT AND A STATEMENT FUNCTION.
      PROGRAM SIMP
      DOUBLE PRECISION SIMPSN, TRAPZD, F1, F2, A, B, S, T, EXACT
      EXTERNAL F1, F2
      INTEGER N, K
      A = 0.0D0
      B = 3.14159265358979D0
      EXACT = 2.0D0
      WRITE (*, 900)
  900 FORMAT (/,1X,'    N',5X,'SIMPSON',12X,'TRAPEZOID',10X,'ERR(S)')
      N = 2
      DO 10 K = 1, 6
         S = SIMPSN(F1, A, B, N)
         T = TRAPZD(F1, A, B, N)
         WRITE (*, 910) N, S, T, ABS(S - EXACT)
         N = N * 2
   10 CONTINUE
  910 FORMAT (1X, I5, 2F19.12, 1PE12.3)
      S = SIMPSN(F2, 0.0D0, 1.0D0, 64)
      WRITE (*, 920) S
  920 FORMAT (' INTEGRAL OF 4/(1+X**2) = ', F16.12)
      END
C
      DOUBLE PRECISION FUNCTION SIMPSN(F, A, B, N)
      DOUBLE PRECISION F, A, B, H, S
      INTEGER N, I
      EXTERNAL F
      H = (B - A) / N
      S = F(A) + F(B)
      DO 10 I = 1, N - 1, 2
         S = S + 4.0D0 * F(A + I*H)
   10 CONTINUE
      DO 20 I = 2, N - 2, 2
         S = S + 2.0D0 * F(A + I*H)
   20 CONTINUE
      SIMPSN = S * H / 3.0D0
      RETURN
      END
C
      DOUBLE PRECISION FUNCTION TRAPZD(F, A, B, N)
      DOUBLE PRECISION F, A, B, H, S
      INTEGER N, I
      EXTERNAL F
      H = (B - A) / N
      S = 0.5D0 * (F(A) + F(B))
      DO 10 I = 1, N - 1
   10 S = S + F(A + I*H)
      TRAPZD = S * H
      END
C
      DOUBLE PRECISION FUNCTION F1(X)
      DOUBLE PRECISION X
      F1 = SIN(X)
      END
C
      DOUBLE PRECISION FUNCTION F2(X)
      DOUBLE PRECISION X, G, Y
C     A STATEMENT FUNCTION
      G(Y) = 4.0D0 / (1.0D0 + Y*Y)
      F2 = G(X)
      END
