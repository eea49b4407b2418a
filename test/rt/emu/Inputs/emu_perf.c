/* emu_perf.c — the emulator's figures in docs/emulator.md, measured on
 * the launching machine (a benchmark, not a test: perf.c runs it small to
 * check that it still works, and nothing in CI reads the times).
 *   cc -O2 -I rt -I test/rt/emu/Inputs -c test/rt/emu/Inputs/emu_perf.c
 *   build/driver/cuf90 emu_perf.o -o emu_perf && ./emu_perf [scale]
 * scale 1 (default) is the target: a 2^20-element reduction in 4096
 * blocks of 256 threads with 9 SYNCTHREADS each; 1024-thread blocks with 3
 * barriers per iteration, 20 iterations; a no-barrier kernel (saxpy) of
 * 2^22 threads; a warp-shuffle reduction of 2^20 elements. */
#include <time.h>
#include "emu_test.h"

static double clock_s(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* wall and CPU seconds since the last call (CPU time of all workers: on a
 * loaded machine it is the steadier figure) */
static double wall0, cpu0;
static void start(void)
{
    wall0 = clock_s(CLOCK_MONOTONIC);
    cpu0 = clock_s(CLOCK_PROCESS_CPUTIME_ID);
}
static void report(const char *what)
{
    printf("%-62s wall %.3f s, cpu %.3f s\n", what, clock_s(CLOCK_MONOTONIC) - wall0,
           clock_s(CLOCK_PROCESS_CPUTIME_ID) - cpu0);
}

static void reduce(const float *x, float *sums, int32_t n)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    float *s = t->dyn_shared;
    int tid = t->threadidx.x, i = gx(t);
    s[tid] = i < n ? x[i] : 0.0f;
    cuf90_emu_syncthreads();
    for (int stride = t->blockdim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            s[tid] += s[tid + stride];
        cuf90_emu_syncthreads();
    }
    if (tid == 0)
        sums[t->blockidx.x] = s[0];
}

static _Thread_local float tile[1024];

static void stencil(float *a, int32_t iters)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int tid = t->threadidx.x, n = t->blockdim.x;
    float *mine = a + (size_t)t->blockidx.x * n;
    for (int it = 0; it < iters; it++) {
        tile[tid] = mine[tid];
        cuf90_emu_syncthreads();
        float v = 0.5f * tile[tid] + 0.25f * (tile[(tid + n - 1) % n] + tile[(tid + 1) % n]);
        cuf90_emu_syncthreads();
        mine[tid] = v;
        cuf90_emu_syncthreads();
    }
}

static void saxpy(float *y, const float *x, float a, int32_t n)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int i = gx(t);
    if (i < n)
        y[i] += a * x[i];
}

static void warp_reduce(const float *x, float *sums)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    float v = x[gx(t)];
    for (int off = 16; off > 0; off >>= 1)
        v += cuf90_emu_shfl_down_f32(0xffffffffu, v, off, 32);
    if (t->lane == 0)
        sums[gx(t) / 32] = v;
}

EMU_IMAGE(EMU_KERNEL(reduce, CUF90_ARG_PTR, CUF90_ARG_PTR, CUF90_ARG_I32),
          EMU_KERNEL(stencil, CUF90_ARG_PTR, CUF90_ARG_I32),
          EMU_KERNEL(saxpy, CUF90_ARG_PTR, CUF90_ARG_PTR, CUF90_ARG_F32, CUF90_ARG_I32),
          EMU_KERNEL(warp_reduce, CUF90_ARG_PTR, CUF90_ARG_PTR))

int main(int argc, char **argv)
{
    int scale = argc > 1 ? atoi(argv[1]) : 1;   /* 0: small, for the test */
    int32_t n = scale ? 1 << 20 : 1 << 12;
    float *x = malloc(sizeof(float) << 22), *y = malloc(sizeof(float) << 22);
    float *sums = malloc(sizeof(float) << 17);
    for (int i = 0; i < 1 << 22; i++)
        x[i] = (float)(i % 5), y[i] = 1.0f;

    start();
    LAUNCH(0, dim3(n / 256, 1, 1), dim3(256, 1, 1), 256 * sizeof(float), &x, &sums, &n);
    report("reduce: 2^20 threads, 256 per block, 9 barriers");
    double total = 0, want = 0;
    for (int b = 0; b < n / 256; b++)
        total += sums[b];
    for (int i = 0; i < n; i++)
        want += x[i];
    EXPECT(total == want, "reduction %g, expected %g", total, want);

    int32_t iters = scale ? 20 : 2, nb = scale ? 64 : 2;
    start();
    LAUNCH(1, dim3(nb, 1, 1), dim3(1024, 1, 1), 0, &y, &iters);
    report("stencil: 64 blocks of 1024 threads, 60 barriers");
    EXPECT(y[0] == 1.0f && y[nb * 1024 - 1] == 1.0f, "stencil %g", y[0]);

    int32_t m = scale ? 1 << 22 : 1 << 12;
    float a = 2.0f;
    start();
    LAUNCH(2, dim3(m / 256, 1, 1), dim3(256, 1, 1), 0, &y, &x, &a, &m);
    report("saxpy: 2^22 threads, no barrier");
    EXPECT(y[7] == 1.0f + 2.0f * 2.0f, "saxpy %g", y[7]);

    start();
    LAUNCH(3, dim3(n / 256, 1, 1), dim3(256, 1, 1), 0, &x, &sums);
    report("shuffle: 2^20 threads, 5 shfl_down");
    EXPECT(sums[0] == 61.0f, "warp reduction %g", sums[0]);   /* 6*(0+1+2+3+4) + 0 + 1 */
    return emu_test_done();
}
