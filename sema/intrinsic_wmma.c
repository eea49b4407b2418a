/* intrinsic_wmma.c — the text of the intrinsic module wmma: nvfortran's
 * tensor-core fragments and the pipeline primitives for asynchronous
 * copies from global to shared memory.
 *
 * Fragments (m16n16k16, REAL(2) multiplicands): the derived types
 * subMatrixA_m16n16k16_Real_Cmajor/_Rmajor, subMatrixB_... likewise, and
 * the accumulators subMatrixC_m16n16k16_Real4/_Real2 (what nvfortran's
 * WMMASubMatrix macro of cuf_macros.CUF names; rt/modules ships that
 * file), each thread's part in component x (16 halves for A and B, 8
 * values for C, as the GPU's registers); wmmaLoadMatrix(frag, a(i,j),
 * ld), wmmaMatmul(d, a, b[, c]), wmmaStoreMatrix(c(i,j), frag, ld) and
 * `frag = scalar`. Their bodies are cuf90_dev_wmma_* in
 * codegen/device_wmma.c (llvm.nvvm.wmma.* on the GPU, rt/emu_sync.c's
 * warp-cooperative loops under emu).
 *
 * Pipeline: pipelineMemcpyAsync(dst, src) of a 4-, 8- or 16-byte value,
 * pipelineCommit(), pipelineWaitPrior(n): cuf90_dev_pipe_* in
 * codegen/device_cg.c (cp.async on the GPU, a plain copy under emu).
 */
#include "sema_impl.h"

#include <stdio.h>
#include <stdlib.h>

static const char head[] =
    "module wmma\n"
    "  implicit none\n"
    "  interface\n"
    "    attributes(device) subroutine pipelinecommit() bind(c, name='cuf90_dev_pipe_commit')\n"
    "    end subroutine\n"
    "    attributes(device) subroutine pipelinewaitprior(n) bind(c, name='cuf90_dev_pipe_wait')\n"
    "      integer(4), value :: n\n"
    "    end subroutine\n"
    "  end interface\n"
    "  interface pipelinememcpyasync\n";

/* The m16n16k16 fragment types and their generic procedures. Specific
 * names: wmma_<op>_<operands>; bind names cuf90_dev_wmma_<same>. */
static const char *const ab_types[4][2] = {
    {"submatrixa_m16n16k16_real_cmajor", "a_col"}, {"submatrixa_m16n16k16_real_rmajor", "a_row"},
    {"submatrixb_m16n16k16_real_cmajor", "b_col"}, {"submatrixb_m16n16k16_real_rmajor", "b_row"},
};
static const char *const c_types[2][3] = {
    {"submatrixc_m16n16k16_real4", "f32", "real(4)"}, {"submatrixc_m16n16k16_real2", "f16", "real(2)"},
};

#define OUT(...) (*n += (size_t)snprintf(buf + *n, cap - *n, __VA_ARGS__))

static void fragments(char *buf, size_t cap, size_t *n)
{
    for (int i = 0; i < 4; i++)
        OUT("  type :: %s\n    real(2) :: x(16)\n  end type\n", ab_types[i][0]);
    for (int i = 0; i < 2; i++)
        OUT("  type :: %s\n    %s :: x(8)\n  end type\n", c_types[i][0], c_types[i][2]);
    OUT("  interface wmmaloadmatrix\n");
    for (int i = 0; i < 4; i++)
        OUT("    attributes(device) subroutine wmma_load_%s(frag, src, ld) bind(c, name='cuf90_dev_wmma_load_%s')\n"
            "      import\n      type(%s) :: frag\n      real(2) :: src\n      integer(4), value :: ld\n"
            "    end subroutine\n", ab_types[i][1], ab_types[i][1], ab_types[i][0]);
    for (int i = 0; i < 2; i++)
        OUT("    attributes(device) subroutine wmma_load_c_%s(frag, src, ld) bind(c, name='cuf90_dev_wmma_load_c_%s')\n"
            "      import\n      type(%s) :: frag\n      %s :: src\n      integer(4), value :: ld\n"
            "    end subroutine\n", c_types[i][1], c_types[i][1], c_types[i][0], c_types[i][2]);
    OUT("  end interface\n  interface wmmastorematrix\n");
    for (int i = 0; i < 2; i++)
        OUT("    attributes(device) subroutine wmma_store_%s(dst, frag, ld) bind(c, name='cuf90_dev_wmma_store_%s')\n"
            "      import\n      %s :: dst\n      type(%s) :: frag\n      integer(4), value :: ld\n"
            "    end subroutine\n", c_types[i][1], c_types[i][1], c_types[i][2], c_types[i][0]);
    OUT("  end interface\n  interface wmmamatmul\n");
    for (int a = 0; a < 2; a++)
        for (int b = 2; b < 4; b++)
            for (int d = 0; d < 2; d++)
                for (int c = -1; c < 2; c++) {
                    char spec[64];
                    snprintf(spec, sizeof spec, "mma_%s_%s_%s_%s", ab_types[a][1] + 2, ab_types[b][1] + 2, c_types[d][1],
                             c < 0 ? "z" : c_types[c][1]);
                    OUT("    attributes(device) subroutine wmma_%s(d, a, b%s) bind(c, name='cuf90_dev_wmma_%s')\n"
                        "      import\n      type(%s) :: d\n      type(%s) :: a\n      type(%s) :: b\n",
                        spec, c < 0 ? "" : ", c", spec, c_types[d][0], ab_types[a][0], ab_types[b][0]);
                    if (c >= 0)
                        OUT("      type(%s) :: c\n", c_types[c][0]);
                    OUT("    end subroutine\n");
                }
    OUT("  end interface\n  interface assignment(=)\n");
    for (int d = 0; d < 2; d++)
        for (int v = 0; v < 2; v++)
            OUT("    attributes(device) subroutine wmma_fill_%s_%s(frag, v) bind(c, name='cuf90_dev_wmma_fill_%s_%s')\n"
                "      import\n      type(%s), intent(out) :: frag\n      %s, intent(in) :: v\n"
                "    end subroutine\n", c_types[d][1], c_types[v][1], c_types[d][1], c_types[v][1], c_types[d][0],
                c_types[v][2]);
    OUT("  end interface\n");
}

#undef OUT

const char *wmma_source(void)
{
    static char *text;
    static const struct { const char *type, *tag; int bytes; } types[] = {
        {"integer(4)", "i4", 4}, {"real(4)", "r4", 4}, {"integer(8)", "i8", 8}, {"real(8)", "r8", 8},
        {"complex(4)", "c4", 8}, {"complex(8)", "c8", 16},
    };
    if (text)
        return text;
    size_t cap = 64 * 1024, n = 0;
    text = malloc(cap);
    n += (size_t)snprintf(text + n, cap - n, "%s", head);
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        n += (size_t)snprintf(text + n, cap - n,
                              "    attributes(device) subroutine pipelinememcpyasync_%s(dst, src) "
                              "bind(c, name='cuf90_dev_pipe_copy_%d_%s')\n"
                              "      %s :: dst, src\n"
                              "    end subroutine\n",
                              types[i].tag, types[i].bytes, types[i].tag, types[i].type);
    n += (size_t)snprintf(text + n, cap - n, "  end interface\n  private :: ");
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        n += (size_t)snprintf(text + n, cap - n, "%spipelinememcpyasync_%s", i ? ", " : "", types[i].tag);
    n += (size_t)snprintf(text + n, cap - n, "\n");
    fragments(text, cap, &n);
    snprintf(text + n, cap - n, "end module wmma\n");
    return text;
}
