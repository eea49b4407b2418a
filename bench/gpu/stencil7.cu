// stencil7: 3-D 7-point stencil on 512^3 floats (column-major, i fastest):
// out(i,j,k) = c0*in(i,j,k) + c1*(six neighbours) at interior points.
// 2.5-D blocking: a block of 32x16 threads owns a 32x32 tile of the xy plane
// (each thread 2 rows: ty, ty+16) and marches along z over a
// chunk of KC = 32 interior planes; the current plane with a one-point halo
// sits in shared memory, the planes below and above in registers, so each
// input point is read from memory about once (plus 2 of every 32 planes
// twice). Grid 16 x 16 tiles x 16 chunks: 4096 blocks, so the last partial
// wave of blocks costs little (128-plane chunks ran 6-7% slower on an H200).
// Bandwidth counts one read and one write per point (the ideal traffic).
#include "bench_common.h"

constexpr int TX = 32, TY = 32, BY = 16, RY = TY / BY, KC = 32;

__global__ void stencil7(int n, float c0, float c1, const float *__restrict__ in,
                         float *__restrict__ out)
{
    __shared__ float s[TY + 2][TX + 2];
    int x = threadIdx.x, y = threadIdx.y;
    int i = blockIdx.x * TX + x;            // n is a multiple of TX and TY
    int jt = blockIdx.y * TY;               // the tile's first row
    int kbeg = 1 + blockIdx.z * KC, kend = min(kbeg + KC - 1, n - 2);
    size_t sj = n, sk = (size_t)n * n;
    float below[RY], cur[RY], above[RY];
#pragma unroll
    for (int r = 0; r < RY; r++) {
        size_t p = i + (jt + y + r * BY) * sj + (kbeg - 1) * sk;
        below[r] = in[p];
        cur[r] = in[p + sk];
    }
    for (int k = kbeg; k <= kend; k++) {
        size_t pk = i + k * sk;
#pragma unroll
        for (int r = 0; r < RY; r++)
            above[r] = in[pk + (jt + y + r * BY) * sj + sk];
        __syncthreads();   // every thread is done reading the previous plane
#pragma unroll
        for (int r = 0; r < RY; r++)
            s[y + r * BY + 1][x + 1] = cur[r];
        if (x == 0) {
#pragma unroll
            for (int r = 0; r < RY; r++)
                if (i > 0)
                    s[y + r * BY + 1][0] = in[pk + (jt + y + r * BY) * sj - 1];
        }
        if (x == TX - 1) {
#pragma unroll
            for (int r = 0; r < RY; r++)
                if (i < n - 1)
                    s[y + r * BY + 1][TX + 1] = in[pk + (jt + y + r * BY) * sj + 1];
        }
        if (y == 0 && jt > 0)
            s[0][x + 1] = in[pk + (jt - 1) * sj];
        if (y == BY - 1 && jt + TY < n)
            s[TY + 1][x + 1] = in[pk + (jt + TY) * sj];
        __syncthreads();
#pragma unroll
        for (int r = 0; r < RY; r++) {
            int j = jt + y + r * BY, yy = y + r * BY + 1;
            if (i >= 1 && i <= n - 2 && j >= 1 && j <= n - 2)
                out[pk + j * sj] = c0 * cur[r] + c1 * (s[yy][x] + s[yy][x + 2] + s[yy - 1][x + 1] +
                                                       s[yy + 1][x + 1] + below[r] + above[r]);
            below[r] = cur[r];
            cur[r] = above[r];
        }
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
    dim3 block(TX, BY, 1), grid(n / TX, n / TY, (n - 2 + KC - 1) / KC);
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
