! DATA statements of F77 style: implied-DO lists (nested, with negative
! steps, inner bounds using the outer variable), array elements and
! sections with constant subscripts, repeat counts spanning elements,
! and DATA in a subroutine keeping its values between calls (SAVE).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
      SUBROUTINE TALLY(K)
      INTEGER COUNTS(3), K
      DATA COUNTS /3*0/
      COUNTS(K) = COUNTS(K) + 1
      PRINT '(3I3)', COUNTS
      END
      PROGRAM D2
      REAL A(10), T(3,3), V(0:4)
      CHARACTER*3 NAMES(4)
      DOUBLE PRECISION Q(2,2)
      LOGICAL FLAGS(5)
      INTEGER I, J, K, IB(2,3,2)
      DATA (A(I), I = 1, 9, 2) /5*1.5/, (A(I), I = 10, 2, -2) /1, 2, 3, 4, 5/
      DATA ((T(I,J), I = J, 3), J = 1, 3) /6*9.0/
      DATA NAMES(2), NAMES(4) /'bee', 'dee'/, NAMES(1), NAMES(3) /'a', 'c'/
      DATA Q(1,:) /2*0.5D0/, Q(2,2) /-1D0/
      DATA FLAGS(2:5:3) /.TRUE., .TRUE./
      DATA V /0.0, 1.0, 2*2.0, 3.0/
      DATA (((IB(I,J,K), I=1,2), J=1,3, 2), K=1,2) /1,2,3,4,5,6,7,8/
      PRINT '(10F5.1)', A
      PRINT '(3F5.1)', T
      PRINT '(4(A,"|"))', NAMES
      PRINT '(4F6.2)', Q
      PRINT '(5L2)', FLAGS
      PRINT '(5F4.1)', V
      PRINT '(12I3)', IB
      CALL TALLY(2)
      CALL TALLY(2)
      CALL TALLY(3)
      END
