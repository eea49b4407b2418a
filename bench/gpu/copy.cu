// copy: b = a over 2^28 floats, 256 threads per block, each thread EPT = 8
// elements one block-width apart (a block covers 2048 consecutive elements):
// the 8 loads are independent and all issued before the stores, so enough
// bytes are in flight to fill HBM. Bandwidth counts one read and one write
// per element. copy1 is the one-element-per-thread shape.
#include "bench_common.h"

constexpr int EPT = 8;

__global__ void copy(int n, const float *__restrict__ a, float *__restrict__ b)
{
    int bd = blockDim.x;
    int i = blockIdx.x * bd * EPT + threadIdx.x;
    if (i + (EPT - 1) * bd < n) {
        float v[EPT];
#pragma unroll
        for (int u = 0; u < EPT; u++)
            v[u] = a[i + u * bd];
#pragma unroll
        for (int u = 0; u < EPT; u++)
            b[i + u * bd] = v[u];
    } else {
        for (int u = 0; u < EPT; u++)
            if (i + u * bd < n)
                b[i + u * bd] = a[i + u * bd];
    }
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
    double ms = time_ms([&] { copy<<<(n + 256 * EPT - 1) / (256 * EPT), 256>>>(n, a, b); }, 2, 20);
    CK(cudaMemcpy(h, b, (size_t)n * 4, cudaMemcpyDeviceToHost));
    verify(h[n - 1] == (float)((n - 1) % 1000) && h[12345] == 345.0f, "copy", "b(n)");
    report("copy", "GB/s", 2.0 * n * 4 / (ms * 1e6));
    return 0;
}
