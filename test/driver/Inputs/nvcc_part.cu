// CUDA C half of driver/nvcc_rdc.test: a kernel Fortran launches, a device
// function Fortran kernels call, and a kernel calling a Fortran device
// function (BIND(C) name 'f_triple').
extern "C" __device__ float f_triple(float x);

extern "C" __global__ void c_fill(float *a, float v)
{
    a[threadIdx.x] = v + threadIdx.x;
}

extern "C" __device__ float c_square(float x)
{
    return x * x;
}

extern "C" __global__ void c_calls_fortran(float *a)
{
    a[threadIdx.x] = f_triple(a[threadIdx.x]);
}
