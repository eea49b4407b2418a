// SYNCTHREADS_COUNT/_AND/_OR return the block-wide result to every thread,
// back to back (the result of one barrier survives the next arrival), in
// blocks whose size is not a multiple of 32.
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t && %t | FileCheck %s
// CHECK: PASS
#include "emu_test.h"

static void forms(int32_t *res)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int tid = t->linear + 1;            /* threadidx as Fortran sees it, 1-based linear */
    int32_t *r = res + (t->blockidx.x * t->nthreads + t->linear) * 6;
    r[0] = cuf90_emu_syncthreads_count(tid % 3 == 0);
    r[1] = cuf90_emu_syncthreads_and(tid > 0);
    r[2] = cuf90_emu_syncthreads_and(tid != 17);
    r[3] = cuf90_emu_syncthreads_or(tid == 17);
    r[4] = cuf90_emu_syncthreads_or(0);
    r[5] = cuf90_emu_syncthreads_count(1);
    cuf90_emu_threadfence();
    cuf90_emu_threadfence_block();
    cuf90_emu_threadfence_system();
}

EMU_IMAGE(EMU_KERNEL(forms, CUF90_ARG_PTR))

int main(void)
{
    int shapes[][3] = {{96, 1, 1}, {5, 4, 3}, {1, 1, 1}, {1000, 1, 1}};
    for (int s = 0; s < 4; s++) {
        int n = shapes[s][0] * shapes[s][1] * shapes[s][2];
        int nb = 3;
        int32_t *res = calloc((size_t)n * nb * 6, sizeof *res);
        LAUNCH(0, dim3(nb, 1, 1), dim3(shapes[s][0], shapes[s][1], shapes[s][2]), 0, &res);
        int want[6] = {n / 3, 1, n < 17, n >= 17, 0, n};
        for (int i = 0; i < n * nb; i++)
            for (int k = 0; k < 6; k++)
                EXPECT(res[i * 6 + k] == want[k], "shape %d thread %d form %d: %d, expected %d", s,
                       i, k, res[i * 6 + k], want[k]);
        free(res);
    }
    return emu_test_done();
}
