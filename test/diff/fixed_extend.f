! RUN: %diff-gfortran -ffixed-line-length-132 %s
! RUN: %diff-gfortran -O2 -ffixed-line-length-132 %s
C     -ffixed-line-length-132 (nvfortran: -Mextend): statements reach column
C     132; what follows column 132 is ignored.
      PROGRAM EXTEND
      DOUBLE PRECISION A, B, C, D, E, F, G, H
      A = 1.0D0; B = 2.0D0; C = 3.0D0; D = 4.0D0; E = 5.0D0; F = 6.0D0
      G = A + B + C + D + E + F + A * B + C * D + E * F + A / B + C / D + E / F + (A + B) * (C + D) * (E + F)
      H = G + 1                                                                                                                   +1+1000
      PRINT *, G, H
      PRINT *, 'A LONG STRING THAT RUNS PAST COLUMN SEVENTY-TWO AND STAYS WHOLE WITH THE LONGER LINES'
      END
