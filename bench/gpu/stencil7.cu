// stencil7: 3-D 7-point stencil on 512^3 floats (column-major, i fastest):
// out(i,j,k) = c0*in(i,j,k) + c1*(six neighbours) at interior points.
// 2.5-D blocking with a double-buffered shared plane: a block of 32 x BY
// threads owns a TX x TY tile of the xy plane (TX = 32*NX, TY = BY*NYR; each
// thread NX points along x, a warp-width apart, in NYR rows, BY apart) and
// marches along z over a chunk of KC interior planes. Each step loads the
// plane above (NX*NYR independent loads per thread, issued together) and
// the halo points of that plane (2*TX + 2*TY of them, dealt to the block's
// threads in turn), stores the current plane and its halo into one of two
// shared buffers, synchronises once (the other buffer is the one still
// being read) and computes from shared memory (xy neighbours) and registers
// (the planes below and above). Grid (n/TX) x (n/TY) x ceil((n-2)/KC).
// Bandwidth counts one read and one write per point (the ideal traffic).
#include "bench_common.h"

#ifndef NX
#define NX 8
#endif
#ifndef NYR
#define NYR 1
#endif
#ifndef BY
#define BY 8
#endif
#ifndef KC
#define KC 64
#endif
constexpr int TX = 32 * NX, TY = BY * NYR;
constexpr int NT = 32 * BY, NH = 2 * TX + 2 * TY, HPT = (NH + NT - 1) / NT, SW = TX + 2;

__global__ void __launch_bounds__(NT) stencil7(int n, float c0, float c1, const float *__restrict__ in,
                                               float *__restrict__ out)
{
    __shared__ float s[2][(TY + 2) * SW];
    int x = threadIdx.x, y = threadIdx.y, t = y * 32 + x;
    int i0 = blockIdx.x * TX, j0 = blockIdx.y * TY;   // n is a multiple of TX and TY
    int kbeg = 1 + blockIdx.z * KC, kend = min(kbeg + KC - 1, n - 2);
    size_t sk = (size_t)n * n;
    const float *tile = in + i0 + (size_t)j0 * n;
    // halo points of this thread: tile coordinates hi in -1..TX, hj in -1..TY
    int hi[HPT], hj[HPT];
    bool hv[HPT];
#pragma unroll
    for (int h = 0; h < HPT; h++) {
        int idx = t + h * NT;
        if (idx < TX) { hi[h] = idx; hj[h] = -1; }
        else if (idx < 2 * TX) { hi[h] = idx - TX; hj[h] = TY; }
        else if (idx < 2 * TX + TY) { hi[h] = -1; hj[h] = idx - 2 * TX; }
        else { hi[h] = TX; hj[h] = idx - 2 * TX - TY; }
        hv[h] = idx < NH && i0 + hi[h] >= 0 && i0 + hi[h] < n && j0 + hj[h] >= 0 && j0 + hj[h] < n;
    }
    float below[NYR][NX], cur[NYR][NX], above[NYR][NX], hcur[HPT], hnext[HPT];
#pragma unroll
    for (int r = 0; r < NYR; r++)
#pragma unroll
        for (int e = 0; e < NX; e++) {
            size_t p = x + 32 * e + (size_t)(y + BY * r) * n + (kbeg - 1) * sk;
            below[r][e] = tile[p];
            cur[r][e] = tile[p + sk];
        }
#pragma unroll
    for (int h = 0; h < HPT; h++)
        if (hv[h])
            hcur[h] = tile[hi[h] + (size_t)hj[h] * n + kbeg * sk];
    for (int k = kbeg; k <= kend; k++) {
        size_t pk = (size_t)(k + 1) * sk;
#pragma unroll
        for (int r = 0; r < NYR; r++)
#pragma unroll
            for (int e = 0; e < NX; e++)
                above[r][e] = tile[x + 32 * e + (size_t)(y + BY * r) * n + pk];
#pragma unroll
        for (int h = 0; h < HPT; h++)
            if (hv[h])
                hnext[h] = tile[hi[h] + (size_t)hj[h] * n + pk];
        float *sb = s[k & 1];   // the other buffer may still be read by the previous step
#pragma unroll
        for (int r = 0; r < NYR; r++)
#pragma unroll
            for (int e = 0; e < NX; e++)
                sb[(y + BY * r + 1) * SW + x + 32 * e + 1] = cur[r][e];
#pragma unroll
        for (int h = 0; h < HPT; h++)
            if (hv[h])
                sb[(hj[h] + 1) * SW + hi[h] + 1] = hcur[h];
        __syncthreads();
        float *o = out + i0 + (size_t)j0 * n + k * sk;
#pragma unroll
        for (int r = 0; r < NYR; r++)
#pragma unroll
            for (int e = 0; e < NX; e++) {
                int xx = x + 32 * e, yy = y + BY * r, c = (yy + 1) * SW + xx + 1;
                int i = i0 + xx, j = j0 + yy;
                if (i >= 1 && i <= n - 2 && j >= 1 && j <= n - 2)
                    o[xx + (size_t)yy * n] = c0 * cur[r][e] + c1 * (sb[c - 1] + sb[c + 1] + sb[c - SW] +
                                                                    sb[c + SW] + below[r][e] + above[r][e]);
                below[r][e] = cur[r][e];
                cur[r][e] = above[r][e];
            }
#pragma unroll
        for (int h = 0; h < HPT; h++)
            hcur[h] = hnext[h];
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
    dim3 block(32, BY, 1), grid(n / TX, n / TY, (n - 2 + KC - 1) / KC);
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
