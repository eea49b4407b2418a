// gdb can break in an emulated kernel running on a fiber: ordinary frames
// on the fiber's stack, down to emu_fiber_start where the backtrace ends
// cleanly (its return address column is undefined), and the emulated
// thread's state is readable.
// REQUIRES: gdb
// RUN: %emu-cc -O0 %s -o %t.o && %cuf90 %t.o -o %t
// RUN: gdb -batch -nx -ex 'break gdb.c:%(line+15) if t->threadidx.x == 2' -ex run -ex bt -ex 'print t->threadidx' -ex 'print *out' -ex continue %t 2>&1 | FileCheck %s
// CHECK: Breakpoint 1, bp_kernel
// CHECK: #0 {{.*}}bp_kernel
// CHECK: emu_fiber_main
// CHECK-NEXT: emu_fiber_start
// CHECK-NOT: Backtrace stopped
// CHECK: $1 = {x = 2, y = 0, z = 0}
// CHECK: $2 = 44
// CHECK: PASS
#include "emu_test.h"

__attribute__((noinline)) static void bp_kernel(int32_t *out)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    cuf90_emu_syncthreads();               /* the thread resumes on its own fiber */
    __atomic_fetch_add(out, t->threadidx.x, __ATOMIC_RELAXED);
}

EMU_IMAGE(EMU_KERNEL(bp_kernel, CUF90_ARG_PTR))

int main(void)
{
    int32_t total = 40, *p = &total;
    LAUNCH(0, dim3(1, 1, 1), dim3(4, 1, 1), 0, &p);
    EXPECT(total == 46, "total %d", total);
    return emu_test_done();
}
