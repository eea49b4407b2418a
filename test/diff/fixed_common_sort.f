! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
C     BUBBLE SORT AND STATISTICS THROUGH COMMON BLOCKS, BLOCK DATA,
C     DATA STATEMENTS AND SAVE.
      PROGRAM SORTC
      INTEGER NMAX
      PARAMETER (NMAX = 20)
      REAL V(NMAX)
      INTEGER N, NCALL
      COMMON /DATBLK/ V, N
      COMMON /STATS/ VMIN, VMAX, VMEAN
      CHARACTER*12 TITLE
      DATA TITLE /'SORTED DATA:'/
      CALL FILL
      CALL BSORT
      WRITE (6, '(1X,A)') TITLE
      WRITE (6, 100) (V(I), I = 1, N)
  100 FORMAT (1X, 5F9.3)
      CALL STATIS
      WRITE (6, 110) VMIN, VMAX, VMEAN
  110 FORMAT (' MIN=', F8.3, ' MAX=', F8.3, ' MEAN=', F8.4)
      CALL COUNTR(NCALL)
      CALL COUNTR(NCALL)
      CALL COUNTR(NCALL)
      WRITE (6, 120) NCALL
  120 FORMAT (' COUNTER CALLED', I3, ' TIMES')
      END
C
      BLOCK DATA INIT
      COMMON /SEED/ ISEED
      DATA ISEED /12345/
      END
C
      SUBROUTINE FILL
      PARAMETER (NMAX = 20)
      REAL V(NMAX)
      COMMON /DATBLK/ V, N
      COMMON /SEED/ ISEED
      N = 15
      DO 10 I = 1, N
C        A SMALL LINEAR CONGRUENTIAL GENERATOR
         ISEED = MOD(ISEED * 1103 + 12345, 32768)
         V(I) = REAL(ISEED) / 327.68
   10 CONTINUE
      END
C
      SUBROUTINE BSORT
      PARAMETER (NMAX = 20)
      REAL V(NMAX), T
      LOGICAL SWAPPED
      COMMON /DATBLK/ V, N
      DO 20 I = N - 1, 1, -1
         SWAPPED = .FALSE.
         DO 10 J = 1, I
            IF (V(J) .GT. V(J+1)) THEN
               T = V(J)
               V(J) = V(J+1)
               V(J+1) = T
               SWAPPED = .TRUE.
            END IF
   10    CONTINUE
         IF (.NOT. SWAPPED) GOTO 30
   20 CONTINUE
   30 RETURN
      END
C
      SUBROUTINE STATIS
      PARAMETER (NMAX = 20)
      REAL V(NMAX)
      COMMON /DATBLK/ V, N
      COMMON /STATS/ VMIN, VMAX, VMEAN
      VMIN = V(1)
      VMAX = V(N)
      S = 0.0
      DO 10 I = 1, N
   10 S = S + V(I)
      VMEAN = S / N
      END
C
      SUBROUTINE COUNTR(K)
      INTEGER K, ICOUNT
      SAVE ICOUNT
      DATA ICOUNT /0/
      ICOUNT = ICOUNT + 1
      K = ICOUNT
      END
