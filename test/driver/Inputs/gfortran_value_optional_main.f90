program gfortran_value_optional_main
  use gfortran_value_optional_lib
  implicit none
  call report(1)
  call report(2, 5, 1.5d0, .true.)
  call report(3, x=2.0d0)
  call report(4, l=.false.)
  print '(2(I0,1X))', pick(7), pick(7, 9)
end program
