/* io.c — I/O statements and STOP, lowered to libgfortran exactly as gfortran
 * 12 lowers them (gfortran -fdump-tree-original is the specification): a
 * parameter block per statement (st_parameter_dt / _open / _close /
 * _inquire / _filepos, laid out as gcc/fortran/ioparm.def declares them),
 * _gfortran_st_<stmt>, one _gfortran_transfer_* per item, *_done, then a
 * branch on (flags & 3) for ERR=/END=/EOR=.
 */
#include "cg.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Parameter blocks                                                    */
/* ------------------------------------------------------------------ */

/* Field shapes of ioparm.def: int4, pointer, GFC_IO_INT (i64), char1
 * {ptr, len}, char2 {len, ptr}, and the dt private pad. */
typedef enum { IOF_I4, IOF_PTR, IOF_IO, IOF_C1, IOF_C2, IOF_PAD } IoFieldKind;

typedef struct IoField {
    const char *name;
    IoFieldKind kind;
    uint32_t flag;         /* bit in common.flags (or flags2 when in_flags2) */
    bool in_flags2;        /* inquire's second flag word */
} IoField;

#define COMMON_FIELDS                                                      \
    {"flags", IOF_I4, 0, false}, {"unit", IOF_I4, 0, false},               \
    {"filename", IOF_PTR, 0, false}, {"line", IOF_I4, 0, false},           \
    {"iomsg", IOF_C2, 1u << 6, false}, {"iostat", IOF_PTR, 1u << 5, false}

static const IoField open_fields[] = {
    COMMON_FIELDS,
    {"recl", IOF_IO, 1u << 7, false}, {"file", IOF_C2, 1u << 8, false},
    {"status", IOF_C1, 1u << 9, false}, {"access", IOF_C2, 1u << 10, false},
    {"form", IOF_C1, 1u << 11, false}, {"blank", IOF_C2, 1u << 12, false},
    {"position", IOF_C1, 1u << 13, false}, {"action", IOF_C2, 1u << 14, false},
    {"delim", IOF_C1, 1u << 15, false}, {"pad", IOF_C2, 1u << 16, false},
    {"convert", IOF_C1, 1u << 17, false}, {"decimal", IOF_C2, 1u << 18, false},
    {"encoding", IOF_C1, 1u << 19, false}, {"round", IOF_C2, 1u << 20, false},
    {"sign", IOF_C1, 1u << 21, false}, {"asynchronous", IOF_C2, 1u << 22, false},
    {"newunit", IOF_PTR, 1u << 23, false}, {"readonly", IOF_I4, 1u << 24, false},
    {"cc", IOF_C2, 1u << 25, false}, {"share", IOF_C1, 1u << 26, false},
    {NULL, 0, 0, false},
};

static const IoField close_fields[] = {
    COMMON_FIELDS, {"status", IOF_C1, 1u << 7, false}, {NULL, 0, 0, false},
};

static const IoField filepos_fields[] = {COMMON_FIELDS, {NULL, 0, 0, false}};

static const IoField wait_fields[] = {COMMON_FIELDS, {"id", IOF_PTR, 1u << 7, false}, {NULL, 0, 0, false}};

static const IoField inquire_fields[] = {
    COMMON_FIELDS,
    {"exist", IOF_PTR, 1u << 7, false}, {"opened", IOF_PTR, 1u << 8, false},
    {"number", IOF_PTR, 1u << 9, false}, {"named", IOF_PTR, 1u << 10, false},
    {"nextrec", IOF_PTR, 1u << 11, false}, {"recl", IOF_PTR, 1u << 12, false},
    {"strm_pos_out", IOF_PTR, 1u << 13, false}, {"file", IOF_C1, 1u << 14, false},
    {"access", IOF_C2, 1u << 15, false}, {"form", IOF_C1, 1u << 16, false},
    {"blank", IOF_C2, 1u << 17, false}, {"position", IOF_C1, 1u << 18, false},
    {"action", IOF_C2, 1u << 19, false}, {"delim", IOF_C1, 1u << 20, false},
    {"pad", IOF_C2, 1u << 21, false}, {"name", IOF_C1, 1u << 22, false},
    {"sequential", IOF_C2, 1u << 23, false}, {"direct", IOF_C1, 1u << 24, false},
    {"formatted", IOF_C2, 1u << 25, false}, {"unformatted", IOF_C1, 1u << 26, false},
    {"read", IOF_C2, 1u << 27, false}, {"write", IOF_C1, 1u << 28, false},
    {"readwrite", IOF_C2, 1u << 29, false}, {"convert", IOF_C1, 1u << 30, false},
    {"flags2", IOF_I4, 1u << 31, false},
    {"asynchronous", IOF_C1, 1u << 0, true}, {"decimal", IOF_C2, 1u << 1, true},
    {"encoding", IOF_C1, 1u << 2, true}, {"round", IOF_C2, 1u << 3, true},
    {"sign", IOF_C1, 1u << 4, true}, {"pending", IOF_PTR, 1u << 5, true},
    {"size", IOF_PTR, 1u << 6, true}, {"id", IOF_PTR, 1u << 7, true},
    {"iqstream", IOF_C1, 1u << 8, true}, {"share", IOF_C2, 1u << 9, true},
    {"cc", IOF_C1, 1u << 10, true},
    {NULL, 0, 0, false},
};

#define IOPARM_DT_LIST_FORMAT (1u << 7)
static const IoField dt_fields[] = {
    COMMON_FIELDS,
    {"rec", IOF_IO, 1u << 9, false}, {"size", IOF_PTR, 1u << 10, false},
    {"iolength", IOF_PTR, 1u << 11, false}, {"internal_unit_desc", IOF_PTR, 0, false},
    {"format", IOF_C1, 1u << 12, false}, {"advance", IOF_C2, 1u << 13, false},
    {"internal_unit", IOF_C1, 1u << 14, false}, {"namelist_name", IOF_C2, 1u << 15, false},
    {"id", IOF_PTR, 1u << 16, false}, {"pos", IOF_IO, 1u << 17, false},
    {"asynchronous", IOF_C1, 1u << 18, false}, {"blank", IOF_C2, 1u << 19, false},
    {"decimal", IOF_C1, 1u << 20, false}, {"delim", IOF_C2, 1u << 21, false},
    {"pad", IOF_C1, 1u << 22, false}, {"round", IOF_C2, 1u << 23, false},
    {"sign", IOF_C1, 1u << 24, false}, {"u", IOF_PAD, 0, false},
    {NULL, 0, 0, false},
};

/* libgfortran reserves 16 pointers and 32 ints for its private dt state. */
#define DT_PAD_BYTES (16 * 8 + 32 * 4)

/* Offset of 'name' in the block (of its pointer part for char1/char2 when
 * !len_part, of its length otherwise); -1 if absent. Offsets follow C layout
 * rules on x86-64 and NVPTX64 alike. */
static int64_t field_offset(const IoField *tab, const char *name, bool len_part, const IoField **out)
{
    int64_t off = 0;
    for (const IoField *f = tab; f->name; f++) {
        int64_t size = 8, align = 8;
        switch (f->kind) {
        case IOF_I4: size = 4; align = 4; break;
        case IOF_PTR: case IOF_IO: break;
        case IOF_C1: case IOF_C2: size = 16; break;
        case IOF_PAD: size = DT_PAD_BYTES; align = 1; break;
        }
        off = (off + align - 1) / align * align;
        if (name && !strcmp(f->name, name)) {
            if (out)
                *out = f;
            if (f->kind == IOF_C1)
                return off + (len_part ? 8 : 0);
            if (f->kind == IOF_C2)
                return off + (len_part ? 0 : 8);
            return off;
        }
        off += size;
    }
    return name ? -1 : (off + 7) / 8 * 8;
}

typedef struct IoParm {
    CG *cg;
    const IoField *tab;
    LLVMValueRef blk;
    uint32_t flags, flags2;
    bool has_flags2;
    LLVMValueRef unit64;    /* a UNIT= wider than default integer: range-checked in parm_finish */
    bool unit_inquire;      /* INQUIRE: out of range is a unit that does not exist, not an error */
} IoParm;

/* One block per statement in the entry block, as gfortran's dt_parm.N. */
static void parm_begin(CG *cg, IoParm *p, const IoField *tab, const char *name, Loc loc)
{
    memset(p, 0, sizeof *p);
    p->cg = cg;
    p->tab = tab;
    int64_t size = field_offset(tab, NULL, false, NULL);
    p->blk = cg_alloca(cg, LLVMArrayType2(cg->t_i8, (uint64_t)size), name);
    LLVMSetAlignment(p->blk, 16);
    const char *fname = loc.file ? loc.file->name : "";
    LLVMValueRef file = LLVMGetNamedGlobal(cg->mod, "_cuf90_io_srcname");
    if (!file)
        file = cg_global_string(cg, fname, strlen(fname), "_cuf90_io_srcname");
    int64_t off = field_offset(tab, "filename", false, NULL);
    LLVMValueRef idx = cg_const_i64(cg, off);
    LLVMBuildStore(cg->b, file, LLVMBuildGEP2(cg->b, cg->t_i8, p->blk, &idx, 1, "filename"));
    off = field_offset(tab, "line", false, NULL);
    idx = cg_const_i64(cg, off);
    LLVMBuildStore(cg->b, cg_const_i32(cg, loc.line), LLVMBuildGEP2(cg->b, cg->t_i8, p->blk, &idx, 1, "line"));
}

static LLVMValueRef parm_addr(IoParm *p, const char *field, bool len_part, const IoField **f)
{
    int64_t off = field_offset(p->tab, field, len_part, f);
    LLVMValueRef idx = cg_const_i64(p->cg, off);
    return LLVMBuildGEP2(p->cg->b, p->cg->t_i8, p->blk, &idx, 1, field);
}

static void parm_mark(IoParm *p, const IoField *f)
{
    if (f->in_flags2) {
        p->flags2 |= f->flag;
        p->has_flags2 = true;
    } else {
        p->flags |= f->flag;
    }
}

/* Scalar field (int4, i64 or pointer); v already has the field's type. */
static void parm_set(IoParm *p, const char *field, LLVMValueRef v)
{
    const IoField *f = NULL;
    LLVMValueRef a = parm_addr(p, field, false, &f);
    LLVMBuildStore(p->cg->b, v, a);
    parm_mark(p, f);
}

static void parm_set_str(IoParm *p, const char *field, LLVMValueRef ptr, LLVMValueRef len)
{
    const IoField *f = NULL;
    LLVMBuildStore(p->cg->b, ptr, parm_addr(p, field, false, &f));
    LLVMBuildStore(p->cg->b, cg_char_len_i64(p->cg, len), parm_addr(p, field, true, NULL));
    parm_mark(p, f);
}

static LLVMValueRef parm_flags_addr(IoParm *p)
{
    return parm_addr(p, "flags", false, NULL);
}

/* gfortran's check of a UNIT= of kind 8 (or more) before the library sees
 * its int4 value: out of range is LIBERROR_BAD_UNIT (5005), through
 * generate_error (IOSTAT=, ERR= take it; otherwise the run stops). */
static void unit_range_check(IoParm *p)
{
    CG *cg = p->cg;
    LLVMValueRef u = p->unit64;
    LLVMTypeRef ut = LLVMTypeOf(u);
    LLVMValueRef big = LLVMBuildICmp(cg->b, LLVMIntSGT, u, LLVMConstInt(ut, INT32_MAX, true), "");
    LLVMValueRef small = LLVMBuildICmp(cg->b, LLVMIntSLT, u, LLVMConstInt(ut, (uint64_t)-(int64_t)INT32_MAX, true), "");
    if (p->unit_inquire) {
        /* gfortran's GFC_INVALID_UNIT (-3) */
        LLVMValueRef slot = parm_addr(p, "unit", false, NULL);
        LLVMValueRef cur = LLVMBuildLoad2(cg->b, cg->t_i32, slot, "");
        LLVMBuildStore(cg->b, LLVMBuildSelect(cg->b, LLVMBuildOr(cg->b, big, small, ""), cg_const_i32(cg, -3), cur, ""), slot);
        return;
    }
    const char *msg[2] = {"Unit number in I/O statement too small", "Unit number in I/O statement too large"};
    LLVMValueRef cond[2] = {small, big};
    for (int i = 0; i < 2; i++) {
        LLVMBasicBlockRef bad = cg_new_block(cg, "io.badunit"), ok = cg_new_block(cg, "io.unit.ok");
        LLVMBuildCondBr(cg->b, cond[i], bad, ok);
        LLVMPositionBuilderAtEnd(cg->b, bad);
        LLVMTypeRef pt[3] = {cg->t_ptr, cg->t_i32, cg->t_ptr};
        LLVMValueRef av[3] = {p->blk, cg_const_i32(cg, 5005), cg_global_string(cg, msg[i], strlen(msg[i]), "io.badunit.msg")};
        cg_call_extern(cg, "_gfortran_generate_error", cg->t_void, pt, 3, av, 3, false);
        LLVMBuildBr(cg->b, ok);
        LLVMPositionBuilderAtEnd(cg->b, ok);
    }
}

static void parm_finish(IoParm *p)
{
    if (p->has_flags2) {
        LLVMBuildStore(p->cg->b, cg_const_i32(p->cg, p->flags2), parm_addr(p, "flags2", false, NULL));
        p->flags |= 1u << 31;
    }
    LLVMBuildStore(p->cg->b, cg_const_i32(p->cg, (int32_t)p->flags), parm_flags_addr(p));
    if (p->unit64)
        unit_range_check(p);
}

/* UNIT= n as the library's int4; a wider n is kept for its range check. */
static void parm_set_unit(CG *cg, IoParm *p, Node *unit)
{
    LLVMValueRef v = cg_expr(cg, unit);
    if (unit->type && unit->type->kind == TY_INTEGER && unit->type->kind_param > 4) {
        p->unit64 = v;
        v = LLVMBuildTrunc(cg->b, v, cg->t_i32, "unit");
    } else if (unit->type && !type_equal(unit->type, type_int(4)))
        v = cg_convert(cg, v, unit->type, type_int(4));
    parm_set(p, "unit", v);
}

static void parm_call(IoParm *p, const char *entry)
{
    LLVMTypeRef pt = p->cg->t_ptr;
    LLVMValueRef arg = p->blk;
    cg_call_extern(p->cg, entry, p->cg->t_void, &pt, 1, &arg, 1, false);
}

/* ------------------------------------------------------------------ */
/* Control-list helpers                                                */
/* ------------------------------------------------------------------ */

/* The value of control-list specifier `name` (UNIT=, FMT=, IOSTAT=...) of
 * I/O statement s, or NULL; shared with the device lowering (device_io.c). */
Node *cg_io_kw(Node *s, const char *name)
{
    for (int i = 0; i < s->opts.len; i++) {
        Node *k = s->opts.items[i];
        if (k->kind == N_KEYWORD && k->name && !strcmp(k->name, name))
            return k->rhs;
    }
    return NULL;
}

/* A specifier without a value (DEC's READONLY, SHARED, NOSHARED) given? */
static bool cg_io_kw_given(Node *s, const char *name)
{
    for (int i = 0; i < s->opts.len; i++) {
        Node *k = s->opts.items[i];
        if (k->kind == N_KEYWORD && k->name && !strcmp(k->name, name))
            return true;
    }
    return false;
}

static int label_value(Node *e)
{
    if (!e)
        return 0;
    if (e->cval)
        return (int)e->cval->i;
    return e->text ? atoi(e->text) : 0;
}

/* Branches to a statement label through stmt.c's own GOTO lowering, so the
 * label-to-block mapping stays in one place. */
static void branch_to_label(CG *cg, Node *site, int label)
{
    Node *lit = node_new(N_INT_LIT, site->loc);
    lit->text = arena_printf(cu_arena, "%d", label);
    lit->type = type_int(4);
    ConstVal *cv = NEW(ConstVal);
    cv->type = lit->type;
    cv->i = label;
    lit->cval = cv;
    Node *go = node_new(N_GOTO, site->loc);
    nodelist_push(&go->args, lit);
    NodeList body = {0};
    nodelist_push(&body, go);
    cg_stmts(cg, &body);
}

/* switch (flags & 3) { case 1: goto err; case 2: goto end; case 3: goto eor; } */
static void branch_on_result(CG *cg, IoParm *p, Node *s, int err, int end, int eor)
{
    if (!err && !end && !eor)
        return;
    LLVMValueRef fl = LLVMBuildLoad2(cg->b, cg->t_i32, parm_flags_addr(p), "io.flags");
    LLVMValueRef ret = LLVMBuildAnd(cg->b, fl, cg_const_i32(cg, 3), "io.ret");
    LLVMBasicBlockRef cont = cg_new_block(cg, "io.cont");
    LLVMValueRef sw = LLVMBuildSwitch(cg->b, ret, cont, 3);
    int labels[3] = {err, end, eor};
    for (int i = 0; i < 3; i++) {
        if (!labels[i])
            continue;
        LLVMBasicBlockRef bb = cg_new_block(cg, "io.jump");
        LLVMAddCase(sw, cg_const_i32(cg, i + 1), bb);
        LLVMPositionBuilderAtEnd(cg->b, bb);
        branch_to_label(cg, s, labels[i]);
        if (cg_block_open(cg))
            LLVMBuildBr(cg->b, cont);
    }
    LLVMPositionBuilderAtEnd(cg->b, cont);
}

/* An integer expression as i32 (units, RECL is separate). */
static LLVMValueRef int_value(CG *cg, Node *e, Type *to)
{
    LLVMValueRef v = cg_expr(cg, e);
    if (e->type && !type_equal(e->type, to))
        v = cg_convert(cg, v, e->type, to);
    return v;
}

/* Character specifier value: (ptr, len). */
static void char_value(CG *cg, Node *e, LLVMValueRef *p, LLVMValueRef *len)
{
    cg_char_expr(cg, e, p, len);
}

/* Output integer/logical variables that libgfortran writes through an
 * int4 / i64 pointer: the variable itself when it has that width, else a
 * temporary copied back after the call. */
typedef struct OutVar {
    Node *var;
    LLVMValueRef addr, tmp;
    Type *tmp_type;
} OutVar;

typedef struct OutList {
    OutVar v[16];
    int n;
} OutList;

static LLVMValueRef out_pointer(CG *cg, OutList *ol, Node *var, int width, bool zero_first)
{
    Type *t = var->type;
    LLVMValueRef addr = cg_addr(cg, var);
    bool direct = t && (t->kind == TY_INTEGER || t->kind == TY_LOGICAL) && t->kind_param == width;
    if (direct) {
        if (zero_first)
            LLVMBuildStore(cg->b, LLVMConstInt(width == 8 ? cg->t_i64 : cg->t_i32, 0, false), addr);
        return addr;
    }
    Type *tt = (t && t->kind == TY_LOGICAL) ? type_logical(width) : type_int(width);
    LLVMValueRef tmp = cg_alloca(cg, width == 8 ? cg->t_i64 : cg->t_i32, "io.out");
    LLVMBuildStore(cg->b, LLVMConstInt(width == 8 ? cg->t_i64 : cg->t_i32, 0, false), tmp);
    if (ol->n < 16) {
        ol->v[ol->n].var = var;
        ol->v[ol->n].tmp = tmp;
        ol->v[ol->n].tmp_type = tt;
        ol->v[ol->n].addr = addr;
        ol->n++;
    }
    return tmp;
}

static void out_copy_back(CG *cg, OutList *ol)
{
    for (int i = 0; i < ol->n; i++) {
        OutVar *o = &ol->v[i];
        LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, o->tmp_type), o->tmp, "");
        v = cg_convert(cg, v, o->tmp_type, o->var->type);
        LLVMBuildStore(cg->b, v, o->addr);
    }
}

/* IOSTAT= and IOMSG= (common to every statement). iostat is zeroed first,
 * as gfortran does. */
static void set_iostat_iomsg(CG *cg, IoParm *p, Node *s, OutList *ol)
{
    Node *msg = cg_io_kw(s, "iomsg");
    if (msg) {
        LLVMValueRef ptr, len;
        char_value(cg, msg, &ptr, &len);
        parm_set_str(p, "iomsg", ptr, len);
    }
    Node *ios = cg_io_kw(s, "iostat");
    if (ios)
        parm_set(p, "iostat", out_pointer(cg, ol, ios, 4, true));
}

/* ------------------------------------------------------------------ */
/* FORMAT statements                                                   */
/* ------------------------------------------------------------------ */

static bool list_has(NodeList *l, Node *s);

/* Whether statement s occurs in n (a statement or construct). */
static bool stmt_has(Node *n, Node *s)
{
    if (!n)
        return false;
    if (n == s)
        return true;
    switch (n->kind) {
    case N_PROGRAM: case N_MODULE: case N_SUBROUTINE: case N_FUNCTION:
    case N_IF: case N_IF_BRANCH: case N_IF_STMT: case N_DO: case N_DO_WHILE:
    case N_DO_CONCURRENT: case N_SELECT_CASE: case N_CASE: case N_BLOCK:
    case N_WHERE: case N_WHERE_BRANCH: case N_FORALL: case N_CUF_KERNEL: case N_OMP:
        return list_has(&n->body, s) || list_has(&n->args, s);
    default:
        return false;
    }
}

static bool list_has(NodeList *l, Node *s)
{
    for (int i = 0; i < l->len; i++)
        if (stmt_has(l->items[i], s))
            return true;
    return false;
}

/* The N_FORMAT labelled 'label' in the statements of l (not in contained
 * procedures, which have their own labels). */
static Node *format_in(NodeList *l, int label)
{
    for (int i = 0; i < l->len; i++) {
        Node *n = l->items[i];
        if (!n)
            continue;
        if (n->kind == N_FORMAT && n->label == label)
            return n;
        switch (n->kind) {
        case N_IF: case N_IF_BRANCH: case N_DO: case N_DO_WHILE: case N_DO_CONCURRENT:
        case N_SELECT_CASE: case N_CASE: case N_BLOCK: case N_CUF_KERNEL: case N_OMP: {
            Node *f = format_in(&n->body, label);
            if (!f)
                f = format_in(&n->args, label);
            if (f)
                return f;
            break;
        }
        default:
            break;
        }
    }
    return NULL;
}

/* Innermost program unit whose statements include s. */
static Node *unit_of(NodeList *units, Node *s)
{
    for (int i = 0; i < units->len; i++) {
        Node *u = units->items[i];
        if (!u)
            continue;
        Node *inner = unit_of(&u->contains, s);
        if (inner)
            return inner;
        if (list_has(&u->body, s))
            return u;
    }
    return NULL;
}

Node *cg_find_format(CG *cg, Node *s, int label)
{
    Node *u = cg->tu ? unit_of(&cg->tu->units, s) : NULL;
    return u ? format_in(&u->body, label) : NULL;
}

/* ------------------------------------------------------------------ */
/* Data transfer items                                                 */
/* ------------------------------------------------------------------ */

typedef struct IoCtx {
    CG *cg;
    IoParm *p;
    bool read;
    Node *stmt;
    bool unformatted; /* REAL(2) items then travel as their 2 bytes */
} IoCtx;

static void io_item(IoCtx *io, Node *e);

/* transfer_<type>[_write](dt, addr, kind|len) of one scalar in memory. */
static void transfer_scalar_at(IoCtx *io, Type *t, LLVMValueRef addr, LLVMValueRef char_len, Loc loc)
{
    CG *cg = io->cg;
    const char *what;
    switch (t->kind) {
    case TY_INTEGER: what = "integer"; break;
    case TY_REAL: what = "real"; break;
    case TY_COMPLEX: what = "complex"; break;
    case TY_LOGICAL: what = "logical"; break;
    case TY_CHARACTER: what = char_kind(t) == 4 ? "character_wide" : "character"; break;
    default:
        error_at(loc, "data transfer of an item of type %s is not supported", type_name(t));
        return;
    }
    if (t->kind == TY_REAL && t->kind_param == 2 && io->unformatted) {
        transfer_scalar_at(io, type_int(2), addr, char_len, loc); /* the 2 bytes as they are */
        return;
    }
    if (t->kind == TY_REAL && t->kind_param == 2) {
        /* libgfortran has no REAL(2): the value goes through a REAL(4)
         * temporary (written as REAL(4) is; read, then rounded to half). */
        LLVMTypeRef ht = cg_float_type(cg, 2);
        LLVMValueRef tmp = cg_alloca(cg, cg->t_f32, "io.half");
        if (!io->read)
            LLVMBuildStore(cg->b, LLVMBuildFPExt(cg->b, LLVMBuildLoad2(cg->b, ht, addr, ""), cg->t_f32, ""), tmp);
        transfer_scalar_at(io, type_real(4), tmp, char_len, loc);
        if (io->read)
            LLVMBuildStore(cg->b, LLVMBuildFPTrunc(cg->b, LLVMBuildLoad2(cg->b, cg->t_f32, tmp, ""), ht, ""), addr);
        return;
    }
    char name[64];
    snprintf(name, sizeof name, "_gfortran_transfer_%s%s", what, io->read ? "" : "_write");
    if (io->read && (t->kind == TY_REAL || t->kind == TY_COMPLEX) && t->kind_param == 16)
        cg_need_strtoflt128(cg);
    LLVMValueRef args[4] = {io->p->blk, addr, NULL, cg_const_i32(cg, 4)};
    LLVMTypeRef params[4] = {cg->t_ptr, cg->t_ptr, cg->t_i32, cg->t_i32};
    if (t->kind == TY_CHARACTER) {
        params[2] = cg->t_i64;
        args[2] = cg_char_len_i64(cg, char_len);
    } else {
        args[2] = cg_const_i32(cg, t->kind_param);
    }
    /* transfer_character_wide[_write](dt, addr, len, kind) */
    int n = t->kind == TY_CHARACTER && char_kind(t) == 4 ? 4 : 3;
    cg_call_extern(cg, name, cg->t_void, params, n, args, n, false);
}

static void transfer_derived_at(IoCtx *io, DerivedType *dt, LLVMValueRef addr, Loc loc);
static void transfer_dtio_at(IoCtx *io, Node *e, DerivedType *dt, LLVMValueRef addr);

/* The entry of the statement's dtio_comps for components of type dt (they
 * have a derived-type I/O procedure), or NULL. */
static Node *component_dtio(IoCtx *io, DerivedType *dt)
{
    for (int i = 0; io->stmt && i < io->stmt->dtio_comps.len; i++)
        if (io->stmt->dtio_comps.items[i]->type->derived == dt)
            return io->stmt->dtio_comps.items[i];
    return NULL;
}
static LLVMValueRef desc_at(CG *cg, LLVMValueRef desc, int64_t off);

/* Element-by-element transfer of n contiguous elements (array components). */
static void transfer_contig(IoCtx *io, Type *t, LLVMValueRef base, int64_t n, Loc loc)
{
    CG *cg = io->cg;
    int64_t esize = t->kind == TY_CHARACTER ? t->len * char_kind(t) : (int64_t)LLVMABISizeOfType(cg->td, cg_type(cg, t));
    Node *dtio = t->kind == TY_DERIVED ? component_dtio(io, t->derived) : NULL;
    for (int64_t i = 0; i < n; i++) {
        LLVMValueRef off = cg_const_i64(cg, i * esize);
        LLVMValueRef a = LLVMBuildGEP2(cg->b, cg->t_i8, base, &off, 1, "elem");
        if (dtio)
            transfer_dtio_at(io, dtio, t->derived, a);
        else if (t->kind == TY_DERIVED)
            transfer_derived_at(io, t->derived, a, loc);
        else
            transfer_scalar_at(io, t, a, cg_const_i64(cg, t->kind == TY_CHARACTER ? t->len : 0), loc);
    }
}

/* A component of a parameterized type whose bounds or length depend on a
 * LEN parameter (allocated with its object): as gfortran, its elements
 * are transferred like those of an ordinary component. */
static bool transfer_pdt_len_component(IoCtx *io, Symbol *c, LLVMValueRef obj)
{
    CG *cg = io->cg;
    LLVMValueRef off = cg_const_i64(cg, c->comp_offset);
    LLVMValueRef ca = LLVMBuildGEP2(cg->b, cg->t_i8, obj, &off, 1, c->name);
    Type *t = c->type;
    if (!c->shape) {
        LLVMValueRef lo = cg_const_i64(cg, c->comp_len_offset);
        LLVMValueRef len = LLVMBuildLoad2(cg->b, cg->t_i64, LLVMBuildGEP2(cg->b, cg->t_i8, obj, &lo, 1, ""), "len");
        transfer_scalar_at(io, t, LLVMBuildLoad2(cg->b, cg->t_ptr, ca, ""), len, c->loc);
        return true;
    }
    if (t->kind == TY_DERIVED) {
        /* element by element, in array element order (allocated contiguous) */
        int rank = c->shape->rank;
        LLVMValueRef n = cg_desc_size(cg, ca, rank);
        LLVMValueRef data = LLVMBuildLoad2(cg->b, cg->t_ptr, ca, "");
        CgCountedLoop l;
        LLVMValueRef i = cg_loop_begin(cg, &l, n, "io.pdt");
        transfer_derived_at(io, t->derived, LLVMBuildGEP2(cg->b, cg_type_derived(cg, t->derived), data, &i, 1, ""),
                            c->loc);
        cg_loop_end(cg, &l);
        return true;
    }
    LLVMValueRef charlen = cg_const_i64(cg, 0);
    int kind = t->kind_param;
    if (t->kind == TY_CHARACTER) {
        charlen = LLVMBuildLoad2(cg->b, cg->t_i64, desc_at(cg, ca, 16), "elem_len");
        kind = char_kind(t);
        if (kind == 4)
            charlen = LLVMBuildUDiv(cg->b, charlen, cg_const_i64(cg, 4), "");
    }
    LLVMTypeRef params[4] = {cg->t_ptr, cg->t_ptr, cg->t_i32, cg->t_i64};
    LLVMValueRef args[4] = {io->p->blk, ca, cg_const_i32(cg, kind), charlen};
    cg_call_extern(cg, io->read ? "_gfortran_transfer_array" : "_gfortran_transfer_array_write", cg->t_void, params,
                   4, args, 4, false);
    return true;
}

/* Derived-type items are transferred component by component (F2008 9.6.3). */
static void transfer_derived_at(IoCtx *io, DerivedType *dt, LLVMValueRef addr, Loc loc)
{
    CG *cg = io->cg;
    cg_type_derived(cg, dt); /* makes sure the component offsets are laid out */
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        if ((c->attrs & A_PDT_LEN) && transfer_pdt_len_component(io, c, addr))
            continue;
        if (c->attrs & (A_ALLOCATABLE | A_POINTER)) {
            error_at(loc, "data transfer of a derived-type item with ALLOCATABLE or POINTER component '%s' is not supported",
                     c->name);
            return;
        }
        LLVMValueRef off = cg_const_i64(cg, c->comp_offset);
        LLVMValueRef a = LLVMBuildGEP2(cg->b, cg->t_i8, addr, &off, 1, c->name);
        int64_t n = 1;
        if (c->shape) {
            if (!c->shape->constant) {
                error_at(loc, "data transfer of component '%s' with non-constant bounds is not supported", c->name);
                return;
            }
            for (int d = 0; d < c->shape->rank; d++) {
                int64_t ext = c->shape->hi_val[d] - c->shape->lo_val[d] + 1;
                n *= ext > 0 ? ext : 0;
            }
        }
        if (c->type->kind == TY_CHARACTER && c->type->len < 0) {
            error_at(loc, "data transfer of component '%s' with non-constant length is not supported", c->name);
            return;
        }
        transfer_contig(io, c->type, a, n, loc);
    }
}

/* Whether the dtv dummy of derived-type I/O procedure proc is polymorphic
 * (it is TYPE(t) for a SEQUENCE or BIND(C) type, which cannot be extended). */
static bool dtv_is_class(Symbol *proc)
{
    proc = cg_ultimate(proc);
    Symbol *dtv = proc->proc && proc->proc->dummies.len ? proc->proc->dummies.data[0] : NULL;
    return !dtv || !dtv->type || dtv->type->polymorphic;
}

/* The user-defined derived-type I/O procedure of item e transfers the
 * object whose CLASS container is c: libgfortran calls it with the unit,
 * iotype, v_list, iostat and iomsg of this (parent) data transfer, as
 * gfortran does. A binding of a CLASS item is the dynamic type's, from the
 * vtable; a TYPE(t) dtv dummy gets the object itself. */
static void transfer_dtio(IoCtx *io, Node *e, LLVMValueRef c)
{
    CG *cg = io->cg;
    LLVMValueRef fn = e->dispatch ? cg_vtab_binding(cg, cg_class_vptr(cg, c), e->slot) : cg_proc_fn(cg, e->dtio);
    LLVMValueRef obj = c;
    if (!dtv_is_class(e->dtio))
        obj = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 0, ""), "dtv");
    LLVMTypeRef params[3] = {cg->t_ptr, cg->t_ptr, cg->t_ptr};
    LLVMValueRef args[3] = {io->p->blk, obj, fn};
    cg_call_extern(cg, "_gfortran_transfer_derived", cg->t_void, params, 3, args, 3, false);
}

/* transfer_dtio of the TYPE(dt) object at addr. */
static void transfer_dtio_at(IoCtx *io, Node *e, DerivedType *dt, LLVMValueRef addr)
{
    CG *cg = io->cg;
    Type tt = {.kind = TY_DERIVED, .derived = dt};
    LLVMValueRef c = cg_alloca(cg, cg_class_type(cg), "dtio.item");
    LLVMBuildStore(cg->b, addr, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 0, ""));
    LLVMBuildStore(cg->b, cg_vtab(cg, &tt), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 1, ""));
    transfer_dtio(io, e, c);
}

/* Whether an item of l (implied-DO items included) is transferred by a
 * derived-type I/O procedure. */
static bool items_have_dtio(NodeList *l)
{
    for (int i = 0; i < l->len; i++) {
        Node *e = l->items[i];
        if (e && (e->dtio || (e->kind == N_IMPLIED_DO && items_have_dtio(&e->args))))
            return true;
    }
    return false;
}

/* Whether e names storage (so its address can be handed to the library). */
static bool is_designator(Node *e)
{
    switch (e->kind) {
    case N_NAME:
        return e->sym && e->sym->kind == SYM_VARIABLE;
    case N_ARRAY_REF: case N_COMPONENT: case N_SUBSTRING:
        return true;
    case N_PAREN:
        return false;
    default:
        return false;
    }
}

/* A scalar item: its address (designators) or a temporary holding its value. */
static void io_scalar(IoCtx *io, Node *e)
{
    CG *cg = io->cg;
    Type *t = e->type;
    if (!t)
        return;
    if (t->kind == TY_CHARACTER) {
        LLVMValueRef p, len;
        cg_char_expr(cg, e, &p, &len);
        transfer_scalar_at(io, t, p, len, e->loc);
        return;
    }
    if (t->kind == TY_DERIVED) {
        if (!is_designator(e) && io->read) {
            error_at(e->loc, "input item is not a variable");
            return;
        }
        if (e->dtio && (is_designator(e) || t->polymorphic)) {
            transfer_dtio(io, e, cg_class_container(cg, e));
            return;
        }
        LLVMValueRef a;
        if (is_designator(e)) {
            a = cg_addr(cg, e);
        } else {
            LLVMValueRef v = cg_expr(cg, e);
            a = cg_alloca(cg, LLVMTypeOf(v), "io.item");
            LLVMBuildStore(cg->b, v, a);
        }
        if (e->dtio)
            transfer_dtio_at(io, e, t->derived, a);
        else
            transfer_derived_at(io, t->derived, a, e->loc);
        return;
    }
    LLVMValueRef a;
    if (is_designator(e)) {
        a = cg_addr(cg, e);
    } else if (io->read) {
        error_at(e->loc, "input item is not a variable");
        return;
    } else {
        LLVMValueRef v = cg_expr(cg, e);
        a = cg_alloca(cg, cg_type(cg, t), "io.item");
        LLVMBuildStore(cg->b, v, a);
    }
    transfer_scalar_at(io, t, a, NULL, e->loc);
}

/* Descriptor field addresses by byte offset (layout of cuf90rt.h). */
static LLVMValueRef desc_at(CG *cg, LLVMValueRef desc, int64_t off)
{
    LLVMValueRef idx = cg_const_i64(cg, off);
    return LLVMBuildGEP2(cg->b, cg->t_i8, desc, &idx, 1, "");
}

#define DESC_DIM_OFF(d, which) (40 + 24 * (int64_t)(d) + 8 * (which))

/* Derived-type array designators: walk the descriptor in array element order. */
static void transfer_derived_desc(IoCtx *io, Node *e, LLVMValueRef desc, int rank)
{
    CG *cg = io->cg;
    LLVMValueRef base = LLVMBuildLoad2(cg->b, cg->t_ptr, desc_at(cg, desc, 0), "base");
    LLVMValueRef span = LLVMBuildLoad2(cg->b, cg->t_i64, desc_at(cg, desc, 32), "span");
    /* a CLASS array's elements go to the procedure with its dynamic type */
    LLVMValueRef vt = e->dtio && e->type->polymorphic ? cg_class_array_expr_vptr(cg, e) : NULL;
    LLVMValueRef idx[15], lb[15], ub[15], stride[15];
    LLVMBasicBlockRef head[15], exit_bb[15];
    for (int d = rank - 1; d >= 0; d--) {
        stride[d] = LLVMBuildLoad2(cg->b, cg->t_i64, desc_at(cg, desc, DESC_DIM_OFF(d, 0)), "");
        lb[d] = LLVMBuildLoad2(cg->b, cg->t_i64, desc_at(cg, desc, DESC_DIM_OFF(d, 1)), "");
        ub[d] = LLVMBuildLoad2(cg->b, cg->t_i64, desc_at(cg, desc, DESC_DIM_OFF(d, 2)), "");
    }
    /* Nested loops, outermost = last dimension. */
    for (int d = rank - 1; d >= 0; d--) {
        idx[d] = cg_alloca(cg, cg->t_i64, "io.i");
        LLVMBuildStore(cg->b, lb[d], idx[d]);
        head[d] = cg_new_block(cg, "io.elem.head");
        LLVMBasicBlockRef body = cg_new_block(cg, "io.elem.body");
        exit_bb[d] = cg_new_block(cg, "io.elem.exit");
        LLVMBuildBr(cg->b, head[d]);
        LLVMPositionBuilderAtEnd(cg->b, head[d]);
        LLVMValueRef i = LLVMBuildLoad2(cg->b, cg->t_i64, idx[d], "");
        LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLE, i, ub[d], ""), body, exit_bb[d]);
        LLVMPositionBuilderAtEnd(cg->b, body);
    }
    LLVMValueRef off = cg_const_i64(cg, 0);
    for (int d = 0; d < rank; d++) {
        LLVMValueRef i = LLVMBuildLoad2(cg->b, cg->t_i64, idx[d], "");
        off = LLVMBuildAdd(cg->b, off, LLVMBuildMul(cg->b, LLVMBuildSub(cg->b, i, lb[d], ""), stride[d], ""), "");
    }
    LLVMValueRef bytes = LLVMBuildMul(cg->b, off, span, "");
    LLVMValueRef a = LLVMBuildGEP2(cg->b, cg->t_i8, base, &bytes, 1, "elem");
    if (vt) {
        LLVMValueRef c = cg_alloca(cg, cg_class_type(cg), "dtio.item");
        LLVMBuildStore(cg->b, a, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 0, ""));
        LLVMBuildStore(cg->b, vt, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 1, ""));
        transfer_dtio(io, e, c);
    } else if (e->dtio)
        transfer_dtio_at(io, e, e->type->derived, a);
    else
        transfer_derived_at(io, e->type->derived, a, e->loc);
    for (int d = 0; d < rank; d++) {
        LLVMValueRef i = LLVMBuildLoad2(cg->b, cg->t_i64, idx[d], "");
        LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, i, cg_const_i64(cg, 1), ""), idx[d]);
        LLVMBuildBr(cg->b, head[d]);
        LLVMPositionBuilderAtEnd(cg->b, exit_bb[d]);
    }
}

typedef struct ScalarizeItem {
    IoCtx *io;
    Node *e;
} ScalarizeItem;

static void scalarized_item(CG *cg, void *data)
{
    ScalarizeItem *si = data;
    (void)cg;
    io_scalar(si->io, si->e);
}

/* The current element of a CLASS array item, in a container with the
 * array's vtable, to its derived-type I/O procedure. */
static void scalarized_class_dtio(CG *cg, void *data)
{
    ScalarizeItem *si = data;
    LLVMValueRef c = cg_class_elem_container(cg, si->e);
    if (!c) {
        error_at(si->e->loc, "this polymorphic array is not supported yet as an I/O list item");
        return;
    }
    transfer_dtio(si->io, si->e, c);
}

/* Whether cg_make_desc describes designator e in place. Vector subscripts
 * and arrays of components of array elements (a(:)%x) get a temporary copy
 * instead, which input must not read into. */
static bool desc_in_place(Node *e)
{
    switch (e->kind) {
    case N_NAME:
        return true;
    case N_ARRAY_REF:
        for (int i = 0; i < e->args.len; i++) {
            Node *s = e->args.items[i];
            if (s && s->kind != N_TRIPLET && s->rank > 0)
                return false;
        }
        return desc_in_place(e->lhs);
    case N_COMPONENT:
        return e->lhs && e->lhs->rank == 0;
    default:
        return false;
    }
}

/* A substring of an array designator, names(:)(2:3), element by element
 * (libgfortran steps through a character array by its element length, so
 * no descriptor describes it): the current element's address in the parent
 * plus the offset of the substring. */
typedef struct SubstrItem {
    IoCtx *io;
    Node *e;
    LLVMValueRef lo, len;
} SubstrItem;

static void substring_elem(CG *cg, void *data)
{
    SubstrItem *si = data;
    LLVMValueRef parent = cg_addr(cg, si->e->lhs);
    LLVMValueRef off = LLVMBuildSub(cg->b, si->lo, cg_const_i64(cg, 1), "");
    LLVMValueRef a = LLVMBuildGEP2(cg->b, cg_char_unit(cg, char_kind(si->e->type)), parent, &off, 1, "substr");
    transfer_scalar_at(si->io, si->e->type, a, si->len, si->e->loc);
}

static void io_array_substring(IoCtx *io, Node *e)
{
    CG *cg = io->cg;
    LLVMValueRef ext[15];
    int rank = cg_shape(cg, e->lhs, ext);
    if (rank == 0)
        return;
    Node *tr = e->args.len ? e->args.items[0] : NULL;
    LLVMValueRef lo = tr && tr->lhs ? cg_expr_i64(cg, tr->lhs) : cg_const_i64(cg, 1);
    LLVMValueRef hi;
    if (tr && tr->rhs) {
        hi = cg_expr_i64(cg, tr->rhs);
    } else {
        int64_t n = cg_char_const_len(e->lhs->type);
        if (n < 0) {
            error_at(e->loc, "a substring without an upper bound of a character array of non-constant length is not supported in I/O");
            return;
        }
        hi = cg_const_i64(cg, n);
    }
    LLVMValueRef len = LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, hi, lo, ""), cg_const_i64(cg, 1), "");
    LLVMValueRef neg = LLVMBuildICmp(cg->b, LLVMIntSLT, len, cg_const_i64(cg, 0), "");
    len = LLVMBuildSelect(cg->b, neg, cg_const_i64(cg, 0), len, "substr.len");
    SubstrItem si = {io, e, lo, len};
    cg_scalarize(cg, rank, ext, substring_elem, &si);
}

/* Array items: designators go to _gfortran_transfer_array[_write] with a
 * descriptor, as gfortran does; other array expressions are scalarized. */
static void io_array(IoCtx *io, Node *e)
{
    CG *cg = io->cg;
    Type *t = e->type;
    if (e->kind == N_SUBSTRING && e->lhs && is_designator(e->lhs)) {
        io_array_substring(io, e);
        return;
    }
    if (t->kind == TY_DERIVED && t->polymorphic && e->dtio) {
        LLVMValueRef ext[15];
        int rank = cg_shape(cg, e, ext);
        if (rank == 0)
            return;
        ScalarizeItem si = {io, e};
        cg_scalarize(cg, rank, ext, scalarized_class_dtio, &si);
        return;
    }
    bool half = t->kind == TY_REAL && t->kind_param == 2; /* element by element through REAL(4) */
    if ((io->read || half) && is_designator(e) && !desc_in_place(e)) {
        /* element by element, each read into its place */
        LLVMValueRef ext[15];
        int rank = cg_shape(cg, e, ext);
        if (rank == 0)
            return;
        ScalarizeItem si = {io, e};
        cg_scalarize(cg, rank, ext, scalarized_item, &si);
        return;
    }
    if (is_designator(e) && e->kind != N_SUBSTRING && !half) {
        LLVMValueRef desc = cg_make_desc(cg, e);
        if (t->kind == TY_DERIVED) {
            transfer_derived_desc(io, e, desc, e->rank);
            return;
        }
        LLVMValueRef charlen = cg_const_i64(cg, 0);
        int kind = t->kind_param;
        if (io->read && (t->kind == TY_REAL || t->kind == TY_COMPLEX) && kind == 16)
            cg_need_strtoflt128(cg);
        if (t->kind == TY_CHARACTER) {
            charlen = LLVMBuildLoad2(cg->b, cg->t_i64, desc_at(cg, desc, 16), "elem_len");
            kind = char_kind(t); /* the length in characters */
            if (kind == 4)
                charlen = LLVMBuildUDiv(cg->b, charlen, cg_const_i64(cg, 4), "");
        }
        LLVMTypeRef params[4] = {cg->t_ptr, cg->t_ptr, cg->t_i32, cg->t_i64};
        LLVMValueRef args[4] = {io->p->blk, desc, cg_const_i32(cg, kind), charlen};
        cg_call_extern(cg, io->read ? "_gfortran_transfer_array" : "_gfortran_transfer_array_write",
                       cg->t_void, params, 4, args, 4, false);
        return;
    }
    if (io->read && !(half && is_designator(e))) {
        error_at(e->loc, "input item is not a variable");
        return;
    }
    LLVMValueRef ext[15];
    int rank = e->kind == N_INTRINSIC_CALL ? cg_intrinsic_shape(cg, e, ext) : 0;
    if (rank == 0)
        rank = cg_shape(cg, e, ext);
    if (rank == 0)
        return; /* cg_shape reported it */
    ScalarizeItem si = {io, e};
    cg_scalarize(cg, rank, ext, scalarized_item, &si);
}

/* io-implied-do: ( items, var = start, end [, step] ), run with Fortran's
 * trip count and left early once the library reports an error, like gfortran. */
static void io_implied_do(IoCtx *io, Node *d)
{
    CG *cg = io->cg;
    Type *vt = d->var->type ? d->var->type : type_int(4);
    LLVMValueRef var = cg_addr(cg, d->var);
    LLVMValueRef start = cg_expr_i64(cg, d->start);
    LLVMValueRef end = cg_expr_i64(cg, d->end);
    LLVMValueRef step = d->step ? cg_expr_i64(cg, d->step) : cg_const_i64(cg, 1);
    /* trip = max(0, (end - start + step) / step) */
    LLVMValueRef trip = LLVMBuildSDiv(cg->b, LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, end, start, ""), step, ""), step, "trip");
    LLVMValueRef cnt = cg_alloca(cg, cg->t_i64, "io.trip");
    LLVMValueRef iv = cg_alloca(cg, cg->t_i64, "io.iv");
    LLVMBuildStore(cg->b, trip, cnt);
    LLVMBuildStore(cg->b, start, iv);
    LLVMBasicBlockRef head = cg_new_block(cg, "iodo.head");
    LLVMBasicBlockRef body = cg_new_block(cg, "iodo.body");
    LLVMBasicBlockRef exit_bb = cg_new_block(cg, "iodo.exit");
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    LLVMValueRef c = LLVMBuildLoad2(cg->b, cg->t_i64, cnt, "");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, c, cg_const_i64(cg, 0), ""), body, exit_bb);
    LLVMPositionBuilderAtEnd(cg->b, body);
    LLVMValueRef i = LLVMBuildLoad2(cg->b, cg->t_i64, iv, "");
    LLVMBuildStore(cg->b, cg_convert(cg, i, type_int(8), vt), var);
    for (int k = 0; k < d->args.len; k++)
        io_item(io, d->args.items[k]);
    LLVMValueRef fl = LLVMBuildLoad2(cg->b, cg->t_i32, parm_flags_addr(io->p), "");
    LLVMValueRef failed = LLVMBuildICmp(cg->b, LLVMIntNE, LLVMBuildAnd(cg->b, fl, cg_const_i32(cg, 3), ""),
                                        cg_const_i32(cg, 0), "io.failed");
    LLVMBasicBlockRef next = cg_new_block(cg, "iodo.next");
    LLVMBuildCondBr(cg->b, failed, exit_bb, next);
    LLVMPositionBuilderAtEnd(cg->b, next);
    i = LLVMBuildLoad2(cg->b, cg->t_i64, iv, "");
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, i, step, ""), iv);
    c = LLVMBuildLoad2(cg->b, cg->t_i64, cnt, "");
    LLVMBuildStore(cg->b, LLVMBuildSub(cg->b, c, cg_const_i64(cg, 1), ""), cnt);
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, exit_bb);
    /* The DO variable ends one step past the last value, as after a DO loop. */
    i = LLVMBuildLoad2(cg->b, cg->t_i64, iv, "");
    LLVMBuildStore(cg->b, cg_convert(cg, i, type_int(8), vt), var);
}

static void io_item(IoCtx *io, Node *e)
{
    if (!e)
        return;
    if (e->kind == N_IMPLIED_DO)
        io_implied_do(io, e);
    else if (e->rank > 0)
        io_array(io, e);
    else
        io_scalar(io, e);
}

/* ------------------------------------------------------------------ */
/* Data transfer statements                                            */
/* ------------------------------------------------------------------ */

/* The NAMELIST group a control list names (NML= or a group name as FMT=):
 * the name's node. */
static Node *namelist_group(Node *s)
{
    for (int i = 0; i < s->opts.len; i++) {
        Node *k = s->opts.items[i];
        if (k && k->kind == N_KEYWORD && k->name && (!strcmp(k->name, "nml") || !strcmp(k->name, "fmt")) &&
            k->rhs && k->rhs->sym && k->rhs->sym->kind == SYM_NAMELIST)
            return k->rhs;
    }
    return NULL;
}

/* _gfortran_st_set_nml_var(dt, addr, name, kind, char_len, dtype): the
 * dtype {elem_len, version, rank, type, attribute} is a 16-byte struct
 * passed by value, which the x86-64 ABI puts on the stack here (only r9 is
 * left), hence byval. An object that a derived-type I/O procedure
 * transfers is _gfortran_st_set_nml_dtio_var(..., dtype, proc, vtable)
 * (dtio non-NULL: {proc, vtable}); a CLASS scalar is registered by the
 * address of its container, whose size and BT_CLASS its dtype gives, a
 * CLASS array by its data and its declared type, as gfortran does. */
static void nml_var(CG *cg, IoParm *p, LLVMValueRef addr, const char *name, Type *t, LLVMValueRef char_len,
                    int rank, LLVMValueRef *dtio)
{
    LLVMTypeRef dt_fields4[4] = {cg->t_i64, cg->t_i32, cg->t_i8, cg->t_i8};
    LLVMTypeRef dtt = LLVMStructTypeInContext(cg->ctx, dt_fields4, 4, false);
    LLVMValueRef dt = cg_alloca(cg, LLVMArrayType2(cg->t_i8, 16), "nml.dtype");
    LLVMSetAlignment(dt, 8);
    LLVMValueRef elem_len;
    int kind, bt = cg_bt_code(t);
    LLVMValueRef slen = cg_const_i64(cg, 0);
    if (t->kind == TY_CHARACTER) {
        /* kind 4: elem_len in bytes, the string length in characters (gfortran's call) */
        slen = cg_char_len_i64(cg, char_len);
        kind = char_kind(t);
        elem_len = cg_char_bytes(cg, slen, kind);
    } else if (t->kind == TY_DERIVED && t->polymorphic && rank == 0) {
        elem_len = cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, cg_class_type(cg)));
        kind = 0;
        bt = CUF90_BT_CLASS;
    } else if (t->kind == TY_DERIVED) {
        elem_len = cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, cg_type_derived(cg, t->derived)));
        kind = 0;
    } else {
        elem_len = cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, cg_type(cg, t)));
        kind = t->kind_param;
    }
    LLVMValueRef z = LLVMConstNull(cg->t_i64);
    LLVMValueRef second = LLVMBuildGEP2(cg->b, cg->t_i8, dt, (LLVMValueRef[]){cg_const_i64(cg, 8)}, 1, "");
    LLVMBuildStore(cg->b, z, second); /* version and attribute 0 */
    LLVMBuildStore(cg->b, elem_len, LLVMBuildStructGEP2(cg->b, dtt, dt, 0, ""));
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, (unsigned)rank, false), LLVMBuildStructGEP2(cg->b, dtt, dt, 2, ""));
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, (unsigned)bt, false), LLVMBuildStructGEP2(cg->b, dtt, dt, 3, ""));
    const char *entry = dtio ? "_gfortran_st_set_nml_dtio_var" : "_gfortran_st_set_nml_var";
    int n = dtio ? 8 : 6;
    LLVMTypeRef params[8] = {cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_i32, cg->t_i64, cg->t_ptr, cg->t_ptr, cg->t_ptr};
    LLVMValueRef args[8] = {p->blk, addr, cg_global_string(cg, name, strlen(name), "nml.name"),
                            cg_const_i32(cg, kind), slen, dt, dtio ? dtio[0] : NULL, dtio ? dtio[1] : NULL};
    LLVMValueRef call = cg_call_extern(cg, entry, cg->t_void, params, n, args, n, false);
    unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
    LLVMTypeRef agg = LLVMArrayType2(cg->t_i64, 2);
    LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, entry);
    if (fn && !LLVMGetEnumAttributeAtIndex(fn, 6, byval))
        LLVMAddAttributeAtIndex(fn, 6, LLVMCreateTypeAttribute(cg->ctx, byval, agg));
    LLVMAddCallSiteAttribute(call, 6, LLVMCreateTypeAttribute(cg->ctx, byval, agg));
}

/* _gfortran_st_set_nml_var_dim(dt, dim, stride, lbound, ubound), stride in elements. */
static void nml_dim(CG *cg, IoParm *p, int d, LLVMValueRef stride, LLVMValueRef lb, LLVMValueRef ub)
{
    LLVMTypeRef params[5] = {cg->t_ptr, cg->t_i32, cg->t_i64, cg->t_i64, cg->t_i64};
    LLVMValueRef args[5] = {p->blk, cg_const_i32(cg, d), stride, lb, ub};
    cg_call_extern(cg, "_gfortran_st_set_nml_var_dim", cg->t_void, params, 5, args, 5, false);
}

/* Components of a derived-type group object, named 'obj%comp' and
 * addressed in its first element, as gfortran registers them; the library
 * steps through arrays of the parent with the parent's element size. */
static void nml_components(CG *cg, IoParm *p, LLVMValueRef addr, const char *prefix, DerivedType *dt, Loc loc)
{
    cg_type_derived(cg, dt);
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        const char *name = arena_printf(cu_arena, "%s%%%s", prefix, c->name);
        if (c->attrs & (A_ALLOCATABLE | A_POINTER)) {
            error_at(loc, "NAMELIST object with ALLOCATABLE or POINTER component '%s' is not supported", name);
            continue;
        }
        if ((c->shape && !c->shape->constant) || (c->type->kind == TY_CHARACTER && c->type->len < 0)) {
            error_at(loc, "NAMELIST object with non-constant component '%s' is not supported", name);
            continue;
        }
        LLVMValueRef off = cg_const_i64(cg, c->comp_offset);
        LLVMValueRef a = LLVMBuildGEP2(cg->b, cg->t_i8, addr, &off, 1, c->name);
        int rank = c->shape ? c->shape->rank : 0;
        nml_var(cg, p, a, name, c->type, cg_const_i64(cg, c->type->kind == TY_CHARACTER ? c->type->len : 0), rank,
                NULL);
        int64_t stride = 1;
        for (int d = 0; d < rank; d++) {
            nml_dim(cg, p, d, cg_const_i64(cg, stride), cg_const_i64(cg, c->shape->lo_val[d]),
                    cg_const_i64(cg, c->shape->hi_val[d]));
            stride *= c->shape->hi_val[d] - c->shape->lo_val[d] + 1;
        }
        if (c->type->kind == TY_DERIVED)
            nml_components(cg, p, a, name, c->type->derived, loc);
    }
}

/* The {procedure, vtable} pair of a NAMELIST object o with a derived-type
 * I/O procedure, dtio[1] the vtable of a CLASS object (else NULL); NULL for
 * other objects. */
static LLVMValueRef *nml_dtio(CG *cg, Node *o, LLVMValueRef dtio[2])
{
    if (!o->dtio)
        return NULL;
    if (!dtio[1])
        dtio[1] = cg_vtab(cg, o->type);
    dtio[0] = o->dispatch ? cg_vtab_binding(cg, dtio[1], o->slot) : cg_proc_fn(cg, o->dtio);
    return dtio;
}

/* Registers every object of NAMELIST group g (the group's name in the
 * statement: its nml_objects are the objects, with their derived-type I/O
 * procedures) with the library before st_read / st_write, in the group's
 * order. */
static void nml_group(CG *cg, IoParm *p, Node *g, Loc loc)
{
    for (int i = 0; i < g->nml_objects.len; i++) {
        Node *o = g->nml_objects.items[i];
        Symbol *m = o->sym;
        Symbol *um = cg_ultimate(m);
        if (um->space == SPACE_DEVICE || um->space == SPACE_CONSTANT || um->space == SPACE_TEXTURE) {
            error_at(loc, "NAMELIST object '%s' is in device memory; copy it to a host variable first", m->name);
            continue;
        }
        CgVar *v = cg_var(cg, m);
        Type *t = m->type;
        LLVMValueRef len = t->kind == TY_CHARACTER ? cg_char_len_of(cg, v) : NULL;
        LLVMValueRef addr, dtio[2] = {NULL, NULL};
        if (t->kind == TY_DERIVED && t->polymorphic && !o->dtio)
            continue; /* sema reported it */
        if (v->rank == 0 || !m->shape) {
            if (t->kind == TY_DERIVED && t->polymorphic) {
                addr = cg_class_container(cg, o);
                dtio[1] = cg_class_vptr(cg, addr);
            } else {
                addr = cg_addr(cg, o);
            }
            nml_var(cg, p, addr, m->name, t, len, 0, nml_dtio(cg, o, dtio));
        } else {
            if (v->kind == CV_ARRAY && !v->ext[v->rank - 1]) {
                error_at(loc, "assumed-size array '%s' cannot be a NAMELIST object", m->name);
                continue;
            }
            addr = cg_array_base(cg, v);
            if (t->kind == TY_DERIVED && t->polymorphic)
                dtio[1] = cg_class_array_vptr(cg, m);
            nml_var(cg, p, addr, m->name, t, len, v->rank, nml_dtio(cg, o, dtio));
            LLVMValueRef stride = cg_const_i64(cg, 1);
            for (int d = 0; d < v->rank; d++) {
                LLVMValueRef lb = cg_array_lbound(cg, v, d), ext = cg_array_extent(cg, v, d);
                LLVMValueRef st = stride;
                if (v->kind == CV_DESC)
                    st = LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_dim(cg, v->addr, v->rank, d, 0), "stride");
                LLVMValueRef ub = LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, lb, ext, ""), cg_const_i64(cg, 1), "ub");
                nml_dim(cg, p, d, st, lb, ub);
                stride = LLVMBuildMul(cg->b, stride, ext, "");
            }
        }
        if (t->kind == TY_DERIVED && !o->dtio)
            nml_components(cg, p, addr, m->name, t->derived, loc);
    }
}

static LLVMValueRef desc_at(CG *cg, LLVMValueRef desc, int64_t off);

/* PRINT / WRITE / READ: R1210 read-stmt, R1211 write-stmt, R1212 print-stmt. */
/* The address and byte count of an array used as a format, its elements
 * in array element order (a contiguous copy of one that may not be
 * contiguous, freed after the statement). */
static bool array_bytes(CG *cg, Node *fmt, LLVMValueRef *ptr, LLVMValueRef *len)
{
    if (!is_designator(fmt) || !cg_is_contiguous_ref(fmt)) {
        LLVMValueRef ext[15];
        int rank = 0;
        *ptr = cg_array_temp(cg, fmt, ext, &rank);
        *len = fmt->type->kind == TY_CHARACTER ? LLVMBuildMul(cg->b, cg_array_char_len(cg, fmt), cg_const_i64(cg, char_kind(fmt->type)), "")
                                               : cg_elem_size(cg, fmt->type, NULL);
        for (int d = 0; d < rank; d++)
            *len = LLVMBuildMul(cg->b, *len, ext[d], "fmt.len");
        return true;
    }
    LLVMValueRef desc = cg_make_desc(cg, fmt);
    *ptr = LLVMBuildLoad2(cg->b, cg->t_ptr, desc_at(cg, desc, 0), "fmt.base");
    *len = LLVMBuildLoad2(cg->b, cg->t_i64, desc_at(cg, desc, 16), "fmt.elen");
    LLVMValueRef ext[15];
    int rank = cg_shape(cg, fmt, ext);
    for (int d = 0; d < rank; d++)
        *len = LLVMBuildMul(cg->b, *len, ext[d], "fmt.len");
    return true;
}

static void io_data_transfer(CG *cg, Node *s)
{
    bool read = s->kind == N_READ;
    IoParm p;
    parm_begin(cg, &p, dt_fields, "dt_parm", s->loc);
    OutList ol = {0};

    Node *unit = s->kind == N_PRINT ? NULL : cg_io_kw(s, "unit");
    Node *fmt = cg_io_kw(s, "fmt");
    Node *group = namelist_group(s);
    if (group)
        fmt = NULL;

    if (unit && unit->type && unit->type->kind == TY_CHARACTER) {
        if (unit->rank > 0) {
            /* One record per element, described to the library by a descriptor. */
            LLVMValueRef desc = cg_make_desc(cg, unit);
            LLVMValueRef base = LLVMBuildLoad2(cg->b, cg->t_ptr, desc_at(cg, desc, 0), "iu.base");
            LLVMValueRef elen = LLVMBuildLoad2(cg->b, cg->t_i64, desc_at(cg, desc, 16), "iu.len");
            if (char_kind(unit->type) == 4)
                elen = LLVMBuildUDiv(cg->b, elen, cg_const_i64(cg, 4), "iu.chars");
            parm_set_str(&p, "internal_unit", base, elen);
            parm_set(&p, "internal_unit_desc", desc);
        } else {
            LLVMValueRef ptr, len;
            char_value(cg, unit, &ptr, &len);
            parm_set_str(&p, "internal_unit", ptr, len);
            parm_set(&p, "internal_unit_desc", LLVMConstNull(cg->t_ptr));
        }
        /* -2: an internal unit of kind 4, its length in characters */
        parm_set(&p, "unit", cg_const_i32(cg, char_kind(unit->type) == 4 ? -2 : -1));
    } else if (!unit || unit->kind == N_STAR) {
        parm_set(&p, "unit", cg_const_i32(cg, read ? 5 : 6));
    } else {
        parm_set_unit(cg, &p, unit);
    }

    set_iostat_iomsg(cg, &p, s, &ol);

    if (group) {
        const char *gname = group->sym->name;
        parm_set_str(&p, "namelist_name", cg_global_string(cg, gname, strlen(gname), "nml.group"),
                     cg_const_i64(cg, (int64_t)strlen(gname)));
        if (read)
            p.flags |= 1u << 8; /* IOPARM_DT_NAMELIST_READ_MODE */
    } else if (!fmt) {
        /* unformatted */
    } else if (fmt->kind == N_STAR) {
        p.flags |= IOPARM_DT_LIST_FORMAT;
    } else if (fmt->kind == N_INT_LIT) {
        int label = label_value(fmt);
        Node *f = cg_find_format(cg, s, label);
        if (!f || !f->text) {
            error_at(fmt->loc, "FORMAT statement with label %d not found", label);
            return;
        }
        parm_set_str(&p, "format", cg_global_string(cg, f->text, strlen(f->text), "fmt"),
                     cg_const_i64(cg, (int64_t)strlen(f->text)));
    } else if (fmt->cval && (fmt->rank > 0 || fmt->type->kind != TY_CHARACTER)) {
        /* a constant array (character or not: Hollerith data) is its elements' bytes */
        int64_t n;
        const unsigned char *b = cv_storage(fmt->cval, &n);
        if (!b) {
            error_at(fmt->loc, "this constant cannot be a format (its storage is not known at compile time)");
            return;
        }
        parm_set_str(&p, "format", cg_global_string(cg, (const char *)b, (size_t)n, "fmt"), cg_const_i64(cg, n));
    } else if (fmt->type && fmt->type->kind != TY_CHARACTER && fmt->rank == 0 && !fmt->cval &&
               fmt->kind == N_ARRAY_REF && fmt->lhs->rank > 0) {
        /* an element of a non-character array: the format runs from it to the array's end */
        LLVMValueRef whole, wlen, elem = cg_addr(cg, fmt);
        if (!array_bytes(cg, fmt->lhs, &whole, &wlen))
            return;
        LLVMValueRef before = LLVMBuildSub(cg->b, LLVMBuildPtrToInt(cg->b, elem, cg->t_i64, ""),
                                           LLVMBuildPtrToInt(cg->b, whole, cg->t_i64, ""), "fmt.skip");
        parm_set_str(&p, "format", elem, LLVMBuildSub(cg->b, wlen, before, "fmt.len"));
    } else if (fmt->type && fmt->type->kind != TY_CHARACTER && fmt->rank == 0 && !fmt->cval && fmt->kind != N_NAME) {
        parm_set_str(&p, "format", cg_addr(cg, fmt), cg_elem_size(cg, fmt->type, NULL));
    } else if (fmt->type && (fmt->type->kind == TY_CHARACTER || fmt->rank > 0)) {
        LLVMValueRef ptr, len;
        if (fmt->rank > 0) {
            /* an array format is its elements in array element order */
            if (!array_bytes(cg, fmt, &ptr, &len))
                return;
        } else {
            char_value(cg, fmt, &ptr, &len);
        }
        parm_set_str(&p, "format", ptr, len);
    } else {
        error_at(fmt->loc, "format must be a character expression, a label or '*'");
        return;
    }

    Node *adv = cg_io_kw(s, "advance");
    if (adv) {
        LLVMValueRef ptr, len;
        char_value(cg, adv, &ptr, &len);
        parm_set_str(&p, "advance", ptr, len);
    }
    Node *rec = cg_io_kw(s, "rec");
    if (rec)
        parm_set(&p, "rec", int_value(cg, rec, type_int(8)));
    Node *pos = cg_io_kw(s, "pos");
    if (pos)
        parm_set(&p, "pos", int_value(cg, pos, type_int(8)));
    static const char *const char_specs[] = {"blank", "decimal", "delim", "pad", "round", "sign",
                                             "asynchronous"};
    for (size_t i = 0; i < sizeof char_specs / sizeof *char_specs; i++) {
        Node *v = cg_io_kw(s, char_specs[i]);
        if (v) {
            LLVMValueRef ptr, len;
            char_value(cg, v, &ptr, &len);
            parm_set_str(&p, char_specs[i], ptr, len);
        }
    }
    Node *size = cg_io_kw(s, "size");
    if (size)
        parm_set(&p, "size", out_pointer(cg, &ol, size, 8, false));

    int err = label_value(cg_io_kw(s, "err")), end = label_value(cg_io_kw(s, "end"));
    int eor = label_value(cg_io_kw(s, "eor"));
    if (err) p.flags |= 1u << 2;
    if (end) p.flags |= 1u << 3;
    if (eor) p.flags |= 1u << 4;
    if (items_have_dtio(&s->args))
        p.flags |= 1u << 26; /* IOPARM_DT_HAS_UDTIO: an internal unit gets a unit number for child transfers */
    if (opts.dec_format_defaults)
        p.flags |= 1u << 27; /* IOPARM_DT_DEC_EXT: libgfortran's default widths, exponents without digits */
    parm_finish(&p);
    if (group)
        nml_group(cg, &p, group, s->loc);
    parm_call(&p, read ? "_gfortran_st_read" : "_gfortran_st_write");

    IoCtx io = {cg, &p, read, s, !group && !fmt};
    for (int i = 0; i < s->args.len; i++)
        io_item(&io, s->args.items[i]);

    parm_call(&p, read ? "_gfortran_st_read_done" : "_gfortran_st_write_done");
    out_copy_back(cg, &ol);
    branch_on_result(cg, &p, s, err, end, eor);
}

/* ------------------------------------------------------------------ */
/* OPEN, CLOSE, INQUIRE, file positioning                              */
/* ------------------------------------------------------------------ */

/* Sets every character specifier of s that the block has (inputs and
 * outputs alike: libgfortran writes outputs through the pointer). */
static void set_char_specs(CG *cg, IoParm *p, Node *s, const char *const *names, int n)
{
    for (int i = 0; i < n; i++) {
        Node *v = cg_io_kw(s, names[i]);
        if (v) {
            LLVMValueRef ptr, len;
            char_value(cg, v, &ptr, &len);
            parm_set_str(p, names[i], ptr, len);
        }
    }
}

static void set_unit(CG *cg, IoParm *p, Node *s)
{
    Node *unit = cg_io_kw(s, "unit");
    if (unit)
        parm_set_unit(cg, p, unit);
    else
        parm_set(p, "unit", cg_const_i32(cg, 0));
}

/* R1204 open-stmt */
static void io_open(CG *cg, Node *s)
{
    IoParm p;
    OutList ol = {0};
    parm_begin(cg, &p, open_fields, "open_parm", s->loc);
    set_iostat_iomsg(cg, &p, s, &ol);
    static const char *const specs[] = {"file", "status", "access", "form", "blank", "position",
                                        "action", "delim", "pad", "convert", "decimal", "encoding",
                                        "round", "sign", "asynchronous", "cc", "share"};
    set_char_specs(cg, &p, s, specs, (int)(sizeof specs / sizeof *specs));
    /* DEC's READONLY (ACTION='read' unless given), SHARED and NOSHARED, as
       gfortran passes them */
    bool readonly = cg_io_kw_given(s, "readonly");
    if (readonly && !cg_io_kw(s, "action"))
        parm_set_str(&p, "action", cg_global_string(cg, "read", 4, "dec.read"), cg_const_i64(cg, 4));
    if (!cg_io_kw(s, "share") && (cg_io_kw_given(s, "shared") || cg_io_kw_given(s, "noshared"))) {
        const char *sh = cg_io_kw_given(s, "shared") ? "denynone" : "denyrw";
        parm_set_str(&p, "share", cg_global_string(cg, sh, strlen(sh), "dec.share"), cg_const_i64(cg, (int64_t)strlen(sh)));
    }
    /* NAME= for FILE= (the DEC/PGI extension nvfortran keeps; the book's
       ch11 ns2d opens its output so) */
    Node *name = cg_io_kw(s, "file") ? NULL : cg_io_kw(s, "name");
    if (name) {
        LLVMValueRef ptr, len;
        char_value(cg, name, &ptr, &len);
        parm_set_str(&p, "file", ptr, len);
    }
    Node *recl = cg_io_kw(s, "recl");
    if (recl)
        parm_set(&p, "recl", int_value(cg, recl, type_int(8)));
    Node *nu = cg_io_kw(s, "newunit");
    if (nu)
        parm_set(&p, "newunit", out_pointer(cg, &ol, nu, 4, false));
    parm_set(&p, "readonly", cg_const_i32(cg, readonly));
    int err = label_value(cg_io_kw(s, "err"));
    if (err)
        p.flags |= 1u << 2;
    set_unit(cg, &p, s);
    parm_finish(&p);
    parm_call(&p, "_gfortran_st_open");
    out_copy_back(cg, &ol);
    branch_on_result(cg, &p, s, err, 0, 0);
}

/* R1208 close-stmt */
static void io_close(CG *cg, Node *s)
{
    IoParm p;
    OutList ol = {0};
    parm_begin(cg, &p, close_fields, "close_parm", s->loc);
    set_iostat_iomsg(cg, &p, s, &ol);
    static const char *const specs[] = {"status"};
    set_char_specs(cg, &p, s, specs, 1);
    int err = label_value(cg_io_kw(s, "err"));
    if (err)
        p.flags |= 1u << 2;
    set_unit(cg, &p, s);
    parm_finish(&p);
    parm_call(&p, "_gfortran_st_close");
    out_copy_back(cg, &ol);
    branch_on_result(cg, &p, s, err, 0, 0);
}

/* INQUIRE (IOLENGTH=n) items: the items are "written" to a dt block that
 * only counts bytes (st_iolength / st_iolength_done). */
static void io_iolength(CG *cg, Node *s)
{
    IoParm p;
    OutList ol = {0};
    parm_begin(cg, &p, dt_fields, "dt_parm", s->loc);
    parm_set(&p, "iolength", out_pointer(cg, &ol, cg_io_kw(s, "iolength"), 8, false));
    parm_set(&p, "unit", cg_const_i32(cg, 0));
    parm_finish(&p);
    parm_call(&p, "_gfortran_st_iolength");
    IoCtx io = {cg, &p, false, s, true};
    for (int i = 0; i < s->args.len; i++)
        io_item(&io, s->args.items[i]);
    parm_call(&p, "_gfortran_st_iolength_done");
    out_copy_back(cg, &ol);
}

/* R1230 inquire-stmt (by unit or by file). */
static void io_inquire(CG *cg, Node *s)
{
    if (cg_io_kw(s, "iolength")) {
        io_iolength(cg, s);
        return;
    }
    IoParm p;
    OutList ol = {0};
    parm_begin(cg, &p, inquire_fields, "inquire_parm", s->loc);
    set_iostat_iomsg(cg, &p, s, &ol);
    static const char *const specs[] = {
        "file", "access", "form", "blank", "position", "action", "delim", "pad", "name",
        "sequential", "direct", "formatted", "unformatted", "read", "write", "readwrite",
        "convert", "asynchronous", "decimal", "encoding", "round", "sign", "stream", "share", "cc"};
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++) {
        Node *v = cg_io_kw(s, specs[i]);
        if (!v)
            continue;
        LLVMValueRef ptr, len;
        char_value(cg, v, &ptr, &len);
        parm_set_str(&p, strcmp(specs[i], "stream") ? specs[i] : "iqstream", ptr, len);
    }
    static const char *const int4_out[] = {"exist", "opened", "number", "named", "pending", "id"};
    for (size_t i = 0; i < sizeof int4_out / sizeof *int4_out; i++) {
        Node *v = cg_io_kw(s, int4_out[i]);
        if (v)
            parm_set(&p, int4_out[i], out_pointer(cg, &ol, v, 4, false));
    }
    static const char *const int8_out[] = {"nextrec", "recl", "size"};
    for (size_t i = 0; i < sizeof int8_out / sizeof *int8_out; i++) {
        Node *v = cg_io_kw(s, int8_out[i]);
        if (v)
            parm_set(&p, int8_out[i], out_pointer(cg, &ol, v, 8, false));
    }
    Node *pos = cg_io_kw(s, "pos");
    if (pos)
        parm_set(&p, "strm_pos_out", out_pointer(cg, &ol, pos, 8, false));
    int err = label_value(cg_io_kw(s, "err"));
    if (err)
        p.flags |= 1u << 2;
    set_unit(cg, &p, s);
    p.unit_inquire = true;
    parm_finish(&p);
    parm_call(&p, "_gfortran_st_inquire");
    out_copy_back(cg, &ol);
    branch_on_result(cg, &p, s, err, 0, 0);
}

/* R1224-R1227 backspace/endfile/rewind/flush statements. */
static void io_filepos(CG *cg, Node *s, const char *entry)
{
    IoParm p;
    OutList ol = {0};
    parm_begin(cg, &p, filepos_fields, "filepos_parm", s->loc);
    set_iostat_iomsg(cg, &p, s, &ol);
    int err = label_value(cg_io_kw(s, "err"));
    if (err)
        p.flags |= 1u << 2;
    set_unit(cg, &p, s);
    parm_finish(&p);
    parm_call(&p, entry);
    out_copy_back(cg, &ol);
    branch_on_result(cg, &p, s, err, 0, 0);
}

/* R1222 wait-stmt: libgfortran finishes the unit's pending asynchronous
 * transfers (all of them, or the one of ID=); END=, EOR= and ERR= branch
 * on the errors they met. */
static void io_wait(CG *cg, Node *s)
{
    IoParm p;
    OutList ol = {0};
    parm_begin(cg, &p, wait_fields, "wait_parm", s->loc);
    set_iostat_iomsg(cg, &p, s, &ol);
    int err = label_value(cg_io_kw(s, "err")), end = label_value(cg_io_kw(s, "end"));
    int eor = label_value(cg_io_kw(s, "eor"));
    if (err) p.flags |= 1u << 2;
    if (end) p.flags |= 1u << 3;
    if (eor) p.flags |= 1u << 4;
    set_unit(cg, &p, s);
    Node *id = cg_io_kw(s, "id");
    if (id) { /* an input: the INTEGER(4) value's address */
        LLVMValueRef slot = cg_alloca(cg, cg->t_i32, "wait.id");
        LLVMBuildStore(cg->b, int_value(cg, id, type_int(4)), slot);
        parm_set(&p, "id", slot);
    }
    parm_finish(&p);
    parm_call(&p, "_gfortran_st_wait_async");
    out_copy_back(cg, &ol);
    branch_on_result(cg, &p, s, err, end, eor);
}

/* Every I/O statement kind. Device code has only list-directed output. */
void cg_io_stmt(CG *cg, Node *s)
{
    cg_set_loc(cg, s->loc);
    if (cg->target != CG_TARGET_HOST) {
        cg_device_io_stmt(cg, s);
        return;
    }
    switch (s->kind) {
    case N_PRINT: case N_WRITE: case N_READ:
        io_data_transfer(cg, s);
        break;
    case N_OPEN: io_open(cg, s); break;
    case N_CLOSE: io_close(cg, s); break;
    case N_INQUIRE: io_inquire(cg, s); break;
    case N_REWIND: io_filepos(cg, s, "_gfortran_st_rewind"); break;
    case N_BACKSPACE: io_filepos(cg, s, "_gfortran_st_backspace"); break;
    case N_ENDFILE: io_filepos(cg, s, "_gfortran_st_endfile"); break;
    case N_FLUSH: io_filepos(cg, s, "_gfortran_st_flush"); break;
    case N_WAIT: io_wait(cg, s); break;
    default:
        error_at(s->loc, "internal error: %s is not an I/O statement", node_name[s->kind]);
        break;
    }
}

/* ------------------------------------------------------------------ */
/* STOP / ERROR STOP                                                   */
/* ------------------------------------------------------------------ */

/* R1160 stop-stmt, R1161 error-stop-stmt: _gfortran_[error_]stop_numeric
 * (int code, bool quiet) or _gfortran_[error_]stop_string(ptr, len, quiet);
 * a bare STOP is stop_string(NULL, 0). */
void cg_stop_stmt(CG *cg, Node *s)
{
    cg_set_loc(cg, s->loc);
    bool error = s->kind == N_ERROR_STOP;
    if (cg->target != CG_TARGET_HOST) {
        cg_device_stop_stmt(cg, s, error);
        return;
    }
    LLVMValueRef quiet = LLVMConstInt(cg->t_i8, 0, false);
    if (s->lhs) {
        LLVMValueRef q = cg_logical_cond(cg, s->lhs);
        quiet = LLVMBuildZExt(cg->b, q, cg->t_i8, "quiet");
    }
    Node *code = s->rhs;
    if (code && code->type && code->type->kind != TY_CHARACTER) {
        LLVMValueRef v = int_value(cg, code, type_int(4));
        LLVMTypeRef params[2] = {cg->t_i32, cg->t_i8};
        LLVMValueRef args[2] = {v, quiet};
        cg_call_extern(cg, error ? "_gfortran_error_stop_numeric" : "_gfortran_stop_numeric",
                       cg->t_void, params, 2, args, 2, false);
    } else {
        LLVMValueRef ptr = LLVMConstNull(cg->t_ptr), len = cg_const_i64(cg, 0);
        if (code)
            cg_char_expr(cg, code, &ptr, &len);
        LLVMTypeRef params[3] = {cg->t_ptr, cg->t_i64, cg->t_i8};
        LLVMValueRef args[3] = {ptr, cg_char_len_i64(cg, len), quiet};
        cg_call_extern(cg, error ? "_gfortran_error_stop_string" : "_gfortran_stop_string",
                       cg->t_void, params, 3, args, 3, false);
    }
    /* The library never returns; later statements go to an unreachable block. */
    LLVMBuildUnreachable(cg->b);
    LLVMPositionBuilderAtEnd(cg->b, cg_new_block(cg, "after.stop"));
}
