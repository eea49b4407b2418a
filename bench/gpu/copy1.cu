// copy1: b = a over 2^28 floats, one element per thread, 256 threads per block.
// Bandwidth counts one read and one write per element.
#include "bench_common.h"

__global__ void copy1(int n, const float *__restrict__ a, float *__restrict__ b)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        b[i] = a[i];
}

int main()
{
    const int n = 1 << 28;
    float *a, *b;
    CK(cudaMalloc(&a, (size_t)n * 4));
    CK(cudaMalloc(&b, (size_t)n * 4));
    float *h = (float *)malloc((size_t)n * 4);
    for (int i = 0; i < n; i++)
        h[i] = (float)(i % 1000);
    CK(cudaMemcpy(a, h, (size_t)n * 4, cudaMemcpyHostToDevice));
    double ms = time_ms([&] { copy1<<<(n + 255) / 256, 256>>>(n, a, b); }, 2, 20);
    CK(cudaMemcpy(h, b, (size_t)n * 4, cudaMemcpyDeviceToHost));
    verify(h[n - 1] == (float)((n - 1) % 1000) && h[12345] == 345.0f, "copy1", "b(n)");
    report("copy1", "GB/s", 2.0 * n * 4 / (ms * 1e6));
    return 0;
}
