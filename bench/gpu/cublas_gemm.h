// cublas_gemm.h — the cuBLAS GEMM references (cublas_sgemm.cu,
// cublas_dgemm.cu): C = A*B for 4096x4096 matrices of T (column-major)
// through cuBLAS's v2 API in the default math mode, with the data and the
// exact check of sgemm.cu (small integers). 2*n^3 flops.
#pragma once
#include <cublas_v2.h>
#include "bench_common.h"

template <typename T>
using gemm_fn = cublasStatus_t (*)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
                                   const T *, const T *, int, const T *, int, const T *, T *, int);

template <typename T> static int gemm_bench(const char *name, gemm_fn<T> gemm)
{
    const int n = 4096;
    size_t bytes = (size_t)n * n * sizeof(T);
    T *a, *b, *c;
    CK(cudaMalloc(&a, bytes));
    CK(cudaMalloc(&b, bytes));
    CK(cudaMalloc(&c, bytes));
    T *ha = (T *)malloc(bytes), *hb = (T *)malloc(bytes), *hc = (T *)malloc(bytes);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            ha[i + (size_t)j * n] = (T)((i + 2 * j) % 7) - 3;
            hb[i + (size_t)j * n] = (T)((3 * i + j) % 5) - 2;
        }
    CK(cudaMemcpy(a, ha, bytes, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(b, hb, bytes, cudaMemcpyHostToDevice));
    cublasHandle_t h;
    if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS)
        verify(false, name, "cublasCreate failed");
    const T alpha = 1, beta = 0;
    double ms = time_ms([&] { gemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a, n, b, n, &beta, c, n); }, 1, 5);
    CK(cudaMemcpy(hc, c, bytes, cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int j = 0; j < n && ok; j += 511)
        for (int i = 0; i < n; i += 257) {
            double s = 0;
            for (int k = 0; k < n; k++)
                s += (double)ha[i + (size_t)k * n] * hb[k + (size_t)j * n];
            ok &= hc[i + (size_t)j * n] == (T)s;   // small integers: exact
        }
    verify(ok, name, "C(i,j) differs from the host product");
    cublasDestroy(h);
    report(name, "GFLOP/s", 2.0 * n * n * (double)n / (ms * 1e6));
    return 0;
}
