// smoke_kernels.cu — device code for rt_smoke.c, compiled with `nvcc -ptx`
// (and ptxas to a cubin) by scripts/build-gpu-tests; entry names unmangled
// so the image's kernel table can name them as cuf90's PTX does.

extern "C" {

__device__ int dev_counter = 7;
__constant__ float coef[4];

__global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

// out(i, j) over a 2-D grid of 2-D blocks, column-major like Fortran.
__global__ void iota2d(int *out, int nx, int ny)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < nx && j < ny)
        out[i + j * nx] = i + 1000 * j;
}

// One partial sum per block in dynamic shared memory (blockDim.x floats).
__global__ void block_sum(const float *in, float *out, int n)
{
    extern __shared__ float s[];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (int w = blockDim.x / 2; w > 0; w /= 2) {
        if (t < w)
            s[t] += s[t + w];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = s[0];
}

// Touches all of a large dynamic shared buffer (> 48 KiB needs the opt-in).
__global__ void big_shared(int *out, int words)
{
    extern __shared__ int big[];
    for (int k = threadIdx.x; k < words; k += blockDim.x)
        big[k] = k;
    __syncthreads();
    if (threadIdx.x == 0) {
        long long sum = 0;
        for (int k = 0; k < words; k++)
            sum += big[k];
        out[0] = (int)(sum == (long long)words * (words - 1) / 2);
    }
}

__global__ void use_globals(float *out)
{
    int i = threadIdx.x;
    if (i < 4)
        out[i] = coef[i] + (float)dev_counter;
    if (i == 0)
        dev_counter += 1;
}

__global__ void bad_store(int *p)
{
    p[threadIdx.x] = 1;   // p is an invalid address: an asynchronous fault
}

}
