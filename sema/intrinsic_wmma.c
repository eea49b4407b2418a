/* intrinsic_wmma.c — the text of the intrinsic module wmma: nvfortran's
 * tensor-core fragments and the pipeline primitives for asynchronous
 * copies from global to shared memory.
 *
 * Fragments: for the REAL(2) shapes m16n16k16, m32n8k16 and m8n32k16
 * the derived types subMatrixA_<shape>_Real_Cmajor/_Rmajor, subMatrixB_...
 * likewise, the accumulators subMatrixC_<shape>_Real4/_Real2; for the
 * REAL(8) m8n8k4 subMatrixA_m8n8k4_Real8_Cmajor/_Rmajor, ..., and
 * subMatrixC_m8n8k4_Real8 (what nvfortran's WMMASubMatrix macro of
 * cuf_macros.CUF names; rt/modules ships that file), each thread's part in
 * component x (as the GPU's registers: 16 halves for A and B, 8 values for
 * C; 1 and 2 doubles for m8n8k4); wmmaLoadMatrix(frag, a(i,j),
 * ld), wmmaMatmul(d, a, b[, c]), wmmaStoreMatrix(c(i,j), frag, ld[,
 * layout]) with the module's constants WMMAColMajor and WMMARowMajor
 * (nvfortran's spelling: its README of the tensor-core examples) and
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

/* The fragment types and their generic procedures, per shape: the
 * REAL(2) shapes m16n16k16, m32n8k16, m8n32k16 (accumulators REAL(4) or
 * REAL(2)) and the REAL(8) m8n8k4. Specific names wmma_<op>_<shape>_...,
 * bind names cuf90_dev_wmma_<same> (codegen/device_wmma.c parses them). */
static const struct Shape {
    const char *name;
    int ab_kind;           /* 2 or 8 */
    int nc;                /* accumulator kinds */
    int c_kinds[2];
} shapes[] = {
    {"m16n16k16", 2, 2, {4, 2}}, {"m32n8k16", 2, 2, {4, 2}}, {"m8n32k16", 2, 2, {4, 2}}, {"m8n8k4", 8, 1, {8}},
};

static const char *tag(int kind) { return kind == 2 ? "f16" : kind == 4 ? "f32" : "f64"; }

/* x's size: the thread's share as the GPU's registers hold it */
static int ab_slots(int kind) { return kind == 2 ? 16 : 1; }
static int c_slots(int kind) { return kind == 8 ? 2 : 8; }

#define OUT(...) (*n += (size_t)snprintf(buf + *n, cap - *n, __VA_ARGS__))

static void ab_name(char *o, size_t sz, const struct Shape *sh, char which, bool row)
{
    snprintf(o, sz, "submatrix%c_%s_real%s_%cmajor", which, sh->name, sh->ab_kind == 8 ? "8" : "", row ? 'r' : 'c');
}

static void c_name(char *o, size_t sz, const struct Shape *sh, int kind)
{
    snprintf(o, sz, "submatrixc_%s_real%d", sh->name, kind);
}

/* Comparisons of an accumulator with one of its type or a REAL scalar
 * (a logical kind-1 accumulator, element by element of the thread's
 * part), wmmaAll/wmmaAny/wmmaCount of one (the warp's whole matrix), and
 * wmmaMerge(d, tsource, fsource, mask) (tsource and fsource each an
 * accumulator of d's type or a REAL scalar), as nvfortran's README of the
 * tensor-core examples describes them. Bind names
 * cuf90_dev_wmma_cmp_<shape>_<op>_<type>_<f|s2|s4|s8>,
 * cuf90_dev_wmma_{all,any,count}_<shape>_l1 and
 * cuf90_dev_wmma_merge_<shape>_<type>_<t>_<f>. */
static void logical_ops(char *buf, size_t cap, size_t *n)
{
    static const char *const ops[6][2] = {{"lt", "<"}, {"le", "<="}, {"gt", ">"}, {"ge", ">="}, {"eq", "=="}, {"ne", "/="}};
    static const char *const operands[4] = {"f", "s2", "s4", "s8"};
    /* the other operand: an accumulator, a scalar on the right (s2, s4,
     * s8) or on the left (l2, l4, l8) */
    static const char *const others[7] = {"f", "s2", "s4", "s8", "l2", "l4", "l8"};
    char t1[64];
    for (int o = 0; o < 6; o++) {
        OUT("  interface operator(%s)\n", ops[o][1]);
        for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
            const struct Shape *sh = &shapes[s];
            for (int c = 0; c < sh->nc; c++)
                for (int r = 0; r < 7; r++) {
                    char spec[80];
                    snprintf(spec, sizeof spec, "cmp_%s_%s_%s_%s", sh->name, ops[o][0], tag(sh->c_kinds[c]), others[r]);
                    c_name(t1, sizeof t1, sh, sh->c_kinds[c]);
                    OUT("    attributes(device) function wmma_%s(a, b) bind(c, name='cuf90_dev_wmma_%s')\n"
                        "      import\n      type(submatrixc_%s_logical1) :: wmma_%s\n", spec, spec, sh->name, spec);
                    if (r == 0)
                        OUT("      type(%s), intent(in) :: a, b\n", t1);
                    else if (others[r][0] == 's')
                        OUT("      type(%s), intent(in) :: a\n      real(%c), intent(in) :: b\n", t1, others[r][1]);
                    else
                        OUT("      real(%c), intent(in) :: a\n      type(%s), intent(in) :: b\n", others[r][1], t1);
                    OUT("    end function\n");
                }
        }
        OUT("  end interface\n");
    }
    /* d = c between the accumulators of a shape of different kinds:
     * element by element, converted */
    OUT("  interface assignment(=)\n");
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        const struct Shape *sh = &shapes[s];
        for (int d = 0; d < sh->nc; d++)
            for (int c = 0; c < sh->nc; c++) {
                if (c == d)
                    continue;
                char spec[64], t2[64];
                snprintf(spec, sizeof spec, "conv_%s_%s_%s", sh->name, tag(sh->c_kinds[d]), tag(sh->c_kinds[c]));
                c_name(t1, sizeof t1, sh, sh->c_kinds[d]);
                c_name(t2, sizeof t2, sh, sh->c_kinds[c]);
                OUT("    attributes(device) subroutine wmma_%s(d, c) bind(c, name='cuf90_dev_wmma_%s')\n"
                    "      import\n      type(%s), intent(out) :: d\n      type(%s), intent(in) :: c\n"
                    "    end subroutine\n", spec, spec, t1, t2);
            }
    }
    OUT("  end interface\n");
    static const char *const reductions[3][2] = {{"all", "logical(4)"}, {"any", "logical(4)"}, {"count", "integer(4)"}};
    for (int r = 0; r < 3; r++) {
        OUT("  interface wmma%s\n", reductions[r][0]);
        for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
            const struct Shape *sh = &shapes[s];
            OUT("    attributes(device) function wmma_%s_%s_l1(mask) bind(c, name='cuf90_dev_wmma_%s_%s_l1')\n"
                "      import\n      %s :: wmma_%s_%s_l1\n      type(submatrixc_%s_logical1), intent(in) :: mask\n"
                "    end function\n",
                reductions[r][0], sh->name, reductions[r][0], sh->name, reductions[r][1], reductions[r][0], sh->name, sh->name);
        }
        OUT("  end interface\n");
    }
    OUT("  interface wmmamerge\n");
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        const struct Shape *sh = &shapes[s];
        for (int c = 0; c < sh->nc; c++)
            for (int t = 0; t < 4; t++)
                for (int f = 0; f < 4; f++) {
                    char spec[80];
                    snprintf(spec, sizeof spec, "merge_%s_%s_%s_%s", sh->name, tag(sh->c_kinds[c]), operands[t], operands[f]);
                    c_name(t1, sizeof t1, sh, sh->c_kinds[c]);
                    OUT("    attributes(device) subroutine wmma_%s(d, tsource, fsource, mask) bind(c, name='cuf90_dev_wmma_%s')\n"
                        "      import\n      type(%s) :: d\n", spec, spec, t1);
                    for (int side = 0; side < 2; side++) {
                        const char *o = operands[side ? f : t];
                        if (o[0] == 'f')
                            OUT("      type(%s), intent(in) :: %s\n", t1, side ? "fsource" : "tsource");
                        else
                            OUT("      real(%c), intent(in) :: %s\n", o[1], side ? "fsource" : "tsource");
                    }
                    OUT("      type(submatrixc_%s_logical1), intent(in) :: mask\n    end subroutine\n", sh->name);
                }
    }
    OUT("  end interface\n");
}

static void fragments(char *buf, size_t cap, size_t *n)
{
    char t1[64], t2[64], t3[64], t4[64];
    OUT("  type :: wmmalayoutcolmajor\n    integer(4) :: layout\n  end type\n"
        "  type :: wmmalayoutrowmajor\n    integer(4) :: layout\n  end type\n"
        "  type(wmmalayoutcolmajor), parameter :: wmmacolmajor = wmmalayoutcolmajor(0)\n"
        "  type(wmmalayoutrowmajor), parameter :: wmmarowmajor = wmmalayoutrowmajor(1)\n");
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        const struct Shape *sh = &shapes[s];
        for (int w = 0; w < 4; w++) {
            ab_name(t1, sizeof t1, sh, w < 2 ? 'a' : 'b', w & 1);
            OUT("  type :: %s\n    real(%d) :: x(%d)\n  end type\n", t1, sh->ab_kind, ab_slots(sh->ab_kind));
        }
        for (int c = 0; c < sh->nc; c++) {
            c_name(t1, sizeof t1, sh, sh->c_kinds[c]);
            OUT("  type :: %s\n    real(%d) :: x(%d)\n  end type\n", t1, sh->c_kinds[c], c_slots(sh->c_kinds[c]));
        }
        /* the logical kind-1 accumulator of comparisons (WMMAKind1) */
        OUT("  type :: submatrixc_%s_logical1\n    logical(1) :: x(%d)\n  end type\n", sh->name, c_slots(sh->c_kinds[0]));
    }
    OUT("  interface wmmaloadmatrix\n");
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        const struct Shape *sh = &shapes[s];
        for (int w = 0; w < 4; w++) {
            char spec[64];
            ab_name(t1, sizeof t1, sh, w < 2 ? 'a' : 'b', w & 1);
            snprintf(spec, sizeof spec, "load_%s_%c_%s", sh->name, w < 2 ? 'a' : 'b', w & 1 ? "row" : "col");
            OUT("    attributes(device) subroutine wmma_%s(frag, src, ld) bind(c, name='cuf90_dev_wmma_%s')\n"
                "      import\n      type(%s) :: frag\n      real(%d) :: src\n      integer(4), value :: ld\n"
                "    end subroutine\n", spec, spec, t1, sh->ab_kind);
        }
        for (int c = 0; c < sh->nc; c++) {
            c_name(t1, sizeof t1, sh, sh->c_kinds[c]);
            OUT("    attributes(device) subroutine wmma_load_%s_c_%s(frag, src, ld) bind(c, name='cuf90_dev_wmma_load_%s_c_%s')\n"
                "      import\n      type(%s) :: frag\n      real(%d) :: src\n      integer(4), value :: ld\n"
                "    end subroutine\n", sh->name, tag(sh->c_kinds[c]), sh->name, tag(sh->c_kinds[c]), t1, sh->c_kinds[c]);
        }
    }
    /* the store's optional layout: WMMAColMajor (the default) or
     * WMMARowMajor, constants of two types so the generic picks the
     * specific when compiling */
    OUT("  end interface\n  interface wmmastorematrix\n");
    static const char *const layouts[3] = {"", "col", "row"};
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        const struct Shape *sh = &shapes[s];
        for (int c = 0; c < sh->nc; c++)
            for (int l = 0; l < 3; l++) {
                char spec[64];
                snprintf(spec, sizeof spec, "store_%s_%s%s%s", sh->name, tag(sh->c_kinds[c]), l ? "_" : "", layouts[l]);
                c_name(t1, sizeof t1, sh, sh->c_kinds[c]);
                OUT("    attributes(device) subroutine wmma_%s(dst, frag, ld%s) bind(c, name='cuf90_dev_wmma_%s')\n"
                    "      import\n      real(%d) :: dst\n      type(%s) :: frag\n      integer(4), value :: ld\n",
                    spec, l ? ", layout" : "", spec, sh->c_kinds[c], t1);
                if (l)
                    OUT("      type(wmmalayout%smajor), intent(in) :: layout\n", layouts[l]);
                OUT("    end subroutine\n");
            }
    }
    OUT("  end interface\n  interface wmmamatmul\n");
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        const struct Shape *sh = &shapes[s];
        for (int al = 0; al < 2; al++)
            for (int bl = 0; bl < 2; bl++)
                for (int d = 0; d < sh->nc; d++)
                    for (int c = -1; c < sh->nc; c++) {
                        char spec[80];
                        snprintf(spec, sizeof spec, "mma_%s_%s_%s_%s_%s", sh->name, al ? "row" : "col", bl ? "row" : "col",
                                 tag(sh->c_kinds[d]), c < 0 ? "z" : tag(sh->c_kinds[c]));
                        ab_name(t1, sizeof t1, sh, 'a', al);
                        ab_name(t2, sizeof t2, sh, 'b', bl);
                        c_name(t3, sizeof t3, sh, sh->c_kinds[d]);
                        OUT("    attributes(device) subroutine wmma_%s(d, a, b%s) bind(c, name='cuf90_dev_wmma_%s')\n"
                            "      import\n      type(%s) :: d\n      type(%s) :: a\n      type(%s) :: b\n",
                            spec, c < 0 ? "" : ", c", spec, t3, t1, t2);
                        if (c >= 0) {
                            c_name(t4, sizeof t4, sh, sh->c_kinds[c]);
                            OUT("      type(%s) :: c\n", t4);
                        }
                        OUT("    end subroutine\n");
                    }
    }
    OUT("  end interface\n  interface assignment(=)\n");
    static const int vkinds[3] = {2, 4, 8};
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        const struct Shape *sh = &shapes[s];
        for (int d = 0; d < sh->nc; d++)
            for (int v = 0; v < 3; v++) {
                char spec[64];
                snprintf(spec, sizeof spec, "fill_%s_%s_%s", sh->name, tag(sh->c_kinds[d]), tag(vkinds[v]));
                c_name(t1, sizeof t1, sh, sh->c_kinds[d]);
                OUT("    attributes(device) subroutine wmma_%s(frag, v) bind(c, name='cuf90_dev_wmma_%s')\n"
                    "      import\n      type(%s), intent(out) :: frag\n      real(%d), intent(in) :: v\n"
                    "    end subroutine\n", spec, spec, t1, vkinds[v]);
            }
    }
    OUT("  end interface\n");
    logical_ops(buf, cap, n);
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
    size_t cap = 1024 * 1024, n = 0;
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
