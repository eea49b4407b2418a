! The DEC PARAMETER statement without parentheses in fixed form, where
! blanks do not count: it is not an assignment to 'parameterk'.
! RUN: %diff-gfortran %s
      PROGRAM DECPAR
      INTEGER K, M
      PARAMETER K = 3, M = K * 4
      PARAMETER(N = 7)
      PRINT *, K, M, N
      END
