/* cudaarray.c — CUDA arrays and surface objects of the cudafor API
 * (cudaMallocArray, cudaMalloc3DArray, cudaFreeArray, the copies to and
 * from arrays, cudaCreateSurfaceObject) and the emulated device's surface
 * loads and stores (docs/cudafor-abi.md). On a GPU a type(cudaArrayPtr)
 * holds a CUarray and a surface object is a CUsurfObject; under -Mcuda=emu
 * both are an RtArray: host memory, row-major, rows of width elements. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "emu.h"
#include "rt_internal.h"

typedef struct RtArray {
    size_t width, height, depth; /* elements; height and depth at least 1 */
    size_t elem;                 /* bytes of one element (all channels) */
    int kind, chan_bytes;        /* channel format (cudaChannelFormatKind) and size */
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
        a->kind = d->f;
        a->chan_bytes = bits / 8;
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

/* surf1D/surf2D read and write in emulated device code: size bytes at byte
 * offset x of row y (0 for 1-D). Out of range: mode 0 (zero) reads 0 and
 * drops the write, mode 1 (clamp) uses the nearest element, mode 2 (trap)
 * fails the kernel, as the GPU's exception does. */
void cuf90_emu_surf(int64_t obj, int32_t x, int32_t y, void *data, int64_t size, int32_t mode, int32_t write,
                    int32_t dims)
{
    RtArray *a = (RtArray *)(intptr_t)obj;
    const char *what = dims == 1 ? (write ? "surf1Dwrite" : "surf1Dread") : (write ? "surf2Dwrite" : "surf2Dread");
    if (!a)
        cuf90_emu_error(NULL, 0, "%s of a surface object that does not exist", what);
    int64_t row = (int64_t)(a->width * a->elem), rows = (int64_t)(a->height * a->depth);
    if (x % size)
        cuf90_emu_error(NULL, 0, "%s at byte offset %d, which is not a multiple of the %lld-byte element", what, x,
                        (long long)size);
    if (x < 0 || x + size > row || y < 0 || y >= rows) {
        if (mode == 2) {
            if (dims == 1)
                cuf90_emu_error(NULL, 0, "%s out of range: byte offset %d of a surface of %lld bytes (cudaBoundaryModeTrap)",
                                what, x, (long long)row);
            cuf90_emu_error(NULL, 0, "%s out of range: byte offset %d, row %d of a surface of %lld bytes by %lld rows (cudaBoundaryModeTrap)",
                            what, x, y, (long long)row, (long long)rows);
        }
        if (mode == 0) {
            if (!write)
                memset(data, 0, (size_t)size);
            return;
        }
        x = x < 0 ? 0 : x + size > row ? (int32_t)((row - size) / size * size) : x;
        y = y < 0 ? 0 : y >= rows ? (int32_t)(rows - 1) : y;
    }
    unsigned char *p = a->data + (size_t)y * (size_t)row + (size_t)x;
    if (write)
        memcpy(p, data, (size_t)size);
    else
        memcpy(data, p, (size_t)size);
}

/* ---- texture objects ---------------------------------------------------- */

/* An emulated texture: the texels (an array or linear memory, one row when
 * linear) and how they are read. */
typedef struct RtTexture {
    const unsigned char *texels;
    size_t width, height, elem;
    int kind;                  /* cudaChannelFormatKind of the first channel */
    int chan_bytes;            /* bytes of one channel */
    cuf90_cudaTextureDesc td;
} RtTexture;

int32_t cuf90_cudaCreateTextureObject(int64_t *obj, const cuf90_cudaResourceDesc *r, const cuf90_cudaTextureDesc *t,
                                      const void *view)
{
    *obj = 0;
    if (view)
        return rt_set_error(CUF90_cudaErrorNotSupported);
    int nch = 0, bits = 0;
    bool linear = r->resType == 2;
    if ((r->resType != 0 && !linear) || (r->resType == 0 && !r->array) ||
        (linear && (!r->devPtr || r->sizeInBytes <= 0 || !channel_layout(&r->desc, &nch, &bits))))
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    int32_t err = rt_set_error(rt_context());
    if (err)
        return err;
    if (rt.emulated) {
        if (t->readMode != 0) /* cudaReadModeNormalizedFloat: not emulated */
            return rt_set_error(CUF90_cudaErrorNotSupported);
        RtTexture *x = calloc(1, sizeof *x);
        if (!x)
            return rt_set_error(CUF90_cudaErrorMemoryAllocation);
        x->td = *t;
        if (linear) {
            x->elem = (size_t)(nch * bits / 8);
            x->texels = r->devPtr;
            x->width = (size_t)r->sizeInBytes / x->elem;
            x->height = 1;
            x->kind = r->desc.f;
            x->chan_bytes = bits / 8;
        } else {
            const RtArray *a = r->array;
            x->texels = a->data;
            x->width = a->width;
            x->height = a->height * a->depth;
            x->elem = a->elem;
            x->kind = a->kind;
            x->chan_bytes = a->chan_bytes;
        }
        *obj = (int64_t)(intptr_t)x;
        return 0;
    }
    NEED(TexObjectCreate);
    CUDA_RESOURCE_DESC d;
    memset(&d, 0, sizeof d);
    if (linear) {
        d.resType = CU_RESOURCE_TYPE_LINEAR;
        d.res.linear.devPtr = (CUdeviceptr)r->devPtr;
        d.res.linear.format = cu_format(&r->desc, bits);
        d.res.linear.numChannels = (unsigned)nch;
        d.res.linear.sizeInBytes = (size_t)r->sizeInBytes;
    } else {
        d.resType = CU_RESOURCE_TYPE_ARRAY;
        d.res.array.hArray = (CUarray)r->array;
    }
    CUDA_TEXTURE_DESC td;
    memset(&td, 0, sizeof td);
    for (int i = 0; i < 3; i++)
        td.addressMode[i] = (CUaddress_mode)t->addressMode[i];
    td.filterMode = (CUfilter_mode)t->filterMode;
    td.flags = (t->readMode == 0 ? CU_TRSF_READ_AS_INTEGER : 0) | (t->normalizedCoords ? CU_TRSF_NORMALIZED_COORDINATES : 0) |
               (t->sRGB ? CU_TRSF_SRGB : 0);
    memcpy(td.borderColor, t->borderColor, sizeof td.borderColor);
    td.maxAnisotropy = (unsigned)t->maxAnisotropy;
    CUtexObject o = 0;
    CUresult cr = rt.cu.TexObjectCreate(&o, &d, &td, NULL);
    *obj = (int64_t)o;
    return status(cr);
}

int32_t cuf90_cudaDestroyTextureObject(int64_t obj)
{
    int32_t err = rt_set_error(rt_context());
    if (err || !obj)
        return err;
    if (rt.emulated) {
        free((RtTexture *)(intptr_t)obj);
        return 0;
    }
    NEED(TexObjectDestroy);
    return status(rt.cu.TexObjectDestroy((CUtexObject)obj));
}

/* Texel (i, j) after the address mode; false: a border texel (0). */
static bool address(const RtTexture *x, int64_t *i, int64_t n, int mode)
{
    if (*i >= 0 && *i < n)
        return true;
    switch (mode) {
    case 0: *i = ((*i % n) + n) % n; return true;                   /* wrap */
    case 2: { int64_t p = ((*i % (2 * n)) + 2 * n) % (2 * n); *i = p < n ? p : 2 * n - 1 - p; return true; } /* mirror */
    case 3: return false;                                           /* border */
    default: *i = *i < 0 ? 0 : n - 1; return true;                  /* clamp */
    }
    (void)x;
}

static double texel(const RtTexture *x, int64_t i, int64_t j)
{
    if (!address(x, &i, (int64_t)x->width, x->td.addressMode[0]) ||
        !address(x, &j, (int64_t)x->height, x->td.addressMode[1]))
        return x->td.borderColor[0];
    const unsigned char *p = x->texels + ((size_t)j * x->width + (size_t)i) * x->elem;
    switch (x->chan_bytes * 4 + x->kind) {
    case 4 * 1 + 0: return *(const int8_t *)p;
    case 4 * 1 + 1: return *p;
    case 4 * 2 + 0: return *(const int16_t *)p;
    case 4 * 2 + 1: return *(const uint16_t *)p;
    case 4 * 4 + 0: return *(const int32_t *)p;
    case 4 * 4 + 1: return *(const uint32_t *)p;
    case 4 * 4 + 2: return *(const float *)p;
    default: return 0;
    }
}

/* One coordinate: the texel index below it and the linear filter's weight. */
static int64_t coord(const RtTexture *x, float f, size_t n, bool linear, double *w)
{
    double c = x->td.normalizedCoords ? (double)f * (double)n : (double)f;
    if (!linear) {
        *w = 0;
        return (int64_t)floor(c);
    }
    double b = c - 0.5, i = floor(b);
    *w = b - i;
    return (int64_t)i;
}

void cuf90_emu_tex(int64_t obj, int32_t op, int32_t ix, float fx, float fy, void *data, int32_t is_int)
{
    const RtTexture *x = (const RtTexture *)(intptr_t)obj;
    if (!x)
        cuf90_emu_error(NULL, 0, "a texture fetch of a texture object that does not exist");
    double v;
    if (op == 0) {
        v = ix >= 0 && (size_t)ix < x->width ? texel(x, ix, 0) : 0; /* tex1Dfetch: 0 out of range */
    } else {
        bool lin = x->td.filterMode == 1 && x->kind == 2;
        double wx, wy = 0;
        int64_t i = coord(x, fx, x->width, lin, &wx), j = op == 2 ? coord(x, fy, x->height, lin, &wy) : 0;
        v = (1 - wx) * (1 - wy) * texel(x, i, j);
        if (lin) {
            v += wx * (1 - wy) * texel(x, i + 1, j);
            if (op == 2)
                v += (1 - wx) * wy * texel(x, i, j + 1) + wx * wy * texel(x, i + 1, j + 1);
        }
    }
    if (is_int)
        *(int32_t *)data = (int32_t)v;
    else
        *(float *)data = (float)v;
}
