! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
C     FORMATTED TABLES: FORMAT STATEMENTS WITH LABELS, HOLLERITH AND
C     QUOTED EDIT DESCRIPTORS, CONTINUED FORMATS, REPEAT GROUPS, AN
C     INCLUDE FILE, DATA WITH REPEAT COUNTS, OLD-STYLE TYPE LENGTHS.
      PROGRAM TABLES
      INCLUDE 'Inputs/fixed_consts.inc'
      INTEGER*2 ISHORT
      INTEGER*4 I, J
      LOGICAL*4 FLAG
      REAL*4 R(6)
      COMPLEX*16 Z
      DOUBLE COMPLEX W
      CHARACTER*6 NAMES(3), LABEL*10
      DATA R /3*1.25, 2*2.5, -7.0/
      DATA NAMES /'ALPHA', 'BETA', 'GAMMA'/
      DATA ISHORT /-123/, FLAG /.TRUE./
      WRITE (6, 100)
  100 FORMAT (1H1, 20HTABLE OF FUNCTIONS  /1X, 40(1H-))
      WRITE (6, 110)
  110 FORMAT (4X, 'X', 9X, 'SIN(X)', 7X, 'COS(X)', 7X, 'EXP(X)')
      DO 20 I = 0, 8
         X = I * PI / 8.0D0
         WRITE (6, 120) X, SIN(X), COS(X), EXP(X)
   20 CONTINUE
  120 FORMAT (1X, F6.4, 3(1X, F12.6))
      WRITE (6, 130) E, PI
  130 FORMAT (/' E  = ', F18.15 /
     &        ' PI = ', F18.15)
      WRITE (6, 140) (R(J), J = 1, 6)
  140 FORMAT (' R:', 6F7.2)
      WRITE (6, 150) (J, NAMES(J), J = 1, 3)
  150 FORMAT (3(' [', I1, ':', A6, ']'))
      WRITE (6, 160) ISHORT, FLAG
  160 FORMAT (' SHORT=', I6, '  FLAG=', L2)
      Z = (1.0D0, 2.0D0)
      W = Z * DCONJG(Z)
      WRITE (6, 170) Z, W
  170 FORMAT (' Z=(', F5.2, ',', F5.2, ')  W=(', F5.2, ',', F5.2, ')')
      LABEL = 'END OF'
      WRITE (6, 180) LABEL, 'TABLES'
  180 FORMAT (1X, A, 1X, A, T30, '|', 2X, 5HDONE.)
      DO 30 I = 1, 4
         GO TO (31, 32, 31), I
         WRITE (6, '(A, I2)') ' FALL THROUGH FOR', I
         GO TO 30
   31    WRITE (6, '(A, I2)') ' BRANCH 1 FOR', I
         GO TO 30
   32    WRITE (6, '(A, I2)') ' BRANCH 2 FOR', I
   30 CONTINUE
      END
