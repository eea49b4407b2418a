! -fbackslash: C escapes in character literals (\t \n \\ \0 \xNN ...; any
! other combination stays as written), as gfortran expands them.
! RUN: %diff-gfortran -fbackslash %s
program backslash_escapes
  character(len=*), parameter :: s = "a\tb\\c\x41\q"
  character(len=3) :: z = 'n\0m'
  print *, len(s), len(z), iachar(z(2:2))
  print '(A)', s
  print '(A)', "x\ny"
  print '(A)', '\a\b\f\r\v' == achar(7) // achar(8) // achar(12) // achar(13) // achar(11)
end program
