! EQUIVALENCE of substrings (c(3:5) with e(2:4), d(1)(2:) with c(1:1)),
! and an EQUIVALENCE statement written before the type statements of its
! variables.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
      subroutine before
      equivalence (c(1:1), d(1)(2:2)), (c(3:5), e(2:4))
      equivalence (c(6:6), f(2)(1:))
      character*8 c
      character*2 d, f
      dimension d(2), f(2)
      character*4 e
      d(1) = 'AB'
      c = 'abcdefgh'
      print '(7A)', c, ' ', d, ' ', e, ' ', f
      end subroutine

      program equiv_substrings
      character*8 c
      character*1 d, f
      dimension d(2), f(2)
      character*4 e
      equivalence (c(1:1), d(1)), (c(3:5), e(2:4)), (c(6:6), f(2))
      c = 'abcdefgh'
      print '(7A)', c, ' ', d, ' ', e, ' ', f
      e(1:1) = 'X'
      print '(A)', c
      call before
      end program
