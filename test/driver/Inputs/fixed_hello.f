C     A FIXED-FORM SOURCE (used by test/driver/fixed_form.test)
      PROGRAM HELLO
      INTEGER I
      I = 4
     &    + 38
D     PRINT *, 'DEBUG LINE'
      PRINT *, 'HELLO', I                                               IGNORED
      PRINT *, 'COLUMN 80 REACHED'                                          , I
      END
