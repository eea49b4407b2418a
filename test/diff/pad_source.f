! -fpad-source (the default) and -fno-pad-source (gfortran): a character
! constant continued from a fixed-form line shorter than the line length
! gets blanks up to the last column (72, or -ffixed-line-length-N), or
! nothing. Output compared with gfortran's.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -fno-pad-source %s
! RUN: %diff-gfortran -fno-pad-source -ffixed-line-length-80 %s
! RUN: %diff-gfortran -fpad-source -ffixed-line-length-80 %s
      program pad_source
      character(100) a
      a = 'abc
     +def'
      print *, len_trim(a), index(a, 'def')
      print '(a)', trim(a)
      end
