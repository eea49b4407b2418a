/* coarray.c — the run-time part of coarrays for one image
 * (-fcoarray=single/lib; frontend/parse_coarray.c lowers the rest to
 * ordinary statements). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* FAIL IMAGE (F2018 11.6.11): the image stops without stopping the others;
 * with one image the program ends, as libcaf_single's
 * _gfortran_caf_fail_image says and does. Called as the external
 * subroutine cuf90_caf_fail_image. */
void cuf90_caf_fail_image_(void)
{
    fflush(stdout);
    fputs("IMAGE FAILED!\n", stderr);
    exit(0);
}

/* libgfortran's "Fortran runtime error: ..." and exit status 2 */
extern void _gfortran_runtime_error(const char *msg, ...) __attribute__((noreturn));

/* SYNC IMAGES (set) with an image set other than *: each must be image 1,
 * the only one (gfortran's message for another). */
void cuf90_caf_sync_images_(const int64_t *set, const int64_t *n)
{
    for (int64_t i = 0; i < *n; i++)
        if (set[i] != 1)
            _gfortran_runtime_error("Invalid image number %lld in SYNC IMAGES", (long long)set[i]);
}
