! RUN: %check-diags %s
C     Parser errors in fixed-form source point at the original line and
C     column, continuation lines included (blanks do not separate names).
      PROGRAM E
      REAL X, Y
      X = 1.0 +
! ERROR: expected an expression, found '*'
     &    * 2.0
! ERROR: unrecognized statement starting with 'frobnicatex'
      FROBNICATE X
      CALL FOO(X,
! ERROR: expected an expression, found ')'
     &   Y +)
! ERROR: expected a statement label, found end of statement
      GO TO
      END
