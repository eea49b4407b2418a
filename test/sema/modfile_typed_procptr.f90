! Procedure pointers declared PROCEDURE(type-spec) or PROCEDURE() (implicit
! interfaces: a function of that type, or either kind) in a module, used
! from its .mod file and in the same file: module variables, dummies and
! PROCEDURE(type-spec) externals keep their types (they were "no IMPLICIT
! type" through the .mod file).
! RUN: rm -rf %t.dir && mkdir -p %t.dir
! RUN: %cuf90 -c -module %t.dir %S/Inputs/modfile_typed_procptr_lib.f90 -o %t.dir/lib.o
! RUN: FileCheck --check-prefix=MOD %s < %t.dir/typed_procptrs.mod
! RUN: %cuf90 -module %t.dir %s %t.dir/lib.o -o %t.dir/prog && %t.dir/prog | FileCheck %s
! RUN: cat %S/Inputs/modfile_typed_procptr_lib.f90 %s > %t.dir/one.f90 && %cuf90 %t.dir/one.f90 -o %t.dir/one && %t.dir/one | FileCheck %s
! MOD-DAG: integer(4), external :: iext
! MOD-DAG: procedure(real(4)), pointer :: mp
! MOD-DAG: procedure(real(8)), pointer :: dp
! MOD-DAG: procedure(), pointer :: sp
! MOD-DAG: procedure(real(4)), pointer, intent(in) :: f
! CHECK: 6.0 9.0 T 40
! CHECK-NEXT: 6.00
! CHECK-NEXT: hello 7
! CHECK-NEXT: 3.0
! CHECK-NEXT: F
program use_typed_procptrs
  use typed_procptrs
  implicit none
  procedure(real), pointer :: q
  mp => two
  dp => three
  sp => hello
  print '(f3.1, 1x, f3.1, 1x, l1, 1x, i0)', mp(3.0), apply(mp, 4.0), associated(mp, two), iext(4)
  print '(f4.2)', dp(2d0)
  call sp(7)
  call setp(q)
  print '(f3.1)', q(1.5)
  nullify(mp)
  print '(l1)', associated(mp)
end program
