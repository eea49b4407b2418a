! ENTRY statements in external functions: temperature conversions whose
! entries share the DOUBLE PRECISION result storage, an entry assigning
! through a local first, and an INTEGER function with a no-argument ENTRY
! reading SAVEd state.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
      DOUBLE PRECISION FUNCTION CTOF(C)
      DOUBLE PRECISION C, F, FTOC, CTOK, K
      CTOF = C * 9.0D0 / 5.0D0 + 32.0D0
      RETURN
      ENTRY FTOC(F)
      FTOC = (F - 32.0D0) * 5.0D0 / 9.0D0
      RETURN
      ENTRY CTOK(C)
      K = C + 273.15D0
      CTOK = K
      END

      INTEGER FUNCTION NEXTID()
      INTEGER LAST, PEEKID
      SAVE LAST
      DATA LAST /100/
      LAST = LAST + 1
      NEXTID = LAST
      RETURN
      ENTRY PEEKID()
      PEEKID = LAST
      END

      PROGRAM FENT
      DOUBLE PRECISION CTOF, FTOC, CTOK
      INTEGER NEXTID, PEEKID, I
      PRINT '(3F10.3)', CTOF(100.0D0), FTOC(212.0D0), CTOK(-40.0D0)
      PRINT '(3F10.3)', CTOF(-40.0D0), FTOC(98.6D0), CTOK(0.0D0)
      DO 10 I = 1, 3
         PRINT *, NEXTID()
   10 CONTINUE
      PRINT *, 'peek', PEEKID(), 'next', NEXTID()
      END
