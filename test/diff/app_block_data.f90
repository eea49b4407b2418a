! BLOCK DATA and DATA values of COMMON members: unnamed BLOCK DATA after
! the units that use the blocks, a CHARACTER and an array member, a block
! whose members have different types (no padding between them).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
      SUBROUTINE SHOW
      COMMON /NAMES/ TAG, VALS(4), NV
      CHARACTER*6 TAG
      COMMON // X, Y
      PRINT *, TAG, VALS, NV, X, Y
      END
      PROGRAM P
      COMMON /NAMES/ TAG, VALS(4), NV
      CHARACTER*6 TAG
      DOUBLE PRECISION D
      COMMON /DP/ I1, D
      CALL SHOW
      PRINT *, I1, D
      END
      BLOCK DATA
      COMMON /NAMES/ TAG, VALS(4), NV
      CHARACTER*6 TAG
      COMMON /DP/ I1, D
      DOUBLE PRECISION D
      DATA TAG /'ALPHA'/, VALS /1.0, 2*2.5, 4.0/, NV /4/
      DATA I1, D /7, 3.25D0/
      END
