! The C ABI of BIND(C) VALUE dummies that C passes in registers: a
! CHARACTER(1) VALUE is a char (cuBLAS's legacy cublasSgemm('n', ...)), a
! COMPLEX(4) VALUE a float _Complex (<2 x float>, one SSE register, not two
! floats), caller and callee alike; an interface body in a module declares
! an external procedure (name_, as gfortran), also as a generic's specific.
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck %s
! CHECK-DAG: define void @defined_here(i8 %t, <2 x float> %z, { double, double } %w)
! CHECK-DAG: call void @c_chr(i8 %char, i32 3)
! CHECK-DAG: call void @c_cplx(<2 x float> <float 1.000000e+00, float 2.000000e+00>, { double, double } { double 3.000000e+00, double 4.000000e+00 })
! CHECK-DAG: call void @ext_plain_(ptr
! CHECK-DAG: call void @ext_generic_(ptr
! CHECK-NOT: _MOD_ext_
module bind_c_value_abi
  use iso_c_binding
  implicit none
  interface
    subroutine c_chr(t, n) bind(c, name='c_chr')
      import :: c_char, c_int
      character(1, c_char), value :: t
      integer(c_int), value :: n
    end subroutine
    subroutine c_cplx(z, w) bind(c, name='c_cplx')
      import :: c_float_complex, c_double_complex
      complex(c_float_complex), value :: z
      complex(c_double_complex), value :: w
    end subroutine
    subroutine ext_plain(n)
      integer :: n
    end subroutine
  end interface
  interface gen
    subroutine ext_generic(x)
      real :: x
    end subroutine
  end interface
contains
  subroutine defined_here(t, z, w) bind(c, name='defined_here')
    character(1, c_char), value :: t
    complex(c_float_complex), value :: z
    complex(c_double_complex), value :: w
    print *, t, z, w
  end subroutine
  subroutine use_them()
    call c_chr('n', 3)
    call c_cplx((1.0, 2.0), (3d0, 4d0))
    call ext_plain(1)
    call gen(1.0)
  end subroutine
end module
