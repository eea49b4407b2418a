! Internal procedures reach host variables through a frame of addresses
! passed as a trailing argument; they are local symbols.
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck %s
! CHECK-LABEL: define void @outer_(ptr noalias %n)
! CHECK: %frame = alloca [{{[0-9]+}} x { ptr, i64, ptr }]
! CHECK: call void @outer.add(ptr {{.*}}, ptr %frame)
! CHECK-LABEL: define internal void @outer.add(ptr noalias %k, ptr %host.frame)
subroutine outer(n)
  integer :: n, total
  total = 0
  call add(n)
  n = total
contains
  subroutine add(k)
    integer :: k
    total = total + k
  end subroutine add
end subroutine outer
