// Block reductions of 2^20 elements in 4096 blocks of 256 threads (9
// SYNCTHREADS each): one kernel in dynamic shared memory, one in a static
// SHARED array compiled as _Thread_local (one instance per worker, valid
// because a worker runs one block at a time).
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t && %t | FileCheck %s
// RUN: env CUF90_EMU_WORKERS=1 %t | FileCheck %s
// RUN: env CUF90_EMU_WORKERS=5 %t | FileCheck %s
// CHECK: PASS
#include "emu_test.h"

static void tree(int32_t *s, const cuf90_emu_thread *t)
{
    int tid = t->threadidx.x;
    for (int stride = t->blockdim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            s[tid] += s[tid + stride];
        cuf90_emu_syncthreads();
    }
}

static void reduce_dyn(const int32_t *x, int64_t *sums, int32_t n)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int32_t *s = t->dyn_shared;
    int i = gx(t);
    s[t->threadidx.x] = i < n ? x[i] : 0;
    cuf90_emu_syncthreads();
    tree(s, t);
    if (t->threadidx.x == 0)
        sums[t->blockidx.x] = s[0];
}

static _Thread_local int32_t s_static[256];

static void reduce_static(const int32_t *x, int64_t *sums, int32_t n)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int i = gx(t);
    s_static[t->threadidx.x] = i < n ? x[i] : 0;
    cuf90_emu_syncthreads();
    tree(s_static, t);
    if (t->threadidx.x == 0)
        sums[t->blockidx.x] = s_static[0];
}

EMU_IMAGE(EMU_KERNEL(reduce_dyn, CUF90_ARG_PTR, CUF90_ARG_PTR, CUF90_ARG_I32),
          EMU_KERNEL(reduce_static, CUF90_ARG_PTR, CUF90_ARG_PTR, CUF90_ARG_I32))

int main(void)
{
    int32_t n = 1 << 20;
    int nb = n / 256;
    int32_t *x = malloc(n * sizeof *x);
    int64_t *sums = malloc(nb * sizeof *sums);
    for (int i = 0; i < n; i++)
        x[i] = (i * 7 + 3) % 11;
    for (int k = 0; k < 2; k++) {
        memset(sums, 0xff, nb * sizeof *sums);
        LAUNCH(k, dim3(nb, 1, 1), dim3(256, 1, 1), k == 0 ? 256 * 4 : 0, &x, &sums, &n);
        for (int b = 0; b < nb; b++) {
            int64_t want = 0;
            for (int i = b * 256; i < (b + 1) * 256; i++)
                want += x[i];
            EXPECT(sums[b] == want, "kernel %d block %d: %lld, expected %lld", k, b,
                   (long long)sums[b], (long long)want);
        }
    }
    return emu_test_done();
}
