! C_F_PROCPOINTER: procedure pointers (a variable, a component) from C_FUNPTRs
! made by C_FUNLOC of BIND(C) functions.
! RUN: %diff-gfortran %s
module cb
  use iso_c_binding
  implicit none
  abstract interface
    integer(c_int) function binop(a, b) bind(c)
      import :: c_int
      integer(c_int), value :: a, b
    end function
  end interface
  type ops
    procedure(binop), pointer, nopass :: f => null()
  end type
contains
  integer(c_int) function add(a, b) bind(c)
    integer(c_int), value :: a, b
    add = a + b
  end function
  integer(c_int) function mul(a, b) bind(c)
    integer(c_int), value :: a, b
    mul = a * b
  end function
end module
program p
  use cb
  implicit none
  type(c_funptr) :: fp
  procedure(binop), pointer :: g
  type(ops) :: o
  fp = c_funloc(add)
  call c_f_procpointer(fp, g)
  print *, g(3, 4)
  fp = c_funloc(mul)
  call c_f_procpointer(fp, o%f)
  print *, o%f(3, 4), c_associated(fp)
end program
