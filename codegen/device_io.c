/* device_io.c — PRINT and STOP in device code, the same lowering for the
 * GPU and the emulator (-Mcuda=emu), so both print the same characters.
 * Device code has no libgfortran: list-directed output is one vprintf per
 * statement with a packed argument buffer — CUDA's device vprintf on the
 * GPU, the runtime's cuf90_emu_vprintf (rt/emu_print.c, reading the same
 * buffer) under emu; STOP ends the thread and ERROR STOP fails the kernel.
 * io.c hands device-target statements here.
 */
#include "cg.h"

#include <stdio.h>
#include <string.h>

/* An integer expression converted to `to`. */
static LLVMValueRef int_value(CG *cg, Node *e, Type *to)
{
    LLVMValueRef v = cg_expr(cg, e);
    if (e->type && !type_equal(e->type, to))
        v = cg_convert(cg, v, e->type, to);
    return v;
}
/* ------------------------------------------------------------------ */
/* Device code: list-directed output through CUDA's vprintf            */
/* ------------------------------------------------------------------ */

typedef struct DevPrint {
    char fmt[1024];
    size_t flen;
    LLVMValueRef vals[64];
    int n;
    bool overflow;         /* more text or values than one vprintf takes */
} DevPrint;

static void dev_vprintf(CG *cg, DevPrint *pd);

static void dp_fmt(DevPrint *dp, const char *text)
{
    size_t n = strlen(text);
    if (dp->flen + n < sizeof dp->fmt) {
        memcpy(dp->fmt + dp->flen, text, n);
        dp->flen += n;
    } else
        dp->overflow = true;
}

static void dp_val(DevPrint *dp, LLVMValueRef v)
{
    if (dp->n < 64)
        dp->vals[dp->n++] = v;
    else
        dp->overflow = true;
}

/* CUDA's printf has no '*' precision: a constant length goes into the
 * format ("%.5s"); otherwise the string is copied, up to 255 bytes, into a
 * NUL-terminated local buffer. */
static void dp_string(CG *cg, DevPrint *dp, Node *e)
{
    LLVMValueRef p, len;
    cg_char_expr(cg, e, &p, &len);
    len = cg_char_len_i64(cg, len);
    if (LLVMIsAConstantInt(len)) {
        char f[32];
        snprintf(f, sizeof f, "%%.%llds", (long long)LLVMConstIntGetSExtValue(len));
        dp_fmt(dp, f);
        dp_val(dp, p);
        return;
    }
    LLVMValueRef buf = cg_alloca(cg, LLVMArrayType2(cg->t_i8, 256), "dev.str");
    LLVMValueRef cap = cg_const_i64(cg, 255);
    LLVMValueRef n = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, len, cap, ""), len, cap, "");
    LLVMValueRef zero = cg_const_i64(cg, 0);
    n = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, n, zero, ""), zero, n, "");
    LLVMBuildMemCpy(cg->b, buf, 1, p, 1, n);
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, 0, false), LLVMBuildGEP2(cg->b, cg->t_i8, buf, &n, 1, ""));
    dp_fmt(dp, "%s");
    dp_val(dp, buf);
}

/* One scalar item: integers in gfortran's list-directed widths, reals with
 * their full precision, logicals as T/F, characters as they are. */
static void dp_array(CG *cg, DevPrint *dp, Node *e);

static void dp_item(CG *cg, DevPrint *dp, Node *e)
{
    Type *t = e->type;
    if (e->kind == N_IMPLIED_DO) {
        error_at(e->loc, "implied-DO items in a PRINT statement in device code are not supported");
        return;
    }
    if (e->rank > 0 && !cg->elem_idx) {
        dp_array(cg, dp, e);
        return;
    }
    switch (t ? t->kind : TY_ERROR) {
    case TY_INTEGER: {
        LLVMValueRef v = cg_expr(cg, e);
        if (t->kind_param == 8) {
            dp_fmt(dp, "%21lld");
            dp_val(dp, v);
        } else {
            dp_fmt(dp, t->kind_param == 1 ? "%5d" : t->kind_param == 2 ? "%7d" : "%12d");
            dp_val(dp, LLVMBuildSExt(cg->b, v, cg->t_i32, ""));
        }
        return;
    }
    case TY_REAL: {
        LLVMValueRef v = cg_expr(cg, e);
        dp_fmt(dp, t->kind_param == 8 ? "%25.16E" : "%16.8E");
        dp_val(dp, t->kind_param == 8 ? v : LLVMBuildFPExt(cg->b, v, cg->t_f64, ""));
        return;
    }
    case TY_COMPLEX: {
        LLVMValueRef v = cg_expr(cg, e);
        LLVMValueRef re = LLVMBuildExtractValue(cg->b, v, 0, ""), im = LLVMBuildExtractValue(cg->b, v, 1, "");
        dp_fmt(dp, t->kind_param == 8 ? " (%.16E,%.16E)" : " (%.8E,%.8E)");
        dp_val(dp, t->kind_param == 8 ? re : LLVMBuildFPExt(cg->b, re, cg->t_f64, ""));
        dp_val(dp, t->kind_param == 8 ? im : LLVMBuildFPExt(cg->b, im, cg->t_f64, ""));
        return;
    }
    case TY_LOGICAL: {
        LLVMValueRef c = cg_logical_cond(cg, e);
        dp_fmt(dp, " %c");
        dp_val(dp, LLVMBuildSelect(cg->b, c, cg_const_i32(cg, 'T'), cg_const_i32(cg, 'F'), ""));
        return;
    }
    case TY_CHARACTER:
        dp_string(cg, dp, e);
        return;
    default:
        error_at(e->loc, "an item of this type cannot be printed in device code");
        return;
    }
}

/* Most elements of an array item in one device PRINT: the format and the
 * argument buffer are fixed when the kernel is compiled. */
enum { DP_MAX_ARRAY_ITEMS = 32 };

/* An array item whose size is a constant (at most DP_MAX_ARRAY_ITEMS
 * elements): its elements in array element order, each through the
 * scalarizer's element access at constant indices. */
static void dp_array(CG *cg, DevPrint *dp, Node *e)
{
    LLVMValueRef ext[15];
    int rank = cg_shape(cg, e, ext);
    int64_t n = 1, ne[15];
    for (int d = 0; d < rank; d++) {
        if (!LLVMIsAConstantInt(ext[d])) {
            n = -1;
            break;
        }
        ne[d] = LLVMConstIntGetSExtValue(ext[d]);
        n *= ne[d] > 0 ? ne[d] : 0;
    }
    if (rank <= 0 || n < 0 || n > DP_MAX_ARRAY_ITEMS || (e->type && e->type->kind == TY_CHARACTER)) {
        error_at(e->loc, "an array item in a PRINT statement in device code must be a non-character array of constant size at most %d",
                 DP_MAX_ARRAY_ITEMS);
        return;
    }
    LLVMValueRef idx[15];
    for (int64_t k = 0; k < n; k++) {
        int64_t r = k;
        for (int d = 0; d < rank; d++) {
            idx[d] = cg_const_i64(cg, r % ne[d]);
            r /= ne[d];
        }
        cg->elem_idx = idx;
        cg->elem_rank = rank;
        dp_item(cg, dp, e);
        cg->elem_idx = NULL;
        cg->elem_rank = 0;
    }
}

/* PRINT * / WRITE(*,*) in device code: one vprintf per statement, so each
 * thread's line comes out whole (CUDA Fortran guide, device PRINT). */
static void io_device_print(CG *cg, Node *s)
{
    Node *unit = s->kind == N_PRINT ? NULL : cg_io_kw(s, "unit");
    Node *fmt = cg_io_kw(s, "fmt");
    bool default_unit = !unit || unit->kind == N_STAR || (unit->cval && unit->cval->i == 6);
    if (!default_unit || !fmt || fmt->kind != N_STAR || s->opts.len > (s->kind == N_PRINT ? 1 : 2)) {
        error_at(s->loc, "only list-directed PRINT and WRITE to the default unit are allowed in device code");
        return;
    }
    DevPrint dp;
    memset(&dp, 0, sizeof dp);
    dp_fmt(&dp, " ");
    for (int i = 0; i < s->args.len; i++)
        dp_item(cg, &dp, s->args.items[i]);
    dp_fmt(&dp, "\n");
    if (dp.overflow) {
        error_at(s->loc, "this PRINT statement in device code prints more than one device printf can take (64 values)");
        return;
    }
    dev_vprintf(cg, &dp);
}

/* vprintf(format, packed arguments): the buffer is laid out like a C struct
 * of the arguments, which is what CUDA's vprintf reads, and what
 * cuf90_emu_vprintf reads under the emulator (its layout is the same on
 * x86-64: every argument at its natural alignment). */
static void dev_vprintf(CG *cg, DevPrint *pd)
{
    DevPrint dp = *pd;
    LLVMValueRef f = cg_global_string(cg, dp.fmt, dp.flen, "devfmt");
    LLVMValueRef buf = LLVMConstNull(cg->t_ptr);
    if (dp.n) {
        LLVMTypeRef ft[64];
        for (int i = 0; i < dp.n; i++)
            ft[i] = LLVMTypeOf(dp.vals[i]);
        LLVMTypeRef st = LLVMStructTypeInContext(cg->ctx, ft, (unsigned)dp.n, false);
        buf = cg_alloca(cg, st, "printf.args");
        for (int i = 0; i < dp.n; i++)
            LLVMBuildStore(cg->b, dp.vals[i], LLVMBuildStructGEP2(cg->b, st, buf, (unsigned)i, ""));
    }
    LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
    LLVMValueRef args[2] = {f, buf};
    cg_call_extern(cg, cg->target == CG_TARGET_NVPTX ? "vprintf" : "cuf90_emu_vprintf", cg->t_i32,
                   pt, 2, args, 2, false);
}

/* STOP / ERROR STOP in device code. The stop code is printed with vprintf
 * as "STOP code" / "ERROR STOP code" on standard output (a character code
 * as its characters), on both targets. Then on the GPU STOP ends the thread
 * (PTX exit) and ERROR STOP traps, which fails the kernel at the host's next
 * synchronization; the emulator ends the emulated thread or fails the
 * kernel naming the statement and the thread (rt/emu.h). */
static void device_stop(CG *cg, Node *s, bool error)
{
    Node *code = s->rhs;
    bool quiet = s->lhs && s->lhs->cval && s->lhs->cval->i;
    if (code && !quiet) {
        DevPrint dp;
        memset(&dp, 0, sizeof dp);
        dp_fmt(&dp, error ? "ERROR STOP " : "STOP ");
        if (code->type && code->type->kind == TY_CHARACTER) {
            dp_string(cg, &dp, code);
        } else {
            dp_fmt(&dp, "%d");
            dp_val(&dp, int_value(cg, code, type_int(4)));
        }
        dp_fmt(&dp, "\n");
        dev_vprintf(cg, &dp);
    }
    if (cg->target == CG_TARGET_NVPTX) {
        const char *name = error ? "llvm.trap" : "llvm.nvvm.exit";
        unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
        LLVMValueRef fn = LLVMGetIntrinsicDeclaration(cg->mod, id, NULL, 0);
        LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, NULL, 0), fn, NULL, 0, "");
    } else if (error) {
        const char *file = s->loc.file ? s->loc.file->name : cg->src_name;
        LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_i32};
        LLVMValueRef av[2] = {cg_global_string(cg, file, strlen(file), ".file"), cg_const_i32(cg, s->loc.line)};
        cg_call_extern(cg, "cuf90_emu_error_stop", cg->t_void, pt, 2, av, 2, false);
    } else {
        cg_call_extern(cg, "cuf90_emu_thread_exit", cg->t_void, NULL, 0, NULL, 0, false);
    }
    LLVMBuildUnreachable(cg->b);
    LLVMPositionBuilderAtEnd(cg->b, cg_new_block(cg, "after.stop"));
}

/* I/O statements of device code: only list-directed PRINT and WRITE to the
 * default unit exist there. */
void cg_device_io_stmt(CG *cg, Node *s)
{
    if (s->kind == N_PRINT || s->kind == N_WRITE)
        io_device_print(cg, s);
    else
        error_at(s->loc, "only list-directed PRINT and WRITE to the default unit are allowed in device code");
}

/* STOP / ERROR STOP in device code (GPU or emulated). */
void cg_device_stop_stmt(CG *cg, Node *s, bool error)
{
    device_stop(cg, s, error);
}
