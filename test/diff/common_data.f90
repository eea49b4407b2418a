! Older storage features still in everyday code: COMMON blocks shared
! between a program and subroutines, DATA statements, EQUIVALENCE.
! RUN: %diff-gfortran %s
program common_data
  implicit none
  integer :: counts(3), n
  real :: factor
  common /shared/ counts, factor
  common n
  integer :: primes(5)
  real :: table(2, 2)
  data primes /2, 3, 5, 7, 11/
  data table /1.0, 2.0, 3.0, 4.0/
  integer :: word
  integer(1) :: bytes(4)
  equivalence (word, bytes)

  counts = [1, 2, 3]
  factor = 1.5
  n = 10
  call bump()
  call bump()
  print *, counts, factor, n
  print *, primes, sum(primes)
  print *, table
  word = 258
  print *, bytes
end program common_data

subroutine bump()
  implicit none
  integer :: c(3), m
  real :: f
  common /shared/ c, f
  common m
  c = c * 2
  f = f + 1.0
  m = m + 1
end subroutine bump
