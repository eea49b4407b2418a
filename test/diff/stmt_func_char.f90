! Statement functions of CHARACTER type: the value and the character
! dummies take the declared lengths (padded or truncated, as assignment
! does); statement functions of a subroutine that use its dummy argument,
! with an implicitly typed dummy; and one referenced in a DO loop bound.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
subroutine show(n)
  integer :: n, k
  character(len=3) :: cf, c
  character(len=8) :: pad
  real :: a, b, hyp
  cf(c) = c // 'xyz'
  pad(c) = '<' // c
  hyp(a, b) = sqrt(a*a + b*b) * n
  k(i) = i + n
  print *, '[', cf('abc'), '][', pad('bcd'), '][', cf(trim('q  ')), ']', len(cf('abc')), len(pad('zzz'))
  print *, '[', cf('abcdef'), '][', pad('a'), ']'
  print *, hyp(3.0, 4.0), k(5)
  do j = 1, k(1)
    write (*, '(I2)', advance='no') j
  end do
  print *
end subroutine show

program stmt_func_char
  implicit none
  call show(2)
  call show(-1)
end program stmt_func_char
