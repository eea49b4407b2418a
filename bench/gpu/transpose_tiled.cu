// transpose_tiled: b(j,i) = a(i,j) for 8192x8192 floats (column-major)
// through a 32x33 shared-memory tile (one column of padding avoids bank
// conflicts), 32x8 threads per block, each thread 4 elements; reads and
// writes both coalesced.
#include "bench_common.h"

const int TILE = 32, ROWS = 8;

__global__ void transpose_tiled(int n, const float *__restrict__ a, float *__restrict__ b)
{
    __shared__ float tile[TILE][TILE + 1];
    int i = blockIdx.x * TILE + threadIdx.x;
    int j = blockIdx.y * TILE + threadIdx.y;
    for (int k = 0; k < TILE; k += ROWS)
        tile[threadIdx.y + k][threadIdx.x] = a[i + (size_t)(j + k) * n];
    __syncthreads();
    i = blockIdx.y * TILE + threadIdx.x;
    j = blockIdx.x * TILE + threadIdx.y;
    for (int k = 0; k < TILE; k += ROWS)
        b[i + (size_t)(j + k) * n] = tile[threadIdx.x][threadIdx.y + k];
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
    double ms = time_ms([&] { transpose_tiled<<<grid, block>>>(n, a, b); }, 2, 20);
    float *t = (float *)malloc(bytes);
    CK(cudaMemcpy(t, b, bytes, cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int j = 0; j < n && ok; j += 97)
        for (int i = 0; i < n; i += 89)
            ok &= t[j + (size_t)i * n] == h[i + (size_t)j * n];
    verify(ok, "transpose_tiled", "b(j,i) /= a(i,j)");
    report("transpose_tiled", "GB/s", 2.0 * bytes / (ms * 1e6));
    return 0;
}
