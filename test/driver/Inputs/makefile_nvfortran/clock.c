/* a C helper, as the book's ch08 wallclock.c, compiled with nvc */
#include <time.h>
double wallclock(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}
