! Vector subscripts of an array assignment: one that reads the array
! assigned (q(q) = ...) has its value from before any element changes, and
! a function giving one is called once per reference, on either side.
! RUN: %diff-gfortran %s
program vector_subscript_once
  implicit none
  integer :: q(5), p(5), a(8), b(8), calls, i
  integer(8) :: q8(4)
  q = [3, 5, 1, 2, 4]
  p = q
  p(q) = [(10 * i, i = 1, 5)]
  q(q) = [(10 * i, i = 1, 5)]
  print '(5i4)', p, q
  q8 = [2, 4, 1, 3]
  q8(q8) = [(int(i, 8), i = 1, 4)]
  print '(4i3)', q8
  b = [(100 * i, i = 1, 8)]
  a = 0
  calls = 0
  a(evens(3, calls)) = b(1:3)
  a(1:3) = b(evens(3, calls))
  a(evens(2, calls) + 1) = b(evens(2, calls))
  print '(8i5)', a
  print '(a,i0)', 'calls ', calls
contains
  function evens(n, calls)
    integer, intent(in) :: n
    integer, intent(inout) :: calls
    integer :: evens(n), k
    calls = calls + 1
    evens = [(2 * k, k = 1, n)]
  end function
end program
