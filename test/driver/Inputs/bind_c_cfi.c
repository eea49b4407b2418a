/* C side of a BIND(C) test: C descriptors both ways. */
#include <ISO_Fortran_binding.h>
#include <stdio.h>

void f_total(CFI_cdesc_t *a, double *s);   /* Fortran: assumed shape */
void f_fill(CFI_cdesc_t *a, int n);        /* Fortran: allocatable */

/* called from Fortran: a rank-2 assumed-shape section */
void c_sum2(CFI_cdesc_t *a, double *s)
{
    *s = 0;
    for (CFI_index_t j = 0; j < a->dim[1].extent; j++)
        for (CFI_index_t i = 0; i < a->dim[0].extent; i++) {
            CFI_index_t sub[2] = {i, j};
            *s += *(double *)CFI_address(a, sub);
        }
    printf("c_sum2: rank %d attr %d type %d elem %zu extents %ld %ld lbounds %ld %ld\n", a->rank, a->attribute,
           a->type, a->elem_len, (long)a->dim[0].extent, (long)a->dim[1].extent, (long)a->dim[0].lower_bound,
           (long)a->dim[1].lower_bound);
}

/* called from Fortran: an allocatable the C side allocates */
void c_make(CFI_cdesc_t *a, int n)
{
    if (a->base_addr)
        CFI_deallocate(a);
    CFI_index_t lb[1] = {-2}, ub[1] = {n - 3};
    CFI_allocate(a, lb, ub, 0);
    for (int i = 0; i < n; i++)
        ((int *)a->base_addr)[i] = 10 * i;
    printf("c_make: attr %d type %d\n", a->attribute, a->type);
}

/* called from Fortran: a pointer the C side points at a static array */
static float pool[6] = {1, 2, 3, 4, 5, 6};
void c_point(CFI_cdesc_t *p)
{
    CFI_CDESC_T(1) tmp;
    CFI_index_t ext[1] = {3};
    CFI_establish((CFI_cdesc_t *)&tmp, pool + 1, CFI_attribute_other, CFI_type_float, 0, 1, ext);
    CFI_index_t lb[1] = {5};
    CFI_setpointer(p, (CFI_cdesc_t *)&tmp, lb);
}

/* C calling Fortran's BIND(C) procedures with its own descriptors */
void c_calls_fortran(void)
{
    static double v[5] = {1, 2, 3, 4, 5};
    CFI_CDESC_T(1) d;
    CFI_index_t ext[1] = {5};
    CFI_establish((CFI_cdesc_t *)&d, v, CFI_attribute_other, CFI_type_double, 0, 1, ext);
    double s;
    f_total((CFI_cdesc_t *)&d, &s);
    printf("f_total: %g\n", s);
    CFI_CDESC_T(1) a;
    CFI_establish((CFI_cdesc_t *)&a, NULL, CFI_attribute_allocatable, CFI_type_int, 0, 1, NULL);
    f_fill((CFI_cdesc_t *)&a, 4);
    printf("f_fill: lbound %ld extent %ld values %d %d\n", (long)a.dim[0].lower_bound, (long)a.dim[0].extent,
           ((int *)a.base_addr)[0], ((int *)a.base_addr)[3]);
    CFI_deallocate((CFI_cdesc_t *)&a);
}
