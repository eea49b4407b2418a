// cublas_dgemm: C = A*B, 4096x4096 doubles, by cublasDgemm (cublas_gemm.h):
// the reference for the CUDA Fortran twin through `use cublas_v2`.
#include "cublas_gemm.h"

int main() { return gemm_bench<double>("cublas_dgemm", cublasDgemm); }
