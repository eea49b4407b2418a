// cuf90_emu_vprintf reads CUDA's packed vprintf buffer: the arguments as
// the members of a C struct (each at its natural alignment), int for
// d/i/u/x/o/c, 8 bytes with l/ll, double for e/f/g, a pointer for s/p; the
// line is written to fd 1 whole. Unknown conversions are copied as text.
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t && %t | FileCheck --strict-whitespace %s
// CHECK: {{^}}[ 42|-7|ff|17|A|  -123456789012|3.50E+00|  2.250|x=1.5e+10]{{$}}
// CHECK-NEXT: {{^}}[abc|(null)|ab|100%|%*d|tail]{{$}}
// CHECK-NEXT: {{^}}len 7{{$}}
// CHECK-NEXT: {{^}}PASS{{$}}
#include "emu_test.h"

int main(void)
{
    struct {
        int32_t a;
        int32_t b;
        int32_t c;
        int32_t d;
        int32_t e;
        int64_t f;      /* at offset 24: after 5 ints, aligned to 8 */
        double g, h, i;
    } p1 = {42, -7, 255, 15, 'A', -123456789012LL, 3.5, 2.25, 1.5e10};
    fflush(stdout);
    cuf90_emu_vprintf("[%3d|%i|%x|%o|%c|%15lld|%.2E|%7.3f|x=%g]\n", &p1);
    struct {
        const char *s;
        const char *null;
        const char *t;
    } p2 = {"abc", NULL, "abcdef"};
    cuf90_emu_vprintf("[%s|%s|%.2s|100%%|%*d|tail]\n", &p2);
    struct {
        int32_t n;
    } p3 = {7};
    int n = cuf90_emu_vprintf("len %d", &p3);
    /* a format without conversions needs no buffer */
    int m = cuf90_emu_vprintf("\n", NULL);
    EXPECT(n == 5 && m == 1, "returned %d and %d", n, m);
    return emu_test_done();
}
