/* C side of val_ref_args.f90: arguments by value and by reference, no
 * hidden CHARACTER lengths. */
#include <complex.h>

int add_ints_(int a, long long b, int *c) { return a + (int)b + *c; }
double dscale_(double x, float y) { return x * y; }
float cabs2_(float _Complex z) { return crealf(z) * crealf(z) + cimagf(z) * cimagf(z); }
/* Upper-cases the first n characters of s and stores c after them. */
void shout_(char *s, int n, int c)
{
    for (int i = 0; i < n; i++)
        if (s[i] >= 'a' && s[i] <= 'z')
            s[i] = (char)(s[i] - 'a' + 'A');
    s[n] = (char)c;
}
int twice_(int v) { return 2 * v; }
