// bench_common.h — shared by the CUDA C reference benchmarks: error checks,
// timing with cudaEvents (warm-up, then REPS timed repetitions between two
// events, mean time per repetition) and the one-line result format
// `name GB/s|GFLOP/s value` that scripts/gpu-bench reads.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cuda_runtime.h>

#define CK(call)                                                                  \
    do {                                                                          \
        cudaError_t e_ = (call);                                                  \
        if (e_ != cudaSuccess) {                                                  \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,         \
                    cudaGetErrorString(e_));                                      \
            exit(1);                                                              \
        }                                                                         \
    } while (0)

// Mean milliseconds of one run of f() over `reps` runs, after `warmup` runs.
template <typename F> static double time_ms(F f, int warmup = 2, int reps = 10)
{
    for (int i = 0; i < warmup; i++)
        f();
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    CK(cudaEventRecord(a));
    for (int i = 0; i < reps; i++)
        f();
    CK(cudaEventRecord(b));
    CK(cudaEventSynchronize(b));
    CK(cudaGetLastError());
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, a, b));
    CK(cudaEventDestroy(a));
    CK(cudaEventDestroy(b));
    return ms / reps;
}

static void report(const char *name, const char *unit, double value)
{
    printf("%s %s %.1f\n", name, unit, value);
}

// A benchmark whose result is wrong measures nothing: say so and fail.
static void verify(bool ok, const char *name, const char *what)
{
    if (!ok) {
        fprintf(stderr, "%s: wrong result: %s\n", name, what);
        exit(1);
    }
}
