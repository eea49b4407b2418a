// Host code compiled by nvcc and called from Fortran through BIND(C).
extern "C" int helper_twice(int x) { return 2 * x; }
