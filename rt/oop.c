/* oop.c — host runtime of the polymorphic objects (codegen/oop.c).
 *
 * A vtable's _final entry has gfortran's interface
 *   int32 final(descriptor *array, int64 byte_stride, logical(1) fini_coarray)
 * so that objects of either compiler are finalized by the other's code. The
 * entry cuf90 generates calls cuf90_final_elements with the procedure that
 * finalizes one element (the FINAL subroutines, then the deallocation of
 * the allocatable components). */
#include "cuf90rt.h"

#include <stdint.h>

void cuf90_final_elements(cuf90_desc *d, int64_t byte_stride, void (*fn)(void *))
{
    if (!d || !d->base_addr)
        return;
    int rank = d->dtype.rank;
    if (rank <= 0) {
        fn(d->base_addr);
        return;
    }
    cuf90_index_t idx[15] = {0};
    for (int k = 0; k < rank; k++)
        if (d->dim[k].ubound < d->dim[k].lbound)
            return; /* no elements */
    for (;;) {
        cuf90_index_t off = 0;
        for (int k = 0; k < rank; k++)
            off += idx[k] * d->dim[k].stride;
        fn((char *)d->base_addr + off * byte_stride);
        int k = 0;
        while (k < rank && ++idx[k] > d->dim[k].ubound - d->dim[k].lbound)
            idx[k++] = 0;
        if (k == rank)
            return;
    }
}
