! F77 control flow: alternate returns from an external subroutine,
! arithmetic IF on a REAL, Hollerith (nH) edit descriptors in FORMAT.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
      SUBROUTINE CHECK(X, *, *)
      REAL X
      IF (X .LT. 0.0) RETURN 1
      IF (X .EQ. 0.0) RETURN 2
      RETURN
      END
      PROGRAM OLD
      REAL V(3)
      INTEGER L
      DATA V /-1.0, 0.0, 2.0/
      DO 30 I = 1, 3
         CALL CHECK(V(I), *10, *20)
         WRITE (*, 100) I
         GO TO 30
   10    WRITE (*, 110) I
         GO TO 30
   20    WRITE (*, 120) I
   30 CONTINUE
      GO TO 50
   40 WRITE (*, *) 'forty'
   50 WRITE (*, *) 'fifty'
      X = -0.5
      IF (X) 60, 70, 80
   60 WRITE (*, 130)
      GO TO 90
   70 CONTINUE
   80 WRITE (*, *) 'nonneg'
   90 CONTINUE
  100 FORMAT (' POSITIVE ', I2)
  110 FORMAT (' NEGATIVE ', I2)
  120 FORMAT (' ZERO ', I2)
  130 FORMAT (10H HOLLERITH, 2X, 3HABC)
      END
