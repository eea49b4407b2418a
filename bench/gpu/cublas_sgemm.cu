// cublas_sgemm: C = A*B for 4096x4096 floats (column-major) through cuBLAS
// (cublasSgemm of cublas_v2.h, the default math mode), the reference for the
// CUDA Fortran twin that calls the same routine through `use cublas_v2`
// (the module must add nothing: ratio 1.00) and a roof for sgemm's tiled
// kernel. 2*n^3 flops.
#include <cublas_v2.h>
#include "bench_common.h"

int main()
{
    const int n = 4096;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *a, *b, *c;
    CK(cudaMalloc(&a, bytes));
    CK(cudaMalloc(&b, bytes));
    CK(cudaMalloc(&c, bytes));
    float *ha = (float *)malloc(bytes), *hb = (float *)malloc(bytes), *hc = (float *)malloc(bytes);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            ha[i + (size_t)j * n] = (float)((i + 2 * j) % 7) - 3;
            hb[i + (size_t)j * n] = (float)((3 * i + j) % 5) - 2;
        }
    CK(cudaMemcpy(a, ha, bytes, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(b, hb, bytes, cudaMemcpyHostToDevice));
    cublasHandle_t h;
    if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS)
        verify(false, "cublas_sgemm", "cublasCreate failed");
    const float alpha = 1, beta = 0;
    double ms = time_ms([&] { cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a, n, b, n, &beta, c, n); }, 1, 5);
    CK(cudaMemcpy(hc, c, bytes, cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int j = 0; j < n && ok; j += 511)
        for (int i = 0; i < n; i += 257) {
            double s = 0;
            for (int k = 0; k < n; k++)
                s += (double)ha[i + (size_t)k * n] * hb[k + (size_t)j * n];
            ok &= hc[i + (size_t)j * n] == (float)s;   // small integers: exact
        }
    verify(ok, "cublas_sgemm", "C(i,j) differs from the host product");
    cublasDestroy(h);
    report("cublas_sgemm", "GFLOP/s", 2.0 * n * n * (double)n / (ms * 1e6));
    return 0;
}
