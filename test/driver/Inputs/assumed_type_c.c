/* C side of assumed_type_c.test: TYPE(*) dummies of BIND(C) interfaces. */
#include <ISO_Fortran_binding.h>
#include <stdio.h>

void c_scalar(void *p) { printf("c_scalar: int %d\n", *(int *)p); }

void c_sized(void *p, int n)
{
    double *d = p;
    printf("c_sized: n %d first %.1f last %.1f\n", n, d[0], d[n - 1]);
}

/* assumed shape and assumed rank: a C descriptor with the actual's type */
void c_desc(CFI_cdesc_t *x)
{
    printf("c_desc: rank %d attr %d type %d elem %zu", (int)x->rank, (int)x->attribute, (int)x->type,
           x->elem_len);
    for (int k = 0; k < x->rank; k++)
        printf(" ext%d %ld", k, (long)x->dim[k].extent);
    if (x->type == CFI_type_int)
        printf(" first %d", *(int *)x->base_addr);
    else if (x->type == CFI_type_double)
        printf(" first %.1f", *(double *)x->base_addr);
    printf("\n");
}
