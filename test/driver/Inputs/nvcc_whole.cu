// CUDA C half of driver/nvcc_emu.test: whole-program device code (nvcc -c
// without -rdc) whose host function launches its own kernel through the
// CUDA runtime, as the book's ch07 thrust wrapper does.
__global__ void scale_kernel(float *a, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] *= s;
}

extern "C" void c_scale(float *a, float s, int n)
{
    scale_kernel<<<(n + 127) / 128, 128>>>(a, s, n);
    cudaDeviceSynchronize();
}
