! Interface bodies in a module (also the specifics of a generic) are written
! once to the .mod file and name external procedures (gfortran's name_), not
! module procedures, whether the module is used from its .mod or in the
! same file.
! RUN: rm -rf %t.dir && mkdir -p %t.dir
! RUN: %cuf90 -c -module %t.dir %S/Inputs/modfile_iface_lib.f90 -o %t.dir/lib.o
! RUN: FileCheck --check-prefix=MOD %s < %t.dir/ifaces.mod
! RUN: %cuf90 -module %t.dir %s %t.dir/lib.o -o %t.dir/prog && %t.dir/prog | FileCheck %s
! RUN: cat %S/Inputs/modfile_iface_lib.f90 %s > %t.dir/one.f90 && %cuf90 %t.dir/one.f90 -o %t.dir/one && %t.dir/one | FileCheck %s
! MOD: subroutine ext_bar(x)
! MOD: interface pick
! MOD-NEXT: subroutine pick_i(x)
! MOD: subroutine pick_r(x)
! MOD-NOT: {{^ *}}subroutine
! MOD: end module ifaces
! CHECK: bar 1
! CHECK-NEXT: int 2
! CHECK-NEXT: real 3.0
! CHECK-NEXT: f 7
program use_ifaces
  use ifaces
  implicit none
  call ext_bar(1)
  call pick(2)
  call pick(3.0)
  print '(a, i0)', 'f ', ext_f(3)
end program
subroutine ext_bar(x)
  integer :: x
  print '(a, i0)', 'bar ', x
end subroutine
subroutine pick_i(x)
  integer :: x
  print '(a, i0)', 'int ', x
end subroutine
subroutine pick_r(x)
  real :: x
  print '(a, f3.1)', 'real ', x
end subroutine
integer function ext_f(x)
  integer :: x
  ext_f = x + 4
end function
