// saxpy1: y = a*x + y over 2^28 floats, one element per thread, 256 threads
// per block. Bandwidth counts 3 arrays' worth of traffic (read x, y; write y).
#include "bench_common.h"

__global__ void saxpy1(int n, float a, const float *__restrict__ x, float *__restrict__ y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
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
    double ms = time_ms([&] { saxpy1<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y); }, warmup, reps);
    CK(cudaMemcpy(h, y, (size_t)n * 4, cudaMemcpyDeviceToHost));
    float want = 2.0f * (warmup + reps);
    verify(h[0] == want && h[n - 1] == want, "saxpy1", "y(1) or y(n)");
    report("saxpy1", "GB/s", 3.0 * n * 4 / (ms * 1e6));
    return 0;
}
