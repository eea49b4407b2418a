// An emulated thread that overflows its fiber's stack hits the guard page
// and is reported with the kernel, block and thread instead of a bare
// SIGSEGV; CUF90_EMU_STACK_SIZE gives every emulated thread a bigger stack.
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t
// RUN: %expect-exit 2 %t 2>&1 | FileCheck --check-prefix=OVER %s
// OVER: emu.cuf:[[#@LINE+34]]: error: kernel 'deep' failed: stack overflow in block (1,1,1), thread (1,1,1): the emulated thread's stack of 256 KiB is too small (set CUF90_EMU_STACK_SIZE)
// RUN: env CUF90_EMU_STACK_SIZE=4M %t | FileCheck --check-prefix=BIG %s
// BIG: PASS
// Any other fault in a kernel fails the launch as an illegal address
// (test/rt/emu/kernel_fault.cuf), not the process.
// RUN: %t null 2>&1 | FileCheck --check-prefix=NULL %s
// NULL-NOT: stack overflow
// NULL: error: kernel 'deep' failed: illegal address 0x0 in block (1,1,1), thread (1,1,1)
#include "emu_test.h"

/* about 1 KiB of stack per level, touched page after page */
__attribute__((noinline)) static int64_t descend(int n)
{
    volatile char frame[1000];
    frame[0] = (char)n;
    frame[999] = (char)n;
    int64_t below = n ? descend(n - 1) : 0;
    return below + frame[0] + frame[999];
}

static void deep(int64_t *out, int32_t depth)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    out[t->linear] = descend(depth);
}

EMU_IMAGE(EMU_KERNEL(deep, CUF90_ARG_PTR, CUF90_ARG_I32))

int main(int argc, char **argv)
{
    int64_t out[4] = {0}, *p = out;
    int32_t depth = 1000;   /* about 1 MB */
    if (argc > 1)
        p = NULL, depth = 0;
    LAUNCH(0, dim3(1, 1, 1), dim3(4, 1, 1), 0, &p, &depth);
    int64_t want = 0;
    for (int n = 0; n <= depth; n++)
        want += 2 * (char)n;
    for (int i = 0; i < 4; i++)
        EXPECT(out[i] == want, "thread %d: %lld, expected %lld", i, (long long)out[i],
               (long long)want);
    return emu_test_done();
}
