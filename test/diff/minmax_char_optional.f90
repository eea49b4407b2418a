! MIN and MAX of CHARACTER arguments where some are absent OPTIONAL
! dummies: those take no part (nor in the result's length).
! RUN: %diff-gfortran %s
program minmax_char_optional
  implicit none
  call pick('gee', 'az', 'bb', 'zzzz')
  call pick('gee', 'az', 'bb')
  call pick('gee', 'az')
  call pick('m', 'ab', d='a')
contains
  subroutine pick(a, b, c, d)
    character(len=*), optional :: a, b, c, d
    print '(5A,I3)', '[', min(a, b, c, d), '] [', max(a, b, c, d), ']', len(max(a, b, c, d))
  end subroutine
end program
