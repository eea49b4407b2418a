! Module files: one compilation writes geom.mod (versioned, deterministic
! text), another reads it and sees types, constants, variables, generics,
! operators and procedure interfaces.
! RUN: rm -rf %t.dir && mkdir -p %t.dir
! RUN: %cuf90 -c -module %t.dir %S/Inputs/modfile_lib.f90 -o %t.dir/lib.o
! RUN: FileCheck --check-prefix=MOD %s < %t.dir/geom.mod
! RUN: cp %t.dir/geom.mod %t.dir/first.mod
! RUN: %cuf90 -c -module %t.dir %S/Inputs/modfile_lib.f90 -o %t.dir/lib.o
! RUN: cmp %t.dir/geom.mod %t.dir/first.mod
! RUN: %cuf90 --dump-symbols -module %t.dir %s | FileCheck %s
! RUN: not %cuf90 -fsyntax-only -I %t.dir %S/Inputs/modfile_bad_use.f90 2>&1 | FileCheck --check-prefix=BAD %s
program use_geom
  use geom
  implicit none
  type(vec) :: a, b
  real(wp) :: n
  a = vec(1, 2, [1, 2])
  b = a + origin
  call scale(a, 2.0_wp)
  call scale(b, 3)
  n = norm(a) + table(2) + len(label)
  allocate(samples(3, 4))
end program
! MOD: cuf90-mod 1
! MOD-NEXT: module geom
! MOD-NEXT:   use iso_c_binding, only: c_int
! MOD-NEXT:   implicit none
! MOD-NEXT:   private
! MOD:        integer(4), parameter, dimension(1:3) :: table = [INTEGER(4) :: 10_4, 20_4, 30_4]
! MOD:        subroutine scale_i(v, n, opt)
! MOD:        function lib_version(buf, n) bind(c, name="geom_version")
! MOD:      end module geom
! CHECK-LABEL: program use_geom
! CHECK: a: variable TYPE(vec) space=host
! CHECK: n: variable REAL(8) space=host
! BAD: error: 'internal_t' is not a public entity of module 'geom'
! BAD: error: No specific procedure of generic 'scale' matches the actual arguments (TYPE(vec), CHARACTER(1))
