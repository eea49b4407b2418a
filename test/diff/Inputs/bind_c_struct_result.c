/* C side of bind_c_struct_result.f90: structs of three and of two
 * eightbytes returned by value (the first through C's hidden result
 * address), and C descriptors of CHARACTER arrays passed back to a
 * BIND(C) Fortran function. */
#include <ISO_Fortran_binding.h>
#include <stdint.h>

struct triple { int64_t a, b, c; };
struct pair { double x, y; };

struct triple fortran_triple(int n);
struct pair fortran_pair(double s);
struct triple lens_f(CFI_cdesc_t *any, CFI_cdesc_t *three, int k);

struct triple c_triple(int n)
{
    struct triple t = fortran_triple(n + 1);
    t.c += 1000;
    return t;
}

struct pair c_pair(double s)
{
    struct pair p = fortran_pair(s * 2);
    p.y += 0.5;
    return p;
}

struct triple c_lens(CFI_cdesc_t *any, CFI_cdesc_t *three, int k)
{
    struct triple t = lens_f(any, three, k);
    t.c = (int64_t)any->elem_len * 100 + (int64_t)three->elem_len;
    return t;
}
