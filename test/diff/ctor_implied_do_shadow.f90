! The variable of an ac-implied-do has the scope of the implied-do: the
! variable of the same name keeps its value (also as a contained procedure
! sees it), and a callee's local used as one in the callee's result length
! needs no storage at the call site.
! RUN: %diff-gfortran %s
program ctor_implied_do_shadow
  implicit none
  integer :: i, k, a(3)
  i = 7
  a = [(host_i() + 10 * i, i = 1, 3)]
  print *, a, i
  k = 2
  print *, len(padded(k)), len(padded(4)), '[' // padded(1) // ']'
  print *, [((i * k, i = 1, k), k = 1, 3)], i, k
  print *, [(i, i = 1, i - 4)]
contains
  integer function host_i()
    host_i = i
  end function

  function padded(n) result(s)
    integer, intent(in) :: n
    integer :: j
    character(len=sum([(j, j = 1, n)])) :: s
    s = repeat('*', 20)
  end function
end program
