// cublas_sgemm: C = A*B, 4096x4096 floats, by cublasSgemm (cublas_gemm.h):
// the reference for the CUDA Fortran twin that calls the same routine
// through `use cublas_v2` (the module must add nothing: ratio 1.00) and a
// roof for sgemm's tiled kernel.
#include "cublas_gemm.h"

int main() { return gemm_bench<float>("cublas_sgemm", cublasSgemm); }
