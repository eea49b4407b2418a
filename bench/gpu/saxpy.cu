// saxpy: y = a*x + y over 2^28 floats, 256 threads per block, each thread
// EPT = 8 elements one block-width apart, all loads issued before the
// stores (the shape of copy.cu); saxpy1 is one element per thread. Bandwidth counts 3 arrays' worth of traffic (read x, y; write y).
#include "bench_common.h"

constexpr int EPT = 8;

__global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y)
{
    int bd = blockDim.x;
    int i = blockIdx.x * bd * EPT + threadIdx.x;
    if (i + (EPT - 1) * bd < n) {
        float vx[EPT], vy[EPT];
#pragma unroll
        for (int u = 0; u < EPT; u++) {
            vx[u] = x[i + u * bd];
            vy[u] = y[i + u * bd];
        }
#pragma unroll
        for (int u = 0; u < EPT; u++)
            y[i + u * bd] = a * vx[u] + vy[u];
    } else {
        for (int u = 0; u < EPT; u++)
            if (i + u * bd < n)
                y[i + u * bd] = a * x[i + u * bd] + y[i + u * bd];
    }
}

int main()
{
    const int n = 1 << 28;
    float *x, *y;
    CK(cudaMalloc(&x, (size_t)n * 4));
    CK(cudaMalloc(&y, (size_t)n * 4));
    float *h = (float *)malloc((size_t)n * 4);
    for (int i = 0; i < n; i++)
        h[i] = 1.0f;
    CK(cudaMemcpy(x, h, (size_t)n * 4, cudaMemcpyHostToDevice));
    CK(cudaMemset(y, 0, (size_t)n * 4));
    const int reps = 20, warmup = 2;
    double ms = time_ms([&] { saxpy<<<(n + 256 * EPT - 1) / (256 * EPT), 256>>>(n, 2.0f, x, y); }, warmup, reps);
    CK(cudaMemcpy(h, y, (size_t)n * 4, cudaMemcpyDeviceToHost));
    float want = 2.0f * (warmup + reps);
    verify(h[0] == want && h[n - 1] == want, "saxpy", "y(1) or y(n)");
    report("saxpy", "GB/s", 3.0 * n * 4 / (ms * 1e6));
    return 0;
}
