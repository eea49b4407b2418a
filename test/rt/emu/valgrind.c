// Emulated kernels run under valgrind's memcheck: fiber stacks are
// registered, so barriers and shuffles switch stacks without a false
// report, and an out-of-bounds store in device code is caught at its line.
// REQUIRES: valgrind
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t
// RUN: env CUF90_EMU_WORKERS=2 valgrind -q --error-exitcode=9 %t 2>&1 | FileCheck --check-prefix=CLEAN %s
// CLEAN-NOT: Invalid
// CLEAN-NOT: switching stacks
// CLEAN: PASS
// RUN: env CUF90_EMU_WORKERS=1 %expect-exit 9 valgrind -q --error-exitcode=9 %t oob 2>&1 | FileCheck --check-prefix=OOB %s
// OOB: Invalid write of size 4
// OOB-NEXT: at {{.*}}: store (valgrind.c:[[#@LINE+17]])
#include "emu_test.h"

static void work(int32_t *out)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int32_t *s = t->dyn_shared;
    s[t->linear] = t->linear;
    cuf90_emu_syncthreads();
    int32_t v = s[t->nthreads - 1 - t->linear];
    v += cuf90_emu_shfl_xor_i32(0xffffffffu, v, 1, 32);
    out[gx(t)] = v;
}

/* one element past the end for the last thread */
__attribute__((noinline)) static void store(int32_t *out, int i)
{
    out[i] = i;
}

static void oob(int32_t *out)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    store(out, gx(t));
}

EMU_IMAGE(EMU_KERNEL(work, CUF90_ARG_PTR), EMU_KERNEL(oob, CUF90_ARG_PTR))

int main(int argc, char **argv)
{
    int nb = 4, bs = 64;
    int32_t *out = malloc(sizeof(int32_t) * nb * bs);
    if (argc > 1) {
        int32_t *short_out = malloc(sizeof(int32_t) * (nb * bs - 1));
        LAUNCH(1, dim3(nb, 1, 1), dim3(bs, 1, 1), 0, &short_out);
        free(short_out);
        return 0;
    }
    LAUNCH(0, dim3(nb, 1, 1), dim3(bs, 1, 1), bs * 4, &out);
    for (int i = 0; i < nb * bs; i++) {
        int l = i % bs, v = bs - 1 - l, w = bs - 1 - (l ^ 1);
        EXPECT(out[i] == v + w, "thread %d: %d, expected %d", i, out[i], v + w);
    }
    free(out);
    return emu_test_done();
}
