! Call sites: variables by address, expressions through temporaries, VALUE by
! value, character lengths appended, module procedures by mangled name.
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck %s
! CHECK-LABEL: define void @MAIN__()
! CHECK: call void @__callee_m_MOD_work(ptr {{.*}}, i32 {{.*}}, ptr {{.*}}, i64 5)
! CHECK: call void @ext_(ptr {{.*}}, ptr {{.*}})
! CHECK: call float @f_(ptr
module callee_m
contains
  subroutine work(a, v, s)
    integer :: a
    integer, value :: v
    character(len=*) :: s
    a = v + len(s)
  end subroutine work
end module callee_m

program calls
  use callee_m
  integer :: i
  real :: r, f
  character(len=5) :: name
  name = 'hello'
  call work(i, i + 1, name)
  call ext(i, i * 2)
  r = f(r + 1.0)
end program calls
