// 1024-thread blocks (x*y*z = 16*8*8, the maximum) with several barriers per
// iteration: a Hillis-Steele scan in shared memory, repeated, and a barrier
// reached from inside a loop whose trip count differs per block.
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t && %t | FileCheck %s
// CHECK: PASS
#include "emu_test.h"

static _Thread_local int64_t buf[2][1024];

static void scan(int64_t *out, int32_t iters)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int tid = t->linear, n = t->nthreads;
    int64_t acc = 0;
    for (int it = 0; it < iters + t->blockidx.x; it++) {
        int cur = 0;
        buf[0][tid] = tid + it;
        cuf90_emu_syncthreads();
        for (int d = 1; d < n; d <<= 1) {
            int64_t v = buf[cur][tid] + (tid >= d ? buf[cur][tid - d] : 0);
            buf[cur ^ 1][tid] = v;
            cur ^= 1;
            cuf90_emu_syncthreads();
        }
        acc += buf[cur][tid];
        cuf90_emu_syncthreads();
    }
    out[(size_t)t->blockidx.x * n + tid] = acc;
}

EMU_IMAGE(EMU_KERNEL(scan, CUF90_ARG_PTR, CUF90_ARG_I32))

int main(void)
{
    int nb = 6, n = 1024;
    int32_t iters = 3;
    int64_t *out = calloc((size_t)nb * n, sizeof *out);
    LAUNCH(0, dim3(nb, 1, 1), dim3(16, 8, 8), 0, &out, &iters);
    for (int b = 0; b < nb; b++)
        for (int tid = 0; tid < n; tid++) {
            int64_t want = 0;
            for (int it = 0; it < iters + b; it++)   /* sum_{k<=tid} (k + it) */
                want += (int64_t)tid * (tid + 1) / 2 + (int64_t)(tid + 1) * it;
            EXPECT(out[(size_t)b * n + tid] == want, "block %d thread %d: %lld, expected %lld",
                   b, tid, (long long)out[(size_t)b * n + tid], (long long)want);
        }
    return emu_test_done();
}
