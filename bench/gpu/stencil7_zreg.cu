// stencil7_zreg: the stencil7 computation (512^3 floats, same result) with
// z-neighbours in registers and no shared memory: each thread of a 32x8
// block owns one (i,j) column and marches along z over a chunk of KC = 32
// interior planes, keeping the planes below and above in registers and
// reading the four xy neighbours through the read-only cache (they are the
// neighbouring threads' points, mostly L1 hits). Grid 16 x 64 x 16.
// Bandwidth counts one read and one write per point.
#include "bench_common.h"

constexpr int TX = 32, BY = 8, KC = 32;

__global__ void stencil7(int n, float c0, float c1, const float *__restrict__ in,
                         float *__restrict__ out)
{
    int i = blockIdx.x * TX + threadIdx.x;
    int j = blockIdx.y * BY + threadIdx.y;
    int kbeg = 1 + blockIdx.z * KC, kend = min(kbeg + KC - 1, n - 2);
    if (i < 1 || i > n - 2 || j < 1 || j > n - 2)
        return;
    size_t sj = n, sk = (size_t)n * n;
    float below = in[i + j * sj + (kbeg - 1) * sk], cur = in[i + j * sj + kbeg * sk];
    for (int k = kbeg; k <= kend; k++) {
        size_t p = i + j * sj + k * sk;
        float above = in[p + sk];
        out[p] = c0 * cur + c1 * (in[p - 1] + in[p + 1] + in[p - sj] + in[p + sj] + below + above);
        below = cur;
        cur = above;
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
