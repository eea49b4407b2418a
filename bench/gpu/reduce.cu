// reduce: sum of 2^28 floats in two launches of one kernel. Each of 2048
// blocks of 256 threads accumulates a grid-stride loop in a register, then
// reduces its threads in DYNAMIC shared memory (blockDim floats, a tree of
// halvings with __syncthreads) and writes one partial sum; a second launch
// with one block sums the partials. Bandwidth counts the input read once.
#include "bench_common.h"

__global__ void reduce(int n, const float *__restrict__ in, float *__restrict__ out)
{
    extern __shared__ float s[];
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        acc += in[i];
    s[threadIdx.x] = acc;
    __syncthreads();
    for (int w = blockDim.x / 2; w > 0; w /= 2) {
        if (threadIdx.x < w)
            s[threadIdx.x] += s[threadIdx.x + w];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = s[0];
}

int main()
{
    const int n = 1 << 28, blocks = 2048, threads = 256;
    float *in, *partial, *sum;
    CK(cudaMalloc(&in, (size_t)n * 4));
    CK(cudaMalloc(&partial, blocks * 4));
    CK(cudaMalloc(&sum, 4));
    float *h = (float *)malloc((size_t)n * 4);
    for (int i = 0; i < n; i++)
        h[i] = (float)(i % 3);   // small integers: the float sum is exact per block
    CK(cudaMemcpy(in, h, (size_t)n * 4, cudaMemcpyHostToDevice));
    double ms = time_ms([&] {
        reduce<<<blocks, threads, threads * sizeof(float)>>>(n, in, partial);
        reduce<<<1, threads, threads * sizeof(float)>>>(blocks, partial, sum);
    }, 2, 20);
    float got;
    CK(cudaMemcpy(&got, sum, 4, cudaMemcpyDeviceToHost));
    double want = 0;
    for (int i = 0; i < n; i++)
        want += h[i];
    verify(fabs(got - want) <= 1e-5 * want, "reduce", "sum");
    report("reduce", "GB/s", (double)n * 4 / (ms * 1e6));
    return 0;
}
