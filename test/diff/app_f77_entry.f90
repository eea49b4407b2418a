! ENTRY statements in external subroutines: entry points sharing SAVEd
! and DATA-initialized state, an entry without arguments, dummies that
! appear in several dummy lists, CHARACTER*(*) dummies of an entry, and
! callers before and after the subroutine in the file.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
      PROGRAM ENT2
      CHARACTER*12 S
      INTEGER NCALL
      CALL SETNAM('hello')
      CALL GETNAM(S, NCALL)
      PRINT *, '[', S, ']', NCALL
      CALL SETNAM('world, long name')
      CALL GETNAM(S, NCALL)
      PRINT *, '[', S, ']', NCALL
      CALL ENTMAIN
      END

      SUBROUTINE SETNAM(NAME)
      CHARACTER*(*) NAME, OUT
      CHARACTER*10 STORED
      INTEGER CNT, N
      SAVE STORED, CNT
      DATA CNT /0/
      STORED = NAME
      CNT = CNT + 1
      RETURN
      ENTRY GETNAM(OUT, N)
      OUT = STORED
      N = CNT
      END

      SUBROUTINE ACCUM(X)
!     running statistics with ENTRY points sharing SAVEd state
      REAL X, TOTAL, BIG, AVG
      INTEGER N, K
      SAVE N, TOTAL, BIG
      DATA N /0/, TOTAL /0.0/, BIG /-1.0E30/
      N = N + 1
      TOTAL = TOTAL + X
      IF (X .GT. BIG) BIG = X
      RETURN
      ENTRY RESET
      N = 0
      TOTAL = 0.0
      BIG = -1.0E30
      RETURN
      ENTRY REPORT(AVG, K)
      K = N
      AVG = 0.0
      IF (N .GT. 0) AVG = TOTAL / N
      WRITE (*, '(A,I3,A,F8.3,A,F8.3)') ' N=', N, ' AVG=', AVG, ' MAX=', BIG
      END

      SUBROUTINE SCALEV(V, N, F)
      INTEGER N
      REAL V(N), F, G
      DO 10 I = 1, N
   10 V(I) = V(I) * F
      RETURN
      ENTRY SHIFTV(V, N, G)
      DO 20 I = 1, N
   20 V(I) = V(I) + G
      END

      SUBROUTINE ENTMAIN
      REAL A, W(4)
      INTEGER M
      DATA W /1.0, 2.0, 3.0, 4.0/
      CALL ACCUM(3.0)
      CALL ACCUM(5.5)
      CALL ACCUM(-1.0)
      CALL REPORT(A, M)
      PRINT *, A, M
      CALL RESET
      CALL ACCUM(10.0)
      CALL REPORT(A, M)
      CALL SCALEV(W, 4, 2.0)
      CALL SHIFTV(W, 3, 0.5)
      PRINT '(4F6.2)', W
      END SUBROUTINE
