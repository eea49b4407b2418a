// stencil7_zreg: the stencil7 computation (512^3 floats, same result) with
// z-neighbours in registers and no shared memory: each thread of a 32x8
// block owns one (i,j) column and marches along z over a chunk of KC = 16
// interior planes. The column's values sit in a register window w[0..P+1]
// (below, centre, above, and P-1 planes further up), and each step loads the
// plane P+1 above, so P = 4 loads of every thread are in flight while the
// plane is computed (one-load-ahead ran at ~73% of the D2D copy on an H200,
// the window at ~77%). The four xy neighbours are read through the read-only
// cache (the neighbouring threads' points). Grid 16 x 64 x 32.
// Bandwidth counts one read and one write per point.
#include "bench_common.h"

constexpr int TX = 32, BY = 8, KC = 16, P = 4;

__global__ void stencil7(int n, float c0, float c1, const float *__restrict__ in,
                         float *__restrict__ out)
{
    int i = blockIdx.x * TX + threadIdx.x;
    int j = blockIdx.y * BY + threadIdx.y;
    int kbeg = 1 + blockIdx.z * KC, kend = min(kbeg + KC - 1, n - 2);
    if (i < 1 || i > n - 2 || j < 1 || j > n - 2)
        return;
    size_t sj = n, sk = (size_t)n * n;
    const float *pc = in + i + j * sj;
    float w[P + 2];   // planes k-1 .. k+P of the column
#pragma unroll
    for (int m = 0; m < P + 2; m++)
        w[m] = kbeg - 1 + m <= kend + 1 ? pc[(kbeg - 1 + m) * sk] : 0.0f;
    for (int k = kbeg; k <= kend; k++) {
        const float *q = pc + k * sk;
        float next = k + P + 1 <= kend + 1 ? pc[(k + P + 1) * sk] : 0.0f;
        out[i + j * sj + k * sk] =
            c0 * w[1] + c1 * (q[-1] + q[1] + q[-(long)sj] + q[sj] + w[0] + w[2]);
#pragma unroll
        for (int m = 0; m < P + 1; m++)
            w[m] = w[m + 1];
        w[P + 1] = next;
    }
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
    dim3 block(TX, BY, 1), grid(n / TX, n / BY, (n - 2 + KC - 1) / KC);
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
    verify(ok, "stencil7_zreg", "out(i,j,k)");
    report("stencil7_zreg", "GB/s", 2.0 * bytes / (ms * 1e6));
    return 0;
}
