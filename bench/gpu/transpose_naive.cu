// transpose_naive: b(j,i) = a(i,j) for 8192x8192 floats (column-major, as
// Fortran stores them), 32x8 threads per block, each thread 4 elements
// (rows y, y+8, y+16, y+24 of a 32x32 tile); reads coalesced, writes strided.
#include "bench_common.h"

const int TILE = 32, ROWS = 8;

__global__ void transpose_naive(int n, const float *__restrict__ a, float *__restrict__ b)
{
    int i = blockIdx.x * TILE + threadIdx.x;
    int j = blockIdx.y * TILE + threadIdx.y;
    for (int k = 0; k < TILE; k += ROWS)
        b[(j + k) + (size_t)i * n] = a[i + (size_t)(j + k) * n];
}

int main()
{
    const int n = 8192;
    size_t bytes = (size_t)n * n * 4;
    float *a, *b;
    CK(cudaMalloc(&a, bytes));
    CK(cudaMalloc(&b, bytes));
    float *h = (float *)malloc(bytes);
    for (size_t k = 0; k < (size_t)n * n; k++)
        h[k] = (float)(k % 65521);
    CK(cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice));
    dim3 grid(n / TILE, n / TILE), block(TILE, ROWS);
    double ms = time_ms([&] { transpose_naive<<<grid, block>>>(n, a, b); }, 2, 20);
    float *t = (float *)malloc(bytes);
    CK(cudaMemcpy(t, b, bytes, cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int j = 0; j < n && ok; j += 97)
        for (int i = 0; i < n; i += 89)
            ok &= t[j + (size_t)i * n] == h[i + (size_t)j * n];
    verify(ok, "transpose_naive", "b(j,i) /= a(i,j)");
    report("transpose_naive", "GB/s", 2.0 * bytes / (ms * 1e6));
    return 0;
}
