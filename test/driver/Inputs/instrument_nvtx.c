/* Stand-ins for NVTX's nvtxRangePushA/nvtxRangePop (driver/instrument.test):
 * they print what -Minstrument's hooks push and pop. */
#include <stdio.h>

int nvtxRangePushA(const char *name)
{
    printf("push %s\n", name);
    return 0;
}

int nvtxRangePop(void)
{
    printf("pop\n");
    return 0;
}
