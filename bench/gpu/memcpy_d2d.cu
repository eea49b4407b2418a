// memcpy_d2d: cudaMemcpy device-to-device of 1 GiB; bandwidth counts the
// read and the write. The ceiling the copy kernels are measured against.
#include "bench_common.h"

int main()
{
    const size_t bytes = (size_t)1 << 30;
    char *a, *b;
    CK(cudaMalloc(&a, bytes));
    CK(cudaMalloc(&b, bytes));
    CK(cudaMemset(a, 7, bytes));
    double ms = time_ms([&] { CK(cudaMemcpy(b, a, bytes, cudaMemcpyDeviceToDevice)); }, 2, 20);
    char last = 0;
    CK(cudaMemcpy(&last, b + bytes - 1, 1, cudaMemcpyDeviceToHost));
    verify(last == 7, "memcpy_d2d", "last byte");
    report("memcpy_d2d", "GB/s", 2.0 * bytes / (ms * 1e6));
    return 0;
}
