! BIND(C, NAME="") gives no binding label: two modules' variables named
! 'a' stay apart, as do procedures with a blank label.
! RUN: %diff-gfortran %s
module bm1
  use iso_c_binding
  implicit none
  integer(c_int), save, bind(C, name="") :: a = 5
contains
  integer(c_int) function get() bind(C, name="  ")
    get = a
  end function
end module

module bm2
  use iso_c_binding
  implicit none
  integer(c_int), save, bind(C, name=" ") :: a = -5
contains
  integer(c_int) function get() bind(C, name="")
    get = a * 2
  end function
end module

program bind_c_empty_name
  use bm1, g1 => get
  use bm2, b => a, g2 => get
  implicit none
  print '(4I4)', a, b, g1(), g2()
end program
