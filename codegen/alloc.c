/* alloc.c — ALLOCATE, DEALLOCATE, ALLOCATED and automatic deallocation,
 * with gfortran's run-time errors and STAT= values. */
#include "cg.h"

#include <string.h>


#define STAT_ALLOCATED 5014   /* gfortran's LIBERROR_ALLOCATION */
#define STAT_UNALLOCATED 1

void cg_alloc_shape(CG *cg, CgVar *v, LLVMValueRef *lb, LLVMValueRef *ub, Loc loc, LLVMValueRef stat);

static void store_dtype(CG *cg, CgVar *v)
{
    LLVMValueRef dt = cg_desc_field(cg, v->addr, v->rank, 2);
    Type *et = v->sym->type;
    LLVMValueRef elem_len = v->elem_size ? v->elem_size : cg_elem_size(cg, et, et->kind == TY_CHARACTER ? v->len : NULL);
    LLVMBuildStore(cg->b, elem_len, LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 0, ""));
    LLVMBuildStore(cg->b, cg_const_i32(cg, 0), LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 1, ""));
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, (unsigned)v->rank, false), LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 2, ""));
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, (unsigned)cg_bt_code(et), false),
                   LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 3, ""));
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i16, 0, false), LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 4, ""));
}

/* An unallocated descriptor: base_addr NULL and the dtype filled, as gfortran. */
void cg_desc_init_null(CG *cg, CgVar *v)
{
    LLVMBuildStore(cg->b, LLVMConstNull(cg_desc_type(cg, v->rank)), v->addr);
    if (cg_char_const_len(v->sym->type) >= 0 || v->sym->type->kind != TY_CHARACTER)
        store_dtype(cg, v);
}

static LLVMValueRef data_ptr_addr(CG *cg, CgVar *v)
{
    return v->kind == CV_DESC ? cg_desc_field(cg, v->addr, v->rank, 0) : v->addr;
}

/* Allocates v with bounds lb..ub (arrays) and fills its descriptor; an
 * allocated v is an error (or stat = 5014 when stat is given). */
void cg_alloc_shape(CG *cg, CgVar *v, LLVMValueRef *lb, LLVMValueRef *ub, Loc loc, LLVMValueRef stat)
{
    Type *et = v->sym->type;
    LLVMValueRef pp = data_ptr_addr(cg, v);
    LLVMValueRef elem = v->elem_size ? v->elem_size : cg_elem_size(cg, et, et->kind == TY_CHARACTER ? v->len : NULL);
    LLVMValueRef ext[15];
    LLVMValueRef bytes = elem;
    for (int d = 0; d < v->rank; d++) {
        LLVMValueRef e = LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, ub[d], lb[d], ""), cg_const_i64(cg, 1), "");
        LLVMValueRef pos = LLVMBuildICmp(cg->b, LLVMIntSGT, e, cg_const_i64(cg, 0), "");
        ext[d] = LLVMBuildSelect(cg->b, pos, e, cg_const_i64(cg, 0), "ext");
        bytes = LLVMBuildMul(cg->b, bytes, ext[d], "");
    }
    LLVMValueRef cur = LLVMBuildLoad2(cg->b, cg->t_ptr, pp, "");
    /* a pointer may be allocated again: its old target stays */
    LLVMValueRef allocated = (v->sym->attrs & A_POINTER) ? LLVMConstInt(cg->t_i1, 0, false)
                             : LLVMBuildICmp(cg->b, LLVMIntNE, cur, LLVMConstNull(cg->t_ptr), "");
    LLVMBasicBlockRef err = cg_new_block(cg, "alloc.err"), doit = cg_new_block(cg, "alloc.do"),
                      done = cg_new_block(cg, "alloc.done");
    LLVMBuildCondBr(cg->b, allocated, err, doit);
    LLVMPositionBuilderAtEnd(cg->b, err);
    if (stat) {
        LLVMBuildStore(cg->b, cg_const_i32(cg, STAT_ALLOCATED), stat);
        LLVMBuildBr(cg->b, done);
    } else {
        const char *fmt = "Attempting to allocate already allocated variable '%s'";
        LLVMValueRef args[3] = {cg_where_string(cg, loc), cg_global_string(cg, fmt, strlen(fmt), ".amsg"),
                                cg_global_string(cg, v->sym->name, strlen(v->sym->name), ".name")};
        LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
        cg_call_extern(cg, "_gfortran_runtime_error_at", cg->t_void, pt, 2, args, 3, true);
        LLVMBuildUnreachable(cg->b);
    }
    LLVMPositionBuilderAtEnd(cg->b, doit);
    LLVMValueRef one = cg_const_i64(cg, 1);
    LLVMValueRef big = LLVMBuildICmp(cg->b, LLVMIntUGT, bytes, one, "");
    LLVMValueRef n = LLVMBuildSelect(cg->b, big, bytes, one, "");
    LLVMValueRef mem = cg_mem_alloc(cg, v->sym, n, loc);
    LLVMValueRef failed = LLVMBuildICmp(cg->b, LLVMIntEQ, mem, LLVMConstNull(cg->t_ptr), "");
    LLVMBasicBlockRef oom = cg_new_block(cg, "alloc.oom"), fill = cg_new_block(cg, "alloc.fill");
    LLVMBuildCondBr(cg->b, failed, oom, fill);
    LLVMPositionBuilderAtEnd(cg->b, oom);
    if (stat) {
        LLVMBuildStore(cg->b, cg_const_i32(cg, STAT_ALLOCATED), stat);
        LLVMBuildBr(cg->b, done);
    } else {
        char *where = arena_printf(cu_arena, "In file '%s', around line %d",
                                   loc.file ? loc.file->name : cg->src_name, loc.line);
        const char *fmt = "Error allocating %lu bytes";
        LLVMValueRef args[3] = {cg_global_string(cg, where, strlen(where), ".where"),
                                cg_global_string(cg, fmt, strlen(fmt), ".amsg"), bytes};
        LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
        cg_call_extern(cg, "_gfortran_os_error_at", cg->t_void, pt, 2, args, 3, true);
        LLVMBuildUnreachable(cg->b);
    }
    LLVMPositionBuilderAtEnd(cg->b, fill);
    LLVMBuildStore(cg->b, mem, pp);
    if (et->kind == TY_DERIVED && !v->elem_size) {
        /* default initialization: allocatable components start unallocated */
        LLVMValueRef n_el = cg_const_i64(cg, 1);
        for (int d = 0; d < v->rank; d++)
            n_el = LLVMBuildMul(cg->b, n_el, ext[d], "");
        if (cg_dev_space(cg, v->sym) == CUF90_SPACE_DEVICE)
            cg_device_derived_init(cg, mem, n_el, et, n, loc);
        else
            cg_derived_init_array(cg, mem, n_el, et);
    }
    if (v->kind == CV_DESC) {
        store_dtype(cg, v);
        LLVMValueRef stride = cg_const_i64(cg, 1), offset = cg_const_i64(cg, 0);
        for (int d = 0; d < v->rank; d++) {
            LLVMBuildStore(cg->b, stride, cg_desc_dim(cg, v->addr, v->rank, d, 0));
            LLVMBuildStore(cg->b, lb[d], cg_desc_dim(cg, v->addr, v->rank, d, 1));
            LLVMBuildStore(cg->b, ub[d], cg_desc_dim(cg, v->addr, v->rank, d, 2));
            offset = LLVMBuildSub(cg->b, offset, LLVMBuildMul(cg->b, lb[d], stride, ""), "");
            stride = LLVMBuildMul(cg->b, stride, ext[d], "");
        }
        LLVMBuildStore(cg->b, offset, cg_desc_field(cg, v->addr, v->rank, 1));
        LLVMBuildStore(cg->b, elem, cg_desc_field(cg, v->addr, v->rank, 3));
    }
    cg_device_after_alloc(cg, v, loc);
    if (stat)
        LLVMBuildStore(cg->b, cg_const_i32(cg, 0), stat);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

static void dealloc_var(CG *cg, CgVar *v, Loc loc, bool checked, bool final);

/* Frees v if allocated, its allocatable components first (a CLASS array
 * finalized); when 'checked', deallocating an unallocated object is
 * gfortran's run-time error. */
void cg_dealloc_var(CG *cg, CgVar *v, Loc loc, bool checked) { dealloc_var(cg, v, loc, checked, false); }

/* The same for DEALLOCATE and scope exit, which finalize v (F2018 7.5.6.3). */
void cg_dealloc_var_final(CG *cg, CgVar *v, Loc loc, bool checked) { dealloc_var(cg, v, loc, checked, true); }

static void dealloc_var(CG *cg, CgVar *v, Loc loc, bool checked, bool final)
{
    LLVMValueRef pp = data_ptr_addr(cg, v);
    LLVMValueRef cur = LLVMBuildLoad2(cg->b, cg->t_ptr, pp, "");
    LLVMValueRef isnull = LLVMBuildICmp(cg->b, LLVMIntEQ, cur, LLVMConstNull(cg->t_ptr), "");
    LLVMBasicBlockRef fr = cg_new_block(cg, "dealloc.free"), done = cg_new_block(cg, "dealloc.done");
    if (checked) {
        LLVMBasicBlockRef err = cg_new_block(cg, "dealloc.err");
        LLVMBuildCondBr(cg->b, isnull, err, fr);
        LLVMPositionBuilderAtEnd(cg->b, err);
        const char *fmt = "Attempt to DEALLOCATE unallocated '%s'";
        LLVMValueRef args[3] = {cg_where_string(cg, loc), cg_global_string(cg, fmt, strlen(fmt), ".dmsg"),
                                cg_global_string(cg, v->sym->name, strlen(v->sym->name), ".name")};
        LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
        cg_call_extern(cg, "_gfortran_runtime_error_at", cg->t_void, pt, 2, args, 3, true);
        LLVMBuildUnreachable(cg->b);
    } else
        LLVMBuildCondBr(cg->b, isnull, done, fr);
    LLVMPositionBuilderAtEnd(cg->b, fr);
    if (v->kind == CV_DESC && cg_is_class_array_sym(v->sym)) {
        /* elements of the dynamic type's size: its FINAL subroutines and components */
        cg_class_array_finalize(cg, v);
    } else if (final && v->rank == 0 && cg_is_class_sym(v->sym)) {
        cg_class_finalize(cg, v->addr); /* the dynamic type's components go too */
    } else if (final && cg_type_needs_final(v->sym->type)) {
        /* finalized, its components with it, while the descriptor still gives the size */
        if (v->kind == CV_DESC)
            cg_type_finalize_desc(cg, v->sym->type->derived, v->addr);
        else
            cg_type_finalize(cg, v->sym->type->derived, cur);
    } else if (v->sym->type->kind == TY_DERIVED && cg_derived_has_alloc(v->sym->type->derived)) {
        /* the components first, while the descriptor still gives the size */
        if (v->kind == CV_DESC)
            cg_derived_free_array(cg, cur, cg_array_size(cg, v), v->sym->type->derived);
        else
            cg_derived_free_allocs(cg, cur, v->sym->type->derived);
    }
    cg_mem_free(cg, v->sym, cur);
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), pp);
    cg_class_reset_vtab(cg, v->sym, v->addr);
    cg_device_after_alloc(cg, v, loc);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

/* The storage of an allocatable designator: a variable or a component. */
CgVar *cg_alloc_object(CG *cg, Node *e)
{
    if (e->kind == N_NAME)
        return cg_var(cg, e->sym);
    if (e->kind == N_COMPONENT && e->sym) {
        Symbol *c = e->sym;
        LLVMValueRef ba = cg_addr(cg, e->lhs);
        LLVMValueRef off = cg_const_i64(cg, c->comp_offset);
        CgVar *v = NEW(CgVar);
        v->sym = c;
        v->fn = cg->fn;
        v->frame_slot = -1;
        v->addr = LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, ba, &off, 1, c->name);
        v->rank = c->shape ? c->shape->rank : 0;
        v->kind = v->rank > 0 ? CV_DESC : CV_SCALAR;
        v->indirect = v->rank == 0;
        if (type_deferred_char(c)) {
            LLVMValueRef lo = cg_const_i64(cg, c->comp_len_offset);
            v->len_slot = LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, ba, &lo, 1, "len.slot");
        }
        return v;
    }
    error_at(e->loc, "object of ALLOCATE or DEALLOCATE is not supported yet");
    return NULL;
}

static Node *find_opt(Node *s, const char *name)
{
    for (int i = 0; i < s->opts.len; i++) {
        Node *k = s->opts.items[i];
        if (k->kind == N_KEYWORD && k->name && !strcmp(k->name, name))
            return k->rhs;
    }
    return NULL;
}

/* STAT= and ERRMSG= after each object: a nonzero stat ends the statement. */
static void finish_stat(CG *cg, Node *s, LLVMValueRef stat, const char *errtext, LLVMBasicBlockRef out)
{
    Node *sv = find_opt(s, "stat");
    Node *em = find_opt(s, "errmsg");
    LLVMValueRef st = LLVMBuildLoad2(cg->b, cg->t_i32, stat, "stat");
    if (sv)
        LLVMBuildStore(cg->b, cg_convert(cg, st, type_int(4), sv->type), cg_addr(cg, sv));
    LLVMValueRef bad = LLVMBuildICmp(cg->b, LLVMIntNE, st, cg_const_i32(cg, 0), "");
    LLVMBasicBlockRef err = cg_new_block(cg, "stat.err"), next = cg_new_block(cg, "stat.ok");
    LLVMBuildCondBr(cg->b, bad, err, next);
    LLVMPositionBuilderAtEnd(cg->b, err);
    if (em) {
        Node lit = {.kind = N_CHAR_LIT, .loc = s->loc, .text = errtext, .str_len = (int)strlen(errtext),
                    .type = type_char((int64_t)strlen(errtext))};
        LLVMValueRef da, dl;
        cg_char_expr(cg, em, &da, &dl);
        cg_char_assign(cg, da, dl, &lit);
    }
    LLVMBuildBr(cg->b, out);
    LLVMPositionBuilderAtEnd(cg->b, next);
}

/* Lower bound d of an array expression as a SOURCE=/MOLD= or the rhs of a
 * reallocating assignment: a whole array keeps its bounds, any other array
 * expression starts at 1. */
LLVMValueRef cg_whole_lbound(CG *cg, Node *e, int d)
{
    while (e->kind == N_CONVERT) /* an implicit conversion keeps the bounds */
        e = e->lhs;
    if (e->kind == N_NAME && e->sym) {
        CgVar *v = cg_var(cg, e->sym);
        if (v->kind != CV_SCALAR)
            return cg_array_lbound(cg, v, d);
    }
    if (e->kind == N_COMPONENT && e->sym && e->lhs->rank == 0 && e->sym->shape) {
        if (e->sym->attrs & (A_ALLOCATABLE | A_POINTER))
            return cg_array_lbound(cg, cg_alloc_object(cg, e), d);
        if (e->sym->shape->constant)
            return cg_const_i64(cg, e->sym->shape->lo_val[d]);
    }
    return cg_const_i64(cg, 1);
}

/* PINNED=flag (CUDA Fortran): .true. when every PINNED object of the
 * statement got page-locked memory (the runtime asks the driver; under
 * emulation all host memory is usable by the device). */
static void store_pinned_flag(CG *cg, Node *s)
{
    Node *flag = find_opt(s, "pinned");
    if (!flag)
        return;
    LLVMValueRef all = LLVMConstInt(cg->t_i1, 1, false);
    for (int i = 0; i < s->args.len; i++) {
        Node *o = s->args.items[i];
        Node *obj = o->kind == N_ARRAY_REF || o->kind == N_PAREN_ARGS ? o->lhs : o;
        CgVar *v = cg_alloc_object(cg, obj);
        if (!v || cg_ultimate(v->sym)->space != SPACE_PINNED)
            continue;
        LLVMValueRef p = v->kind == CV_DESC ? cg_array_base(cg, v) : LLVMBuildLoad2(cg->b, cg->t_ptr, v->addr, "");
        LLVMTypeRef pt[1] = {cg->t_ptr};
        LLVMValueRef q = cg_call_extern(cg, "cuf90_pinned_query", cg->t_i32, pt, 1, &p, 1, false);
        all = LLVMBuildAnd(cg->b, all, LLVMBuildICmp(cg->b, LLVMIntNE, q, cg_const_i32(cg, 0), ""), "pinned");
    }
    LLVMBuildStore(cg->b, LLVMBuildZExt(cg->b, all, cg_type(cg, flag->type), ""), cg_addr(cg, flag));
}

void cg_allocate(CG *cg, Node *s)
{
    bool has_stat = find_opt(s, "stat") || find_opt(s, "errmsg");
    LLVMValueRef stat = has_stat ? cg_alloca(cg, cg->t_i32, "stat") : NULL;
    LLVMBasicBlockRef out = cg_new_block(cg, "alloc.end");
    Node *src = find_opt(s, "source");
    Node *shp = src ? src : find_opt(s, "mold"); /* gives shape, bounds and length */
    for (int i = 0; i < s->args.len; i++) {
        Node *o = s->args.items[i];
        Node *obj = o;
        NodeList *shape = NULL;
        if (o->kind == N_ARRAY_REF || o->kind == N_PAREN_ARGS) {
            obj = o->lhs;
            shape = &o->args;
        }
        CgVar *pv = cg_alloc_object(cg, obj);
        if (!pv)
            continue;
        CgVar vcopy = *pv; /* the length set below is this statement's only */
        CgVar *v = &vcopy;
        if (cg_is_class_sym(v->sym)) {
            cg_class_allocate(cg, s, v, src, find_opt(s, "mold"));
            continue;
        }
        bool class_array = v->kind == CV_DESC && cg_is_class_array_sym(v->sym);
        LLVMValueRef vt = NULL;
        if (class_array)
            v->elem_size = cg_class_array_dyn(cg, s, v, shp, &vt);
        if (v->sym->type->kind == TY_CHARACTER && cg_char_const_len(v->sym->type) < 0) {
            if (s->ts && s->ts->kind == TS_CHARACTER && s->ts->len_expr)
                v->len = cg_expr_i64(cg, s->ts->len_expr);
            else if (s->ts && s->ts->kind == TS_CHARACTER && s->ts->len_kind == LEN_NONE)
                v->len = cg_const_i64(cg, 1);
            else if (shp) {
                LLVMValueRef a, l;
                cg_char_expr(cg, shp, &a, &l);
                v->len = l;
            }
            if (v->len_slot && v->len)
                LLVMBuildStore(cg->b, v->len, v->len_slot);
            v->len_slot = NULL;
        }
        LLVMValueRef lb[15], ub[15];
        int r = 0;
        for (int d = 0; shape && d < shape->len && d < 15; d++) {
            Node *b = shape->items[d];
            if (b->kind == N_TRIPLET) {
                lb[r] = b->lhs ? cg_expr_i64(cg, b->lhs) : cg_const_i64(cg, 1);
                ub[r++] = cg_expr_i64(cg, b->rhs);
            } else {
                lb[r] = cg_const_i64(cg, 1);
                ub[r++] = cg_expr_i64(cg, b);
            }
        }
        if (r == 0 && v->rank > 0 && shp && shp->rank > 0) {
            LLVMValueRef ext[15];
            r = cg_shape(cg, shp, ext);
            for (int d = 0; d < r; d++) {
                lb[d] = cg_whole_lbound(cg, shp, d);
                ub[d] = LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, lb[d], ext[d], ""), cg_const_i64(cg, 1), "");
            }
        }
        if (r != v->rank) {
            error_at(o->loc, "ALLOCATE of '%s' needs %d bounds", v->sym->name, v->rank);
            continue;
        }
        cg_alloc_shape(cg, v, lb, ub, s->loc, stat);
        if (stat)
            finish_stat(cg, s, stat, "Attempt to allocate an allocated object", out);
        Type *pt = s->type ? s->type : v->sym->type;
        if (!src && !class_array && cg_pdt_needs_init(pt)) {
            /* the type-spec's (or the declaration's) LEN values, LEN storage */
            LLVMValueRef count = cg_const_i64(cg, 1);
            for (int d = 0; d < v->rank; d++) {
                LLVMValueRef e = LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, ub[d], lb[d], ""), cg_const_i64(cg, 1), "");
                LLVMValueRef pos = LLVMBuildICmp(cg->b, LLVMIntSGT, e, cg_const_i64(cg, 0), "");
                count = LLVMBuildMul(cg->b, count, LLVMBuildSelect(cg->b, pos, e, cg_const_i64(cg, 0), ""), "");
            }
            cg_pdt_init(cg, LLVMBuildLoad2(cg->b, cg->t_ptr, data_ptr_addr(cg, v), ""), count, pt);
        }
        if (class_array)
            cg_class_array_fill(cg, v, vt, shp, !src);
        else if (src) {
            /* device data: SOURCE= is a transfer, not host stores */
            Node *copy = NEW(Node);
            copy->kind = N_ASSIGN;
            copy->lhs = obj;
            copy->rhs = src;
            copy->loc = s->loc;
            if (cg_on_device(cg, obj) && cg_transfer_assign(cg, copy))
                ;
            else if (v->rank > 0)
                cg_array_assign(cg, obj, src);
            else if (v->sym->type->kind == TY_CHARACTER) {
                LLVMValueRef da = LLVMBuildLoad2(cg->b, cg->t_ptr, v->addr, "");
                cg_char_assign(cg, da, cg_char_len_of(cg, v), src);
            } else {
                LLVMValueRef da = LLVMBuildLoad2(cg->b, cg->t_ptr, v->addr, "");
                LLVMBuildStore(cg->b, cg_convert(cg, cg_expr(cg, src), src->type, v->sym->type), da);
                if (v->sym->type->kind == TY_DERIVED && cg_derived_has_alloc(v->sym->type->derived))
                    cg_derived_copy_allocs(cg, da, v->sym->type->derived); /* SOURCE= copies deeply */
            }
        }
    }
    LLVMBuildBr(cg->b, out);
    LLVMPositionBuilderAtEnd(cg->b, out);
    store_pinned_flag(cg, s);
}

void cg_deallocate(CG *cg, Node *s)
{
    bool has_stat = find_opt(s, "stat") || find_opt(s, "errmsg");
    LLVMBasicBlockRef out = cg_new_block(cg, "dealloc.end");
    LLVMValueRef stat = has_stat ? cg_alloca(cg, cg->t_i32, "stat") : NULL;
    for (int i = 0; i < s->args.len; i++) {
        CgVar *v = cg_alloc_object(cg, s->args.items[i]);
        if (!v)
            continue;
        if (!stat) {
            cg_dealloc_var_final(cg, v, s->loc, true);
            continue;
        }
        LLVMValueRef pp = data_ptr_addr(cg, v);
        LLVMValueRef cur = LLVMBuildLoad2(cg->b, cg->t_ptr, pp, "");
        LLVMValueRef isnull = LLVMBuildICmp(cg->b, LLVMIntEQ, cur, LLVMConstNull(cg->t_ptr), "");
        LLVMBuildStore(cg->b, LLVMBuildSelect(cg->b, isnull, cg_const_i32(cg, STAT_UNALLOCATED), cg_const_i32(cg, 0), ""), stat);
        cg_dealloc_var_final(cg, v, s->loc, false);
        finish_stat(cg, s, stat, "Attempt to deallocate an unallocated object", out);
    }
    LLVMBuildBr(cg->b, out);
    LLVMPositionBuilderAtEnd(cg->b, out);
}

LLVMValueRef cg_allocated(CG *cg, Node *e)
{
    if (e->kind == N_KEYWORD)
        e = e->rhs;
    CgVar *v = cg_alloc_object(cg, e);
    if (!v)
        return LLVMConstInt(cg->t_i1, 0, false);
    LLVMValueRef cur = LLVMBuildLoad2(cg->b, cg->t_ptr, data_ptr_addr(cg, v), "");
    return LLVMBuildICmp(cg->b, LLVMIntNE, cur, LLVMConstNull(cg->t_ptr), "allocated");
}

/* ------------------------------------------------------------------ */
/* Derived types with allocatable components                           */
/* ------------------------------------------------------------------ */

bool cg_derived_has_alloc(DerivedType *dt)
{
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        if (c->attrs & A_ALLOCATABLE)
            return true;
        if (c->type && c->type->kind == TY_DERIVED && c->type->derived != dt && !(c->attrs & A_POINTER) &&
            !(c->shape && c->shape->rank > 0) && cg_derived_has_alloc(c->type->derived))
            return true;
    }
    return false;
}

static LLVMValueRef comp_at(CG *cg, LLVMValueRef base, Symbol *c)
{
    LLVMValueRef off = cg_const_i64(cg, c->comp_offset);
    return LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, base, &off, 1, c->name);
}

/* Bytes of an allocated component's data (0 when unallocated arrays are empty). */
static LLVMValueRef comp_bytes(CG *cg, Symbol *c, LLVMValueRef ca)
{
    int rank = c->shape ? c->shape->rank : 0;
    if (rank == 0 && type_deferred_char(c)) {
        LLVMValueRef lo = cg_const_i64(cg, c->comp_len_offset - c->comp_offset);
        return cg_char_bytes(cg, LLVMBuildLoad2(cg->b, cg->t_i64, LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, ca, &lo, 1, ""), "len"),
                             char_kind(c->type));
    }
    if (rank == 0)
        return cg_elem_size(cg, c->type, NULL);
    LLVMValueRef dt = cg_desc_field(cg, ca, rank, 2);
    LLVMValueRef n = LLVMBuildLoad2(cg->b, cg->t_i64, LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 0, ""), "elem_len");
    return LLVMBuildMul(cg->b, n, cg_desc_size(cg, ca, rank), "");
}

/* A scalar, non-pointer component of another derived type that itself has
 * allocatable components: copies and frees walk into it. */
static bool nested_owner(Symbol *c, DerivedType *dt)
{
    return c->type->kind == TY_DERIVED && !(c->attrs & A_POINTER) && !(c->shape && c->shape->rank > 0) &&
           c->type->derived != dt && cg_derived_has_alloc(c->type->derived);
}

/* An allocatable array component whose elements have allocatable components. */
static bool elems_own_allocs(Symbol *c)
{
    return (c->attrs & A_ALLOCATABLE) && c->shape && c->shape->rank > 0 && c->type->kind == TY_DERIVED &&
           cg_derived_has_alloc(c->type->derived);
}

/* Runs fn on each element (at data) of the allocated array component at ca. */
static void for_each_elem(CG *cg, Symbol *c, LLVMValueRef ca, LLVMValueRef data,
                          void (*fn)(CG *, LLVMValueRef, DerivedType *))
{
    DerivedType *dt = c->type->derived;
    LLVMValueRef n = LLVMBuildUDiv(cg->b, comp_bytes(cg, c, ca), cg_elem_size(cg, c->type, NULL), "n");
    CgCountedLoop l;
    LLVMValueRef i = cg_loop_begin(cg, &l, n, "delem");
    fn(cg, LLVMBuildGEP2(cg->b, cg_type_derived(cg, dt), data, &i, 1, ""), dt);
    cg_loop_end(cg, &l);
}

/* The derived types whose copy or free is being expanded inline, innermost
 * last. A type met again inside its own expansion (an allocatable array
 * component of its own type: type t; type(t), allocatable :: c(:)) is
 * copied or freed by a call to a helper void(obj) doing it, which so calls
 * itself for the elements. */
static DerivedType *expanding[32];
static int nexpanding;

static bool expand_inline(DerivedType *dt)
{
    for (int i = 0; i < nexpanding; i++)
        if (expanding[i] == dt)
            return false;
    return nexpanding < (int)(sizeof expanding / sizeof *expanding);
}

struct allocs_helper { DerivedType *dt; bool copy; };

static void allocs_helper_body(CG *cg, LLVMValueRef fn, void *ctx)
{
    struct allocs_helper *h = ctx;
    if (h->copy)
        cg_derived_copy_allocs(cg, LLVMGetParam(fn, 0), h->dt);
    else
        cg_derived_free_allocs(cg, LLVMGetParam(fn, 0), h->dt);
}

/* A helper void(obj) copying or freeing dt's allocatable components, for
 * types too deep to expand inline; its own expansion starts afresh. */
static void call_allocs_helper(CG *cg, LLVMValueRef obj, DerivedType *dt, bool copy)
{
    const char *name = arena_printf(cu_arena, "cuf90.%s_allocs.%s.%d.%d", copy ? "copy" : "free", dt->name,
                                    dt->sym ? dt->sym->loc.line : 0, dt->sym ? dt->sym->loc.col : 0);
    LLVMTypeRef ft = LLVMFunctionType(cg->t_void, &cg->t_ptr, 1, false);
    LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
    if (!fn) {
        fn = LLVMAddFunction(cg->mod, name, ft);
        LLVMSetLinkage(fn, LLVMInternalLinkage);
        DerivedType *outer[32];
        int nouter = nexpanding;
        memcpy(outer, expanding, sizeof outer);
        nexpanding = 0;
        cg_side_function(cg, fn, allocs_helper_body, &(struct allocs_helper){dt, copy});
        memcpy(expanding, outer, sizeof outer);
        nexpanding = nouter;
    }
    LLVMBuildCall2(cg->b, ft, fn, &obj, 1, "");
}

static void copy_allocs_inline(CG *cg, LLVMValueRef obj, DerivedType *dt);
static void free_allocs_inline(CG *cg, LLVMValueRef obj, DerivedType *dt);

/* After a bitwise copy into 'obj', gives each allocated component its own
 * copy of the data (intrinsic assignment of derived types is deep). */
void cg_derived_copy_allocs(CG *cg, LLVMValueRef obj, DerivedType *dt)
{
    if (!expand_inline(dt)) {
        call_allocs_helper(cg, obj, dt, true);
        return;
    }
    expanding[nexpanding++] = dt;
    copy_allocs_inline(cg, obj, dt);
    nexpanding--;
}

/* Deallocates the allocated components of 'obj' (nested ones first). */
void cg_derived_free_allocs(CG *cg, LLVMValueRef obj, DerivedType *dt)
{
    if (!expand_inline(dt)) {
        call_allocs_helper(cg, obj, dt, false);
        return;
    }
    expanding[nexpanding++] = dt;
    free_allocs_inline(cg, obj, dt);
    nexpanding--;
}

static void copy_allocs_inline(CG *cg, LLVMValueRef obj, DerivedType *dt)
{
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        LLVMValueRef ca = comp_at(cg, obj, c);
        if (!(c->attrs & A_ALLOCATABLE)) {
            if (nested_owner(c, dt))
                cg_derived_copy_allocs(cg, ca, c->type->derived);
            continue;
        }
        if (c->type && c->type->polymorphic) {
            cg_class_comp_copy(cg, c, ca); /* of its dynamic type */
            continue;
        }
        LLVMValueRef pp = ca; /* base_addr is the first field of a descriptor too */
        LLVMValueRef old = LLVMBuildLoad2(cg->b, cg->t_ptr, pp, "");
        LLVMBasicBlockRef copy = cg_new_block(cg, "dcopy"), next = cg_new_block(cg, "dcopy.next");
        LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntNE, old, LLVMConstNull(cg->t_ptr), ""), copy, next);
        LLVMPositionBuilderAtEnd(cg->b, copy);
        LLVMValueRef bytes = comp_bytes(cg, c, ca);
        LLVMValueRef one = cg_const_i64(cg, 1);
        LLVMValueRef n = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntUGT, bytes, one, ""), bytes, one, "");
        LLVMValueRef mem = cg_mem_alloc(cg, c, n, c->loc);
        if (cg_dev_space(cg, c) == CUF90_SPACE_DEVICE)
            cg_memcpy_space(cg, mem, old, bytes, CUF90_MEMCPY_D2D, c->loc); /* a DEVICE component */
        else
            LLVMBuildMemCpy(cg->b, mem, 1, old, 1, bytes);
        LLVMBuildStore(cg->b, mem, pp);
        if (elems_own_allocs(c)) /* an array of derived type: each element deeply */
            for_each_elem(cg, c, ca, mem, cg_derived_copy_allocs);
        LLVMBuildBr(cg->b, next);
        LLVMPositionBuilderAtEnd(cg->b, next);
    }
}

static void free_allocs_inline(CG *cg, LLVMValueRef obj, DerivedType *dt)
{
    for (int i = 0; i < dt->components.len; i++)
        cg_free_alloc_component(cg, obj, dt->components.data[i], dt);
}

/* Component c of the dt object at obj: deallocated when allocatable and
 * allocated (its elements' own components first), walked into when it is a
 * scalar of a type with allocatable components. */
void cg_free_alloc_component(CG *cg, LLVMValueRef obj, Symbol *c, DerivedType *dt)
{
    LLVMValueRef ca = comp_at(cg, obj, c);
    if (!(c->attrs & A_POINTER) && !c->proc && c->type->kind == TY_DERIVED && !c->type->polymorphic &&
        c->type->derived != dt && cg_type_needs_final(c->type)) {
        /* a component of a type with FINAL subroutines: finalized, which
         * deallocates its own components (gfortran's DEALLOCATE_ALLOC_COMP) */
        DerivedType *ct = c->type->derived;
        int rank = c->shape ? c->shape->rank : 0;
        if (c->attrs & A_ALLOCATABLE) {
            LLVMValueRef old = LLVMBuildLoad2(cg->b, cg->t_ptr, ca, "");
            LLVMBasicBlockRef fr = cg_new_block(cg, "dfinal"), next = cg_new_block(cg, "dfinal.next");
            LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, old, ""), fr, next);
            LLVMPositionBuilderAtEnd(cg->b, fr);
            cg_final_object(cg, ct, old, rank ? ca : NULL);
            cg_mem_free(cg, c, old);
            LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), ca);
            LLVMBuildBr(cg->b, next);
            LLVMPositionBuilderAtEnd(cg->b, next);
        } else if (rank == 0) {
            cg_final_object(cg, ct, ca, NULL);
        } else if (c->shape->constant) {
            LLVMValueRef ext[15];
            for (int d = 0; d < rank; d++)
                ext[d] = cg_const_i64(cg, c->shape->hi_val[d] - c->shape->lo_val[d] + 1);
            cg_final_object(cg, ct, ca, cg_shape_desc(cg, c->type, ca, rank, ext, cg_elem_size(cg, c->type, NULL)));
        }
        return;
    }
    if ((c->attrs & A_ALLOCATABLE) && c->type->kind == TY_DERIVED && c->type->polymorphic) {
        /* a CLASS component: its dynamic type's FINAL and components, freed, the declared type again */
        cg_class_comp_free(cg, c, ca);
        return;
    }
    if (!(c->attrs & A_ALLOCATABLE)) {
        if (nested_owner(c, dt))
            cg_derived_free_allocs(cg, ca, c->type->derived);
        return;
    }
    LLVMValueRef old = LLVMBuildLoad2(cg->b, cg->t_ptr, ca, "");
    LLVMBasicBlockRef fr = cg_new_block(cg, "dfree"), next = cg_new_block(cg, "dfree.next");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntNE, old, LLVMConstNull(cg->t_ptr), ""), fr, next);
    LLVMPositionBuilderAtEnd(cg->b, fr);
    if (elems_own_allocs(c))
        for_each_elem(cg, c, ca, old, cg_derived_free_allocs);
    cg_mem_free(cg, c, old); /* free, or the runtime's for a DEVICE/MANAGED component */
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), ca);
    LLVMBuildBr(cg->b, next);
    LLVMPositionBuilderAtEnd(cg->b, next);
}

/* s = rhs for a deferred-length allocatable character scalar variable. */
void cg_assign_deferred_char(CG *cg, CgVar *v, Node *rhs)
{
    cg_assign_deferred_at(cg, v->addr, v->len_slot, (v->sym->attrs & A_POINTER) != 0, rhs);
}

/* Frees the allocatable components of n consecutive derived-type elements. */
void cg_derived_free_array(CG *cg, LLVMValueRef base, LLVMValueRef n, DerivedType *dt)
{
    LLVMTypeRef st = cg_type_derived(cg, dt);
    CgCountedLoop l;
    LLVMValueRef i = cg_loop_begin(cg, &l, n, "dfree");
    cg_derived_free_allocs(cg, LLVMBuildGEP2(cg->b, st, base, &i, 1, ""), dt);
    cg_loop_end(cg, &l);
}

/* Stores the default value of derived type t into n consecutive elements. */
void cg_derived_init_array(CG *cg, LLVMValueRef base, LLVMValueRef n, Type *t)
{
    LLVMTypeRef st = cg_type(cg, t);
    LLVMValueRef init = cg_const_val(cg, NULL, t);
    CgCountedLoop l;
    LLVMValueRef i = cg_loop_begin(cg, &l, n, "dinit");
    LLVMBuildStore(cg->b, init, LLVMBuildGEP2(cg->b, st, base, &i, 1, ""));
    cg_loop_end(cg, &l);
}

/* ------------------------------------------------------------------ */
/* Components given in structure constructors                          */
/* ------------------------------------------------------------------ */

typedef struct CompFill {
    Node *val;
    Symbol *c;
    LLVMValueRef data, esize, scalar, *ext;
    int rank;
} CompFill;

/* One element of an array component from the constructor's value (the
 * scalarizer's element, or the scalar broadcast). */
static void comp_fill_elem(CG *cg, void *data)
{
    CompFill *f = data;
    LLVMValueRef dst = cg_scalar_elem_addr(cg, f->data, f->ext, f->rank, f->esize);
    Type *ct = f->c->type;
    if (ct->kind == TY_CHARACTER) {
        LLVMValueRef sa, sl;
        int k = char_kind(ct);
        cg_char_expr(cg, f->val, &sa, &sl);
        cg_char_copy_k(cg, k, dst, k == 1 ? f->esize : LLVMBuildUDiv(cg->b, f->esize, cg_const_i64(cg, k), ""), sa, sl);
        return;
    }
    LLVMValueRef v = f->scalar ? f->scalar : cg_expr(cg, f->val);
    if (ct->kind != TY_DERIVED)
        v = cg_convert(cg, v, f->val->type, ct);
    LLVMBuildStore(cg->b, v, dst);
    if (ct->kind == TY_DERIVED && cg_derived_has_alloc(ct->derived))
        cg_derived_copy_allocs(cg, dst, ct->derived); /* the value keeps its own */
}

/* Component c at ca takes the value a (the part of cg_ctor_component
 * after pointers and null()). */
static void ctor_fill_component(CG *cg, LLVMValueRef ca, Symbol *c, Node *a, int rank)
{
    CompFill f = {.val = a, .c = c, .rank = rank};
    LLVMValueRef ext[15], clen = NULL;
    if (c->type->kind == TY_CHARACTER) {
        int64_t n = cg_char_const_len(c->type);
        f.esize = n >= 0 ? cg_const_i64(cg, n) : a->rank > 0 ? cg_char_array_elem_len(cg, a) : NULL;
        if (!f.esize) {
            LLVMValueRef sa;
            cg_char_expr(cg, a, &sa, &f.esize);
        }
        clen = f.esize;
        f.esize = cg_char_bytes(cg, clen, char_kind(c->type));
    } else
        f.esize = cg_elem_size(cg, c->type, NULL);
    if (c->attrs & A_ALLOCATABLE) {
        CgVar v = {.kind = rank > 0 ? CV_DESC : CV_SCALAR, .sym = c, .fn = cg->fn, .addr = ca, .rank = rank,
                   .indirect = rank == 0, .frame_slot = -1, .len = c->type->kind == TY_CHARACTER ? clen : NULL};
        LLVMValueRef lb[15], ub[15];
        if (rank > 0 && a->rank == 0) {
            error_at(a->loc, "a scalar value for the unallocated array component '%s'", c->name);
            return;
        }
        if (rank > 0)
            cg_shape(cg, a, ext);
        for (int d = 0; d < rank; d++) {
            lb[d] = cg_whole_lbound(cg, a, d);
            ub[d] = LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, lb[d], ext[d], ""), cg_const_i64(cg, 1), "");
        }
        cg_alloc_shape(cg, &v, lb, ub, a->loc, NULL);
        f.data = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, ca, rank, 0), "");
        if (rank == 0) {
            LLVMValueRef *save = cg->elem_idx;
            cg->elem_idx = NULL;
            f.ext = NULL;
            comp_fill_elem(cg, &f);
            cg->elem_idx = save;
            return;
        }
    } else {
        f.data = ca;
        for (int d = 0; d < rank; d++) {
            int64_t n = c->shape->constant ? c->shape->hi_val[d] - c->shape->lo_val[d] + 1 : 0;
            ext[d] = cg_const_i64(cg, n > 0 ? n : 0);
        }
        if (a->rank == 0 && c->type->kind != TY_CHARACTER)
            f.scalar = cg_expr(cg, a); /* broadcast, evaluated once */
    }
    f.ext = ext;
    cg_scalarize(cg, rank, ext, comp_fill_elem, &f);
}

/* Component c of the derived-type object at obj (zero-filled) takes the
 * structure constructor's value a: arrays element by element (an
 * allocatable one allocated to the value's shape and bounds), pointers
 * associated with a (or null()), allocatable scalars allocated. False when
 * c is an ordinary scalar the caller stores. */
bool cg_ctor_component(CG *cg, LLVMValueRef obj, Symbol *c, Node *a)
{
    LLVMValueRef ca = comp_at(cg, obj, c);
    int rank = c->shape ? c->shape->rank : 0;
    bool null_val = a->kind == N_NULL_PTR || (a->kind == N_INTRINSIC_CALL && a->op == INTR_NULL);
    if (c->attrs & A_POINTER) {
        if (null_val)
            return true; /* obj is zero-filled: disassociated */
        Symbol *ps = a->kind == N_NAME && a->sym ? cg_ultimate(a->sym) : NULL;
        if (rank > 0) {
            LLVMTypeRef dt = cg_desc_type(cg, rank);
            LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, dt, cg_make_desc(cg, a), ""), ca);
        } else if (ps && ps->kind == SYM_PROCEDURE) {
            /* a procedure pointer component: the procedure's address */
            LLVMValueRef fa = (ps->attrs & A_POINTER) ? LLVMBuildLoad2(cg->b, cg->t_ptr, cg_var(cg, ps)->addr, "")
                              : ps->is_dummy          ? cg_var(cg, ps)->addr
                                                      : cg_proc_fn(cg, ps);
            LLVMBuildStore(cg->b, fa, ca);
        } else
            LLVMBuildStore(cg->b, cg_addr(cg, a), ca);
        return true;
    }
    if (rank == 0 && !(c->attrs & A_ALLOCATABLE))
        return false;
    if ((c->attrs & A_ALLOCATABLE) && null_val)
        return true;
    if ((c->attrs & A_ALLOCATABLE) && c->type->polymorphic) {
        /* a CLASS component: as ALLOCATE(c, SOURCE=a), of a's dynamic type */
        Node *st = NEW(Node);
        st->kind = N_ALLOCATE;
        st->loc = a->loc;
        CgVar v = {.kind = rank > 0 ? CV_DESC : CV_SCALAR, .sym = c, .fn = cg->fn, .addr = ca, .rank = rank,
                   .indirect = rank == 0, .frame_slot = -1};
        if (rank == 0) {
            cg_class_allocate(cg, st, &v, a, NULL);
            return true;
        }
        if (a->rank != rank) {
            error_at(a->loc, "a scalar value for the unallocated array component '%s'", c->name);
            return true;
        }
        LLVMValueRef vt, lb[15], ub[15], ext[15];
        v.elem_size = cg_class_array_dyn(cg, st, &v, a, &vt);
        cg_shape(cg, a, ext);
        for (int d = 0; d < rank; d++) {
            lb[d] = cg_whole_lbound(cg, a, d);
            ub[d] = LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, lb[d], ext[d], ""), cg_const_i64(cg, 1), "");
        }
        cg_alloc_shape(cg, &v, lb, ub, a->loc, NULL);
        cg_class_array_fill(cg, &v, vt, a, false);
        return true;
    }
    /* an allocatable value gives its allocation status: an unallocated one
     * leaves the component unallocated (F2008 4.5.10) */
    Node *u = a->kind == N_PAREN ? NULL : a;
    Symbol *us = u && (u->kind == N_NAME || u->kind == N_COMPONENT) && u->sym ? cg_ultimate(u->sym) : NULL;
    if ((c->attrs & A_ALLOCATABLE) && us && (us->attrs & A_ALLOCATABLE) && !(us->attrs & A_POINTER)) {
        LLVMBasicBlockRef go = cg_new_block(cg, "ctor.alloc"), done = cg_new_block(cg, "ctor.alloc.done");
        LLVMBuildCondBr(cg->b, cg_allocated(cg, u), go, done);
        LLVMPositionBuilderAtEnd(cg->b, go);
        ctor_fill_component(cg, ca, c, a, rank);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
        return true;
    }
    ctor_fill_component(cg, ca, c, a, rank);
    return true;
}
