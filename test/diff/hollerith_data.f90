! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
! Hollerith constants in free form: a table of 4-character codes kept in
! INTEGER words (DATA with repeat factors, assignments), compared and
! printed with A edit descriptors; text with '!' and blanks.
program hollerith_data
  implicit none
  integer :: codes(6), blank, i, hits
  real :: tagword
  integer(8) :: wide
  data codes /4HNORT, 4HSOUT, 2*4HEAST, 4HW!ST, 2HUP/
  data blank /4H    /, wide /8Hlong one/
  tagword = 4Htag!
  hits = 0
  do i = 1, size(codes)
    if (codes(i) == codes(3)) hits = hits + 1
  end do
  write (*, '(6(a4, "|"))') codes
  write (*, '(a, i2, a, l2)') 'EAST x', hits, ' blank:', codes(6) == blank
  write (*, '(a4, "/", a4, "/", a8)') blank, tagword, wide
  codes(1) = 3Hend
  write (*, '(a4, "|", z8)') codes(1), codes(1)
end program hollerith_data
