! RUN: not %cuf90 --dump-tokens %s 2>&1 | FileCheck %s
program e
  x = 'unterminated
  y = 2 @ 3
  z = a & b
  w = z'12g'
end
! CHECK: lex_errors.f90:3:7: error: unterminated character constant
! CHECK: lex_errors.f90:4:9: error: unexpected character '@'
! CHECK: lex_errors.f90:5:9: error: '&' is only allowed at the end of a continued line
! CHECK: lex_errors.f90:6:7: error: invalid digit in BOZ constant '12g'
