! ENTRY statements with BIND(C) and NAME=, in a subroutine and a function,
! called from C by their labels.
! RUN: %diff-gfortran %S/Inputs/entry_bind_c.c %s
subroutine first(x) bind(c, name="c_main_entry")
  use iso_c_binding
  implicit none
  integer(c_int) :: x
  print *, 'first', x
  return
entry second(x) bind(c, name="c_second")
  print *, 'second', x
end subroutine

function ask_one() result(r)
  use iso_c_binding
  implicit none
  integer(c_int) :: r, q
  r = 1
  return
entry ask() result(q) bind(c, name="c_ask")
  q = 42
end function

program entry_bind_c
  implicit none
  interface
    subroutine drive() bind(c)
    end subroutine
  end interface
  call drive()
end program
