// stencil7: 3-D 7-point stencil on 512^3 floats (column-major, i fastest):
// out(i,j,k) = c0*in(i,j,k) + c1*(six neighbours) at interior points, one
// point per thread, 32x4x4 threads per block. Bandwidth counts one read and
// one write per point (the ideal traffic).
#include "bench_common.h"

__global__ void stencil7(int n, float c0, float c1, const float *__restrict__ in,
                         float *__restrict__ out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    int k = blockIdx.z * blockDim.z + threadIdx.z;
    if (i < 1 || j < 1 || k < 1 || i >= n - 1 || j >= n - 1 || k >= n - 1)
        return;
    size_t sj = n, sk = (size_t)n * n, p = i + j * sj + k * sk;
    out[p] = c0 * in[p] + c1 * (in[p - 1] + in[p + 1] + in[p - sj] + in[p + sj] + in[p - sk] + in[p + sk]);
}

int main()
{
    const int n = 512;
    size_t pts = (size_t)n * n * n, bytes = pts * 4;
    float *in, *out;
    CK(cudaMalloc(&in, bytes));
    CK(cudaMalloc(&out, bytes));
    float *h = (float *)malloc(bytes);
    for (size_t p = 0; p < pts; p++)
        h[p] = (float)(p % 11);
    CK(cudaMemcpy(in, h, bytes, cudaMemcpyHostToDevice));
    CK(cudaMemset(out, 0, bytes));
    dim3 block(32, 4, 4), grid(n / 32, n / 4, n / 4);
    double ms = time_ms([&] { stencil7<<<grid, block>>>(n, -6.0f, 1.0f, in, out); }, 2, 20);
    float *o = (float *)malloc(bytes);
    CK(cudaMemcpy(o, out, bytes, cudaMemcpyDeviceToHost));
    bool ok = o[0] == 0.0f;
    size_t sj = n, sk = (size_t)n * n;
    for (int k = 1; k < n - 1 && ok; k += 37)
        for (int j = 1; j < n - 1; j += 29)
            for (int i = 1; i < n - 1; i += 31) {
                size_t p = i + j * sj + k * sk;
                float want = -6.0f * h[p] + (h[p - 1] + h[p + 1] + h[p - sj] + h[p + sj] + h[p - sk] + h[p + sk]);
                ok &= o[p] == want;
            }
    verify(ok, "stencil7", "out(i,j,k)");
    report("stencil7", "GB/s", 2.0 * bytes / (ms * 1e6));
    return 0;
}
