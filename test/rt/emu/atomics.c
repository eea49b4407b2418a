// Atomics across blocks that run on different workers at once: LLVM-style
// atomic read-modify-write on host memory (what generated code does) and
// the runtime's ATOMICINC/ATOMICDEC with CUDA's wrap-around semantics.
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t && %t | FileCheck %s
// RUN: env CUF90_EMU_WORKERS=4 %t | FileCheck %s
// CHECK: PASS
#include "emu_test.h"

static void counters(int64_t *sum, uint32_t *inc, uint32_t *dec, int32_t *maxv, uint32_t *hist)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int i = gx(t);
    __atomic_fetch_add(sum, i, __ATOMIC_RELAXED);
    cuf90_emu_atomicinc_u32(inc, 999);     /* counts modulo 1000 */
    cuf90_emu_atomicdec_u32(dec, 9);       /* counts down from 9, wraps to 9 */
    int32_t old = __atomic_load_n(maxv, __ATOMIC_RELAXED);
    while (old < i && !__atomic_compare_exchange_n(maxv, &old, i, 1, __ATOMIC_SEQ_CST,
                                                   __ATOMIC_RELAXED))
        ;
    __atomic_fetch_add(&hist[i % 7], 1, __ATOMIC_RELAXED);
}

EMU_IMAGE(EMU_KERNEL(counters, CUF90_ARG_PTR, CUF90_ARG_PTR, CUF90_ARG_PTR, CUF90_ARG_PTR,
                     CUF90_ARG_PTR))

int main(void)
{
    int nb = 600, bs = 100, n = nb * bs;
    int64_t sum = 0;
    uint32_t inc = 0, dec = 0, hist[7] = {0};
    int32_t maxv = -1;
    int64_t *ps = &sum;
    uint32_t *pi = &inc, *pd = &dec, *ph = hist;
    int32_t *pm = &maxv;
    LAUNCH(0, dim3(nb, 1, 1), dim3(bs, 1, 1), 0, &ps, &pi, &pd, &pm, &ph);
    EXPECT(sum == (int64_t)n * (n - 1) / 2, "sum %lld", (long long)sum);
    EXPECT(inc == (uint32_t)(n % 1000), "inc %u", inc);
    /* dec from 0: first call wraps to 9, so after n calls: (10 - n % 10) % 10 */
    EXPECT(dec == (uint32_t)((10 - n % 10) % 10), "dec %u", dec);
    EXPECT(maxv == n - 1, "max %d", maxv);
    for (int k = 0; k < 7; k++)
        EXPECT(hist[k] == (uint32_t)((n - k + 6) / 7), "hist(%d) %u", k, hist[k]);

    /* the return values and the wrap points themselves */
    uint32_t x = 5;
    EXPECT(cuf90_emu_atomicinc_u32(&x, 5) == 5 && x == 0, "inc at limit: %u", x);
    EXPECT(cuf90_emu_atomicinc_u32(&x, 5) == 0 && x == 1, "inc: %u", x);
    x = 7;
    EXPECT(cuf90_emu_atomicinc_u32(&x, 5) == 7 && x == 0, "inc above limit: %u", x);
    x = 0;
    EXPECT(cuf90_emu_atomicdec_u32(&x, 3) == 0 && x == 3, "dec at zero: %u", x);
    EXPECT(cuf90_emu_atomicdec_u32(&x, 3) == 3 && x == 2, "dec: %u", x);
    x = 8;
    EXPECT(cuf90_emu_atomicdec_u32(&x, 3) == 8 && x == 3, "dec above limit: %u", x);
    return emu_test_done();
}
