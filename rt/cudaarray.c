/* cudaarray.c — CUDA arrays and surface objects of the cudafor API
 * (cudaMallocArray, cudaMalloc3DArray, cudaFreeArray, the copies to and
 * from arrays, cudaCreateSurfaceObject) and the emulated device's surface
 * loads and stores (docs/cudafor-abi.md). On a GPU a type(cudaArrayPtr)
 * holds a CUarray and a surface object is a CUsurfObject; under -Mcuda=emu
 * both are an RtArray: host memory, row-major, rows of width elements. */
#include <stdlib.h>
#include <string.h>

#include "emu.h"
#include "rt_internal.h"

typedef struct RtArray {
    size_t width, height, depth; /* elements; height and depth at least 1 */
    size_t elem;                 /* bytes of one element (all channels) */
    unsigned char *data;
} RtArray;

static int32_t status(CUresult r) { return rt_set_error(r == CUDA_SUCCESS ? 0 : rt_cuda_error_of(r)); }

#define NEED(entry)                                                            \
    do {                                                                       \
        if (!rt.cu.entry)                                                      \
            return rt_set_error(CUF90_cudaErrorNotSupported);                  \
    } while (0)

/* Channels and bits per channel of a channel descriptor; 0 if unusable. */
static int channel_layout(const cuf90_cudaChannelFormatDesc *d, int *nch, int *bits)
{
    int b[4] = {d->x, d->y, d->z, d->w};
    *nch = 0;
    *bits = b[0];
    for (int i = 0; i < 4; i++) {
        if (b[i] == 0)
            break;
        if (b[i] != *bits)
            return 0; /* channels of one width only */
        (*nch)++;
    }
    if (*nch == 0 || *nch == 3 || (*bits != 8 && *bits != 16 && *bits != 32) || d->f < 0 || d->f > 2 ||
        (d->f == 2 && *bits == 8))
        return 0;
    return 1;
}

static CUarray_format cu_format(const cuf90_cudaChannelFormatDesc *d, int bits)
{
    if (d->f == 2)
        return bits == 16 ? CU_AD_FORMAT_HALF : CU_AD_FORMAT_FLOAT;
    if (d->f == 0)
        return bits == 8 ? CU_AD_FORMAT_SIGNED_INT8 : bits == 16 ? CU_AD_FORMAT_SIGNED_INT16 : CU_AD_FORMAT_SIGNED_INT32;
    return bits == 8 ? CU_AD_FORMAT_UNSIGNED_INT8 : bits == 16 ? CU_AD_FORMAT_UNSIGNED_INT16 : CU_AD_FORMAT_UNSIGNED_INT32;
}

int32_t cuf90_cudaMalloc3DArray(void **carray, const cuf90_cudaChannelFormatDesc *d, const cuf90_cudaExtent *e,
                                int32_t flags)
{
    *carray = NULL;
    int nch, bits;
    if (!channel_layout(d, &nch, &bits) || e->width <= 0 || e->height < 0 || e->depth < 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    int32_t err = rt_set_error(rt_context());
    if (err)
        return err;
    if (rt.emulated) {
        RtArray *a = calloc(1, sizeof *a);
        if (!a)
            return rt_set_error(CUF90_cudaErrorMemoryAllocation);
        a->width = (size_t)e->width;
        a->height = e->height ? (size_t)e->height : 1;
        a->depth = e->depth ? (size_t)e->depth : 1;
        a->elem = (size_t)(nch * bits / 8);
        a->data = calloc(a->width * a->height * a->depth, a->elem);
        if (!a->data) {
            free(a);
            return rt_set_error(CUF90_cudaErrorMemoryAllocation);
        }
        *carray = a;
        return 0;
    }
    NEED(Array3DCreate);
    CUDA_ARRAY3D_DESCRIPTOR ad;
    memset(&ad, 0, sizeof ad);
    ad.Width = (size_t)e->width;
    ad.Height = (size_t)e->height;
    ad.Depth = (size_t)e->depth;
    ad.Format = cu_format(d, bits);
    ad.NumChannels = (unsigned)nch;
    ad.Flags = (unsigned)flags; /* cudaArraySurfaceLoadStore = CUDA_ARRAY3D_SURFACE_LDST = 2 */
    CUarray h = NULL;
    CUresult r = rt.cu.Array3DCreate(&h, &ad);
    *carray = h;
    return status(r);
}

int32_t cuf90_cudaMallocArray(void **carray, const cuf90_cudaChannelFormatDesc *d, int64_t width, int64_t height,
                              int32_t flags)
{
    cuf90_cudaExtent e = {width, height, 0};
    return cuf90_cudaMalloc3DArray(carray, d, &e, flags);
}

int32_t cuf90_cudaFreeArray(void *carray)
{
    if (!carray)
        return 0;
    int32_t err = rt_set_error(rt_context());
    if (err)
        return err;
    if (rt.emulated) {
        RtArray *a = carray;
        free(a->data);
        free(a);
        return 0;
    }
    NEED(ArrayDestroy);
    return status(rt.cu.ArrayDestroy((CUarray)carray));
}

/* A 2-D copy between an array (at byte x, row y) and linear memory of
 * pitch bytes: width bytes of height rows. to_array says the direction;
 * linear memory is host memory for kdir 1/2 (to/from), device memory for 3,
 * either for 4. */
static int32_t array_copy(void *arr, int64_t x, int64_t y, void *lin, int64_t pitch, int64_t width, int64_t height,
                          int32_t kdir, bool to_array)
{
    if (!arr || !lin || x < 0 || y < 0 || width < 0 || height < 0 || pitch < width)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    if (kdir < 1 || kdir > 4)
        return rt_set_error(CUF90_cudaErrorInvalidMemcpyDirection);
    if (width == 0 || height == 0)
        return 0;
    int32_t err = rt_set_error(rt_context());
    if (err)
        return err;
    if (rt.emulated) {
        RtArray *a = arr;
        size_t row = a->width * a->elem;
        if ((size_t)(x + width) > row || (size_t)(y + height) > a->height * a->depth)
            return rt_set_error(CUF90_cudaErrorInvalidValue);
        for (int64_t i = 0; i < height; i++) {
            unsigned char *ap = a->data + (size_t)(y + i) * row + (size_t)x;
            unsigned char *lp = (unsigned char *)lin + i * pitch;
            if (to_array)
                memcpy(ap, lp, (size_t)width);
            else
                memcpy(lp, ap, (size_t)width);
        }
        return 0;
    }
    CUDA_MEMCPY2D c;
    memset(&c, 0, sizeof c);
    CUmemorytype lt = kdir == 3 ? CU_MEMORYTYPE_DEVICE : kdir == 4 ? CU_MEMORYTYPE_UNIFIED : CU_MEMORYTYPE_HOST;
    if (to_array) {
        c.srcMemoryType = lt;
        c.srcHost = lin;
        c.srcDevice = (CUdeviceptr)lin;
        c.srcPitch = (size_t)pitch;
        c.dstMemoryType = CU_MEMORYTYPE_ARRAY;
        c.dstArray = (CUarray)arr;
        c.dstXInBytes = (size_t)x;
        c.dstY = (size_t)y;
    } else {
        c.srcMemoryType = CU_MEMORYTYPE_ARRAY;
        c.srcArray = (CUarray)arr;
        c.srcXInBytes = (size_t)x;
        c.srcY = (size_t)y;
        c.dstMemoryType = lt;
        c.dstHost = lin;
        c.dstDevice = (CUdeviceptr)lin;
        c.dstPitch = (size_t)pitch;
    }
    c.WidthInBytes = (size_t)width;
    c.Height = (size_t)height;
    return status(rt.cu.Memcpy2D(&c));
}

int32_t cuf90_cudaMemcpyToArray(void *dsta, int64_t x, int64_t y, const void *src, int64_t count, int32_t kdir,
                                int64_t elem_size)
{
    return array_copy(dsta, x, y, (void *)src, count * elem_size, count * elem_size, 1, kdir, true);
}

int32_t cuf90_cudaMemcpyFromArray(void *dst, void *srca, int64_t x, int64_t y, int64_t count, int32_t kdir,
                                  int64_t elem_size)
{
    return array_copy(srca, x, y, dst, count * elem_size, count * elem_size, 1, kdir, false);
}

int32_t cuf90_cudaMemcpy2DToArray(void *dsta, int64_t x, int64_t y, const void *src, int64_t spitch, int64_t width,
                                  int64_t height, int32_t kdir, int64_t elem_size)
{
    return array_copy(dsta, x, y, (void *)src, spitch * elem_size, width * elem_size, height, kdir, true);
}

int32_t cuf90_cudaMemcpy2DFromArray(void *dst, int64_t dpitch, void *srca, int64_t x, int64_t y, int64_t width,
                                    int64_t height, int32_t kdir, int64_t elem_size)
{
    return array_copy(srca, x, y, dst, dpitch * elem_size, width * elem_size, height, kdir, false);
}

/* ---- surface objects ---------------------------------------------------- */

int32_t cuf90_cudaCreateSurfaceObject(int64_t *obj, const cuf90_cudaResourceDesc *r)
{
    *obj = 0;
    if (r->resType != 0 || !r->array) /* cudaResourceTypeArray only */
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    int32_t err = rt_set_error(rt_context());
    if (err)
        return err;
    if (rt.emulated) {
        *obj = (int64_t)(intptr_t)r->array; /* the emulated array itself */
        return 0;
    }
    NEED(SurfObjectCreate);
    CUDA_RESOURCE_DESC d;
    memset(&d, 0, sizeof d);
    d.resType = CU_RESOURCE_TYPE_ARRAY;
    d.res.array.hArray = (CUarray)r->array;
    CUsurfObject s = 0;
    CUresult cr = rt.cu.SurfObjectCreate(&s, &d);
    *obj = (int64_t)s;
    return status(cr);
}

int32_t cuf90_cudaDestroySurfaceObject(int64_t obj)
{
    int32_t err = rt_set_error(rt_context());
    if (err || rt.emulated || !obj)
        return err;
    NEED(SurfObjectDestroy);
    return status(rt.cu.SurfObjectDestroy((CUsurfObject)obj));
}

/* surf1Dread/surf1Dwrite in emulated device code: size bytes at byte
 * offset x of the array's first row. Out of range: mode 0 (zero) reads 0
 * and drops the write, mode 1 (clamp) uses the nearest element, mode 2
 * (trap) fails the kernel, as the GPU's exception does. */
void cuf90_emu_surf1d(int64_t obj, int32_t x, void *data, int64_t size, int32_t mode, int32_t write)
{
    RtArray *a = (RtArray *)(intptr_t)obj;
    if (!a)
        cuf90_emu_error(NULL, 0, "surf1D%s of a surface object that does not exist", write ? "write" : "read");
    int64_t bytes = (int64_t)(a->width * a->elem);
    if (x % size)
        cuf90_emu_error(NULL, 0, "surf1D%s at byte offset %d, which is not a multiple of the %lld-byte element",
                        write ? "write" : "read", x, (long long)size);
    if (x < 0 || x + size > bytes) {
        if (mode == 2)
            cuf90_emu_error(NULL, 0, "surf1D%s out of range: byte offset %d of a surface of %lld bytes (cudaBoundaryModeTrap)",
                            write ? "write" : "read", x, (long long)bytes);
        if (mode == 0) {
            if (!write)
                memset(data, 0, (size_t)size);
            return;
        }
        x = x < 0 ? 0 : (int32_t)((bytes - size) / size * size);
    }
    if (write)
        memcpy(a->data + x, data, (size_t)size);
    else
        memcpy(data, a->data + x, (size_t)size);
}
