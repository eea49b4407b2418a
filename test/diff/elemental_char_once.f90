! A CHARACTER scalar right side that calls a function, stored into every
! element of an array, is evaluated once; the length of an elemental
! function's CHARACTER(LEN=LEN(arg)) result is known without calling it,
! so such a function runs once per element.
! RUN: %diff-gfortran %s
program elemental_char_once
  implicit none
  character(len=:), allocatable :: c(:)
  character(len=8) :: fixed(3)
  integer :: cnt
  cnt = 0
  allocate(character(len=12) :: c(4))
  c = trimmed('  left  ')
  print '(a,i0,a,i0,a,i0)', 'calls ', cnt, ' size ', size(c), ' len ', len(c)
  print '(4("[",a,"]"))', c
  cnt = 0
  c = trimmed([' ab ', '  cd', 'ef  '])
  print '(a,i0,a,i0,a,i0)', 'calls ', cnt, ' size ', size(c), ' len ', len(c)
  print '(3("[",a,"]"))', c
  cnt = 0
  fixed = trimmed('   x')
  print '(a,i0,3("[",a,"]"))', 'calls ', cnt, fixed
contains
  impure elemental function trimmed(s) result(r)
    character(*), intent(in) :: s
    character(len=len(s)) :: r
    r = adjustl(s)
    cnt = cnt + 1
  end function
end program
