! -fbackslash escapes in CHARACTER(KIND=4) constants: \uXXXX and \UXXXXXXXX
! give characters beyond kind 1, \xNN and the letter escapes one each.
! RUN: %diff-gfortran -fbackslash %s
program char4_backslash
  implicit none
  character(kind=4, len=*), parameter :: greek = 4_'\u039f\u03cd\u03c7\u30b8'
  character(kind=4, len=8) :: s
  integer :: i
  s = 4_'a\tb\x41\U0001F600\\'
  print *, len(greek), (ichar(greek(i:i)), i = 1, len(greek))
  print *, len_trim(s), (ichar(s(i:i)), i = 1, len_trim(s))
  print *, transfer(greek, [0]) == [int(z'039f'), int(z'03cd'), int(z'03c7'), int(z'30b8')]
  print *, sizeof(4_'\UFFFFFFFF'), ichar(4_'\UFFFFFFFF', kind=8)
end program
