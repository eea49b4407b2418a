! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
C     NEWTON-RAPHSON AND BISECTION IN CLASSIC STYLE: ARITHMETIC IF,
C     GO TO LOOPS, COMPUTED GO TO, LABELLED FORMATS.
      PROGRAM NEWTON
      DOUBLE PRECISION X, FX, DFX, DX, TOL, XL, XR, XM, FL, FM
      INTEGER IT, MAXIT, ICASE
      TOL = 1.0D-12
      MAXIT = 50
      DO 100 ICASE = 1, 3
         GO TO (10, 20, 30), ICASE
   10    X = 1.0D0
         GO TO 40
   20    X = -2.0D0
         GO TO 40
   30    X = 5.0D0
   40    IT = 0
   50    IT = IT + 1
         CALL FUNC(X, FX, DFX)
         DX = FX / DFX
         X = X - DX
         IF (ABS(DX) - TOL) 70, 70, 60
   60    IF (IT .LT. MAXIT) GO TO 50
         WRITE (6, 200) ICASE
         GO TO 100
   70    WRITE (6, 210) ICASE, X, IT
  100 CONTINUE
  200 FORMAT (' CASE', I2, ': NO CONVERGENCE')
  210 FORMAT (' CASE', I2, ': ROOT =', F20.14, ' AFTER', I3, ' STEPS')
C     BISECTION ON [0, 2]
      XL = 0.0D0
      XR = 2.0D0
      CALL FUNC(XL, FL, DFX)
      IT = 0
  300 XM = 0.5D0 * (XL + XR)
      IT = IT + 1
      CALL FUNC(XM, FM, DFX)
      IF (FL * FM) 310, 330, 320
  310 XR = XM
      GO TO 325
  320 XL = XM
      FL = FM
  325 IF (XR - XL .GT. 1.0D-10) GO TO 300
  330 WRITE (6, 220) XM, IT
  220 FORMAT (' BISECTION: ', F14.10, I4)
      END
C
      SUBROUTINE FUNC(X, F, DF)
      DOUBLE PRECISION X, F, DF
C     F(X) = X**3 - 2X - 5 HAS ONE REAL ROOT NEAR 2.0946
      F = X**3 - 2.0D0*X - 5.0D0
      DF = 3.0D0*X**2 - 2.0D0
      END
