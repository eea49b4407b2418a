! RUN: %check-diags %s
C     Lexical errors of fixed-form lines, at the original line and column.
! ERROR: continuation line without a statement to continue
     &X = 1
      PROGRAM E
! ERROR: character 'x' in the label field
  1x5 CONTINUE
! ERROR: a continuation line must have blanks in columns 1-5
   20&   + 1
! ERROR: unterminated character constant
      Y = 'ABC
! ERROR: preprocessor directive found in a file that is not preprocessed
#define X 1
      END
