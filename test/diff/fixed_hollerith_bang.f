! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
C     A REPORT WRITER OF THE 1970S: HOLLERITH EDIT DESCRIPTORS WHOSE TEXT
C     HOLDS '!', QUOTES, PARENTHESES AND BLANKS, CONTINUED FORMATS, AND
C     A TRAILING COMMENT AFTER THE FORMAT.
      PROGRAM BANNER
      INTEGER I, N
      REAL W(4)
      DATA W /1.5, -2.25, 3.0, 10.125/
      N = 4
      WRITE (6, 100)
  100 FORMAT (1X, 22HWARNING! READ THIS (1), 2X, 7H'Q' "Q")
      WRITE (6, 110) N
  110 FORMAT (11H HOLLERITH!, 2X, I5, 6H (A)! , 4H'X'")      ! TAIL
      DO 10 I = 1, N
         WRITE (6, 120) I, W(I)
   10 CONTINUE
  120 FORMAT (5H ROW!, I2, 3H !=, F8.3,
     &        7H  (!!!),
     &        1X, 2HOK)
      WRITE (6, 130) (W(I), I = 1, N)
  130 FORMAT (4H SUM, 4(1X, F7.2, 1H!), 3H:/:)
      WRITE (6, 140)
  140 FORMAT (1H , 10H!-!-!-!-!-/ 1X, 5H;;,,!)
      STOP
      END
