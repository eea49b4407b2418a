! A name that a host uses only as the variable of array-constructor
! implied-DOs is no host entity: each contained procedure's name of the
! same spelling is its own local. Declared (even after the use) or
! referenced elsewhere in the host, it is the host's variable.
! RUN: %diff-gfortran %s
program ctor_implied_do_scope
  integer :: j2
  integer, parameter :: a(4) = [(k, k = 1, 4)]
  integer, parameter :: b(3) = [(j2 * 2, j2 = 1, 3)]
  integer, parameter :: c(2) = [(m, m = 5, 6)]
  integer :: m
  integer :: v(3)
  real, parameter :: w(2) = [(real(ip), ip = 1, 2)]
  v = [(n + 1, n = 1, 3)]
  n = 40
  k = -1
  call change
  call outer
  print *, a, b, c, w
  print *, v
  print *, k, j2, m, n
contains
  subroutine change
    k = 11
    j2 = 22
    m = 33
    n = n + 1
    print *, 'in change:', k
  end subroutine

  subroutine outer
    ip = 15
    call inner
    print *, "outer ip:", ip
  end subroutine

  subroutine inner
    ip = 99
  end subroutine
end program
