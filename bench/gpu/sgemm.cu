// sgemm: C = A*B for 4096x4096 floats (column-major), 32x32 threads per
// block, each thread one element of C; A and B pass through 32x32 shared
// tiles (k-loop over tiles, two __syncthreads per tile). 2*n^3 flops.
#include "bench_common.h"

const int T = 32;

__global__ void sgemm(int n, const float *__restrict__ a, const float *__restrict__ b,
                      float *__restrict__ c)
{
    __shared__ float as[T][T], bs[T][T];
    int i = blockIdx.x * T + threadIdx.x;   // row of C
    int j = blockIdx.y * T + threadIdx.y;   // column of C
    float acc = 0.0f;
    for (int kt = 0; kt < n; kt += T) {
        as[threadIdx.y][threadIdx.x] = a[i + (size_t)(kt + threadIdx.y) * n];   // A(i, kt+ty)
        bs[threadIdx.y][threadIdx.x] = b[(kt + threadIdx.x) + (size_t)j * n];   // B(kt+tx, j)
        __syncthreads();
        for (int k = 0; k < T; k++)
            acc += as[k][threadIdx.x] * bs[threadIdx.y][k];
        __syncthreads();
    }
    c[i + (size_t)j * n] = acc;
}

int main()
{
    const int n = 4096;
    size_t bytes = (size_t)n * n * 4;
    float *a, *b, *c;
    CK(cudaMalloc(&a, bytes));
    CK(cudaMalloc(&b, bytes));
    CK(cudaMalloc(&c, bytes));
    float *ha = (float *)malloc(bytes), *hb = (float *)malloc(bytes), *hc = (float *)malloc(bytes);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            ha[i + (size_t)j * n] = (float)((i + 2 * j) % 7) - 3.0f;
            hb[i + (size_t)j * n] = (float)((3 * i + j) % 5) - 2.0f;
        }
    CK(cudaMemcpy(a, ha, bytes, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(b, hb, bytes, cudaMemcpyHostToDevice));
    dim3 grid(n / T, n / T), block(T, T);
    double ms = time_ms([&] { sgemm<<<grid, block>>>(n, a, b, c); }, 1, 5);
    CK(cudaMemcpy(hc, c, bytes, cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int j = 0; j < n && ok; j += 511)
        for (int i = 0; i < n; i += 257) {
            double s = 0;
            for (int k = 0; k < n; k++)
                s += (double)ha[i + (size_t)k * n] * hb[k + (size_t)j * n];
            ok &= hc[i + (size_t)j * n] == (float)s;   // small integers: exact
        }
    verify(ok, "sgemm", "C(i,j) differs from the host product");
    report("sgemm", "GFLOP/s", 2.0 * n * n * (double)n / (ms * 1e6));
    return 0;
}
