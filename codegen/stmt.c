/* stmt.c — executable statements: assignment and control flow. */
#include "cg.h"

#include <stdlib.h>
#include <string.h>

static void cg_stmt(CG *cg, Node *s);

/* The block of a statement label, created on first reference. */
static LLVMBasicBlockRef label_block(CG *cg, int label)
{
    for (int i = 0; i < cg->nlabels; i++)
        if (cg->labels[i].label == label)
            return cg->labels[i].bb;
    if (cg->nlabels == cg->labels_cap) {
        cg->labels_cap = cg->labels_cap ? 2 * cg->labels_cap : 16;
        CgLabel *n = arena_alloc(cu_arena, sizeof(CgLabel) * (size_t)cg->labels_cap);
        if (cg->nlabels)
            memcpy(n, cg->labels, sizeof(CgLabel) * (size_t)cg->nlabels);
        cg->labels = n;
    }
    char name[32];
    snprintf(name, sizeof name, "L%d", label);
    LLVMBasicBlockRef bb = cg_new_block(cg, name);
    cg->labels[cg->nlabels++] = (CgLabel){label, bb};
    return bb;
}

/* Code after a jump is unreachable but still lowered: give it a block. */
static void start_dead_block(CG *cg)
{
    LLVMPositionBuilderAtEnd(cg->b, cg_new_block(cg, "dead"));
}

void cg_stmts(CG *cg, NodeList *body)
{
    for (int i = 0; i < body->len; i++)
        cg_stmt(cg, body->items[i]);
}

static void stmt_body(CG *cg, NodeList *body) { cg_stmts(cg, body); }

/* ------------------------------------------------------------------ */
/* Assignment                                                          */
/* ------------------------------------------------------------------ */

/* F2003: an unallocated allocatable scalar is allocated by assignment. */
static void alloc_scalar_lhs(CG *cg, CgVar *v, Loc loc)
{
    if (!v->indirect)
        return;
    LLVMValueRef cur = LLVMBuildLoad2(cg->b, cg->t_ptr, v->addr, "");
    LLVMBasicBlockRef go = cg_new_block(cg, "autoalloc"), done = cg_new_block(cg, "autoalloc.done");
    LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, cur, ""), go, done);
    LLVMPositionBuilderAtEnd(cg->b, go);
    cg_alloc_shape(cg, v, NULL, NULL, loc, NULL);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

/* The specific of type dt's type-bound ASSIGNMENT(=) whose right side
 * takes a TYPE(dt) value, or NULL. */
static Symbol *type_bound_assignment(DerivedType *dt)
{
    for (DerivedType *d = dt; d; d = d->parent)
        for (int i = 0; i < d->generics.len; i++) {
            TypeBound *g = d->generics.data[i];
            if (!g->is_generic || strcmp(g->name, "assignment(=)") != 0)
                continue;
            for (int k = 0; k < g->specifics.len; k++)
                for (int b = 0; b < dt->bindings.len; b++) {
                    TypeBound *tb = dt->bindings.data[b];
                    Symbol *p = tb->proc ? cg_ultimate(tb->proc) : NULL;
                    if (strcmp(tb->name, g->specifics.data[k]) != 0 || !p || !p->proc || p->proc->dummies.len != 2)
                        continue;
                    Symbol *r = p->proc->dummies.data[1];
                    if (!r || !r->type || r->type->kind != TY_DERIVED || (r->shape && r->shape->rank > 0))
                        continue;
                    for (DerivedType *a = dt; a; a = a->parent)
                        if (a == r->type->derived)
                            return p;
                }
        }
    return NULL;
}

/* Whether intrinsic assignment of type dt calls a defined assignment for
 * some (nested) nonpointer, nonallocatable component (F2018 10.2.1.3). */
static bool has_component_assignment(DerivedType *dt, int depth)
{
    if (!dt || depth > 32)
        return false;
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        if (c->proc || (c->attrs & (A_POINTER | A_ALLOCATABLE)) || !c->type || c->type->kind != TY_DERIVED ||
            !c->type->derived)
            continue;
        if (type_bound_assignment(c->type->derived) || has_component_assignment(c->type->derived, depth + 1))
            return true;
    }
    return false;
}

/* A scalar of type t at addr, as an argument node. */
static Node *addr_arg(CG *cg, Type *t, LLVMValueRef addr, Loc loc)
{
    Symbol *v = cg_host_temp_symbol("comp", t, loc);
    CgVar *cv = NEW(CgVar);
    cv->sym = v;
    cv->fn = cg->fn;
    cv->frame_slot = -1;
    cv->kind = CV_SCALAR;
    cv->addr = addr;
    v->cg = cv;
    Node *n = node_new(N_NAME, loc);
    n->name = v->name;
    n->sym = v;
    n->type = t;
    return n;
}

/* After the intrinsic copy of a type dt value from src to dst: the
 * components with a type-bound defined assignment assigned by it, from
 * src's values, element by element for arrays of them. */
static void component_assignments(CG *cg, DerivedType *dt, LLVMValueRef dst, LLVMValueRef src, Loc loc, int depth)
{
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        if (c->proc || (c->attrs & (A_POINTER | A_ALLOCATABLE)) || !c->type || c->type->kind != TY_DERIVED ||
            !c->type->derived)
            continue;
        DerivedType *ct = c->type->derived;
        Symbol *p = type_bound_assignment(ct);
        if (!p && !has_component_assignment(ct, depth + 1))
            continue;
        int64_t n = cg_comp_elems(c);
        if (n < 0)
            continue;
        int64_t esize = (int64_t)LLVMABISizeOfType(cg->td, cg_type(cg, c->type));
        for (int64_t k = 0; k < n; k++) {
            LLVMValueRef off = cg_const_i64(cg, c->comp_offset + k * esize);
            LLVMValueRef d = LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, dst, &off, 1, "");
            LLVMValueRef s = LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, src, &off, 1, "");
            if (!p) {
                component_assignments(cg, ct, d, s, loc, depth + 1);
                continue;
            }
            Node *site = node_new(N_CALL, loc);
            site->sym = p;
            nodelist_push(&site->args, addr_arg(cg, c->type, d, loc));
            nodelist_push(&site->args, addr_arg(cg, c->type, s, loc));
            cg_call(cg, p, &site->args, site);
        }
    }
}

bool cg_has_component_assignment(Type *t)
{
    return t && t->kind == TY_DERIVED && !t->polymorphic && has_component_assignment(t->derived, 0);
}

/* x = v of a type with components under defined assignment: v goes to a
 * temporary, is copied into dst, and those components are assigned from it. */
void cg_component_assignments(CG *cg, Type *t, LLVMValueRef dst, LLVMValueRef v, Loc loc)
{
    LLVMValueRef src = cg_alloca(cg, LLVMTypeOf(v), "da.src");
    LLVMBuildStore(cg->b, v, src);
    component_assignments(cg, t->derived, dst, src, loc, 0);
}


/* A value of a derived type that owns its allocatable components (a
 * structure constructor, a function's result), which an assignment then
 * takes over; a POINTER function's result is its target's, copied deeply
 * like a variable. */
static bool value_is_fresh(Node *rhs)
{
    if (rhs->kind == N_STRUCT_CTOR)
        return true;
    if (rhs->kind != N_FUNC_CALL)
        return false;
    Symbol *p = rhs->sym ? cg_ultimate(rhs->sym) : NULL;
    Symbol *r = p && p->proc ? p->proc->result : NULL;
    return !(r && (r->attrs & A_POINTER));
}

static void assign_stmt(CG *cg, Node *s)
{
    if (cg_transfer_assign(cg, s) || cg_class_assign(cg, s))
        return;
    Node *lhs = s->lhs, *rhs = s->rhs;
    if (lhs->rank > 0) {
        cg_array_assign(cg, lhs, rhs);
        return;
    }
    if (lhs->type && lhs->type->kind == TY_CHARACTER) {
        if (cg_assign_deferred_char_stmt(cg, lhs, rhs))
            return;
        if ((lhs->kind == N_NAME || lhs->kind == N_COMPONENT) && lhs->sym && (lhs->sym->attrs & A_ALLOCATABLE) &&
            !lhs->sym->shape && !opts.no_realloc_lhs) /* CHARACTER(n), ALLOCATABLE: allocated by the assignment too */
            alloc_scalar_lhs(cg, lhs->kind == N_NAME ? cg_var(cg, lhs->sym) : cg_alloc_object(cg, lhs), s->loc);
        LLVMValueRef da, dl;
        cg_char_expr(cg, lhs, &da, &dl);
        cg_char_assign(cg, da, dl, rhs);
        return;
    }
    if ((lhs->kind == N_NAME || lhs->kind == N_COMPONENT) && lhs->sym && (lhs->sym->attrs & A_ALLOCATABLE) &&
        !lhs->sym->shape && !opts.no_realloc_lhs)
        alloc_scalar_lhs(cg, lhs->kind == N_NAME ? cg_var(cg, lhs->sym) : cg_alloc_object(cg, lhs), s->loc);
    LLVMValueRef dst = cg_addr(cg, lhs);
    LLVMValueRef v = cg_expr(cg, rhs);
    if (lhs->type->kind == TY_DERIVED && cg_derived_has_alloc(lhs->type->derived)) {
        /* deep copy through a temporary (safe for a = a), then free the old components */
        DerivedType *dt = lhs->type->derived;
        bool fresh = value_is_fresh(rhs);
        LLVMValueRef tmp = cg_alloca(cg, LLVMTypeOf(v), "dtmp");
        LLVMBuildStore(cg->b, v, tmp);
        if (!fresh)
            cg_derived_copy_allocs(cg, tmp, dt);
        cg_derived_free_allocs(cg, dst, dt);
        LLVMValueRef nv = LLVMBuildLoad2(cg->b, LLVMTypeOf(v), tmp, "");
        LLVMBuildStore(cg->b, nv, dst);
        if (cg_has_component_assignment(lhs->type))
            cg_component_assignments(cg, lhs->type, dst, nv, s->loc);
        return;
    }
    if (lhs->type->kind != TY_DERIVED)
        v = cg_convert(cg, v, rhs->type, lhs->type);
    cg_tbaa_ref(cg, LLVMBuildStore(cg->b, v, dst), lhs);
    if (cg_has_component_assignment(lhs->type))
        cg_component_assignments(cg, lhs->type, dst, v, s->loc);
}

/* The storage of a pointer designator: the address slot of a scalar
 * pointer, or the descriptor of an array pointer (rank > 0 in *rank). */
static LLVMValueRef pointer_slot(CG *cg, Node *p, int *rank)
{
    *rank = 0;
    if (p->kind == N_NAME) {
        CgVar *v = cg_var(cg, p->sym);
        *rank = v->kind == CV_DESC ? v->rank : 0;
        return v->addr;
    }
    if (p->kind == N_COMPONENT && p->sym) {
        Symbol *c = p->sym;
        LLVMValueRef base = cg_addr(cg, p->lhs);
        LLVMValueRef off = cg_const_i64(cg, c->comp_offset);
        *rank = c->shape ? c->shape->rank : 0;
        return LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, base, &off, 1, c->name);
    }
    error_at(p->loc, "pointer designator '%s' is not supported yet", node_name[p->kind]);
    return NULL;
}

/* p => target: scalar pointers hold the address, array pointers a descriptor. */
/* -fcheck=bounds as gfortran: a CHARACTER pointer of declared length
 * associated with a target of another length. */
static void char_ptr_len_check(CG *cg, Node *s, Node *lhs, Node *rhs)
{
    Type *t = lhs->type;
    if (!opts.bounds_check || cg->target != CG_TARGET_HOST || !t || t->kind != TY_CHARACTER ||
        t->len_kind == LEN_DEFERRED || !rhs->type || rhs->type->kind != TY_CHARACTER)
        return;
    int64_t n = cg_char_const_len(t);
    LLVMValueRef plen = n >= 0 ? cg_const_i64(cg, n)
                        : lhs->kind == N_NAME ? cg_char_len_of(cg, cg_var(cg, cg_ultimate(lhs->sym))) : NULL;
    if (!plen)
        return;
    LLVMValueRef tlen;
    if (rhs->rank > 0)
        tlen = cg_char_array_elem_len(cg, rhs);
    else {
        LLVMValueRef a;
        cg_char_expr(cg, rhs, &a, &tlen);
        tlen = cg_char_len_i64(cg, tlen);
    }
    if (LLVMIsAConstantInt(plen) && LLVMIsAConstantInt(tlen) &&
        LLVMConstIntGetSExtValue(plen) == LLVMConstIntGetSExtValue(tlen))
        return;
    LLVMValueRef av[2] = {plen, tlen};
    cg_runtime_error_if(cg, s->loc, LLVMBuildICmp(cg->b, LLVMIntNE, plen, tlen, ""),
                        "Unequal character lengths (%ld/%ld) in pointer assignment", av, 2);
}

static void ptr_assign_stmt(CG *cg, Node *s)
{
    Node *lhs = s->lhs, *rhs = s->rhs;
    Node *remap = lhs->kind == N_ARRAY_REF ? lhs : NULL; /* p(lo:[hi], ...) => t */
    if (remap)
        lhs = lhs->lhs;
    int rank;
    LLVMValueRef slot = pointer_slot(cg, lhs, &rank);
    if (!slot || cg_class_ptr_assign(cg, s, slot))
        return;
    bool null_target = rhs->kind == N_NULL_PTR || (rhs->kind == N_INTRINSIC_CALL && rhs->op == INTR_NULL);
    if (!null_target && !remap)
        char_ptr_len_check(cg, s, lhs, rhs);
    if (rank > 0) {
        if (null_target) {
            LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), cg_desc_field(cg, slot, rank, 0));
        } else if (remap) {
            cg_pointer_remap(cg, slot, remap, rhs);
        } else {
            LLVMValueRef d = cg_pointer_target_desc(cg, rhs);
            if (!d)
                d = cg_make_desc(cg, rhs);
            LLVMTypeRef dt = cg_desc_type(cg, rank);
            LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, dt, d, ""), slot);
        }
        if ((lhs->kind == N_NAME || lhs->kind == N_COMPONENT) && cg_is_class_array_sym(cg_ultimate(lhs->sym)))
            cg_class_array_ptr_vtab(cg, slot, rank, lhs, null_target ? NULL : rhs);
        if (lhs->kind == N_NAME) /* a module device pointer: kernels read the device copy */
            cg_device_after_alloc(cg, cg_var(cg, lhs->sym), s->loc);
        return;
    }
    if (cg_deferred_char_ptr_assign(cg, lhs, rhs))
        return;
    LLVMValueRef target = null_target ? LLVMConstNull(cg->t_ptr) : cg_addr(cg, rhs);
    LLVMBuildStore(cg->b, target, slot);
    if (lhs->kind == N_NAME)
        cg_device_after_alloc(cg, cg_var(cg, lhs->sym), s->loc);
}

static void nullify_stmt(CG *cg, Node *s)
{
    for (int i = 0; i < s->args.len; i++) {
        int rank;
        LLVMValueRef slot = pointer_slot(cg, s->args.items[i], &rank);
        if (!slot)
            continue;
        LLVMValueRef p = rank > 0 ? cg_desc_field(cg, slot, rank, 0) : slot;
        LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), p);
        Node *a = s->args.items[i];
        if (a->sym && (a->kind == N_NAME || a->kind == N_COMPONENT))
            cg_class_reset_vtab(cg, cg_ultimate(a->sym), slot);
        if (s->args.items[i]->kind == N_NAME)
            cg_device_after_alloc(cg, cg_var(cg, s->args.items[i]->sym), s->loc);
    }
}
/* ------------------------------------------------------------------ */
/* Control flow                                                        */
/* ------------------------------------------------------------------ */

static void named_construct_exit_scope(CG *cg, Node *s, LLVMBasicBlockRef end, CgLoop *l);

static void if_construct(CG *cg, Node *s)
{
    LLVMBasicBlockRef end = cg_new_block(cg, "if.end");
    CgLoop scope;
    named_construct_exit_scope(cg, s, end, &scope);
    for (int i = 0; i < s->args.len; i++) {
        Node *br = s->args.items[i];
        if (!br->cond) {
            stmt_body(cg, &br->body);
            break;
        }
        cg_set_loc(cg, br->loc);
        LLVMBasicBlockRef then = cg_new_block(cg, "if.then"), next = cg_new_block(cg, "if.else");
        cg_cond_br(cg, cg_logical_cond(cg, br->cond), then, next);
        LLVMPositionBuilderAtEnd(cg->b, then);
        stmt_body(cg, &br->body);
        cg_br(cg, end);
        LLVMPositionBuilderAtEnd(cg->b, next);
    }
    cg_br(cg, end);
    cg->loops = scope.outer;
    LLVMPositionBuilderAtEnd(cg->b, end);
}

static void if_stmt(CG *cg, Node *s)
{
    LLVMBasicBlockRef then = cg_new_block(cg, "if.then"), end = cg_new_block(cg, "if.end");
    cg_cond_br(cg, cg_logical_cond(cg, s->cond), then, end);
    LLVMPositionBuilderAtEnd(cg->b, then);
    stmt_body(cg, &s->body);
    cg_br(cg, end);
    LLVMPositionBuilderAtEnd(cg->b, end);
}

static void arith_if(CG *cg, Node *s)
{
    LLVMValueRef v = cg_expr(cg, s->cond);
    LLVMValueRef lt, eq;
    if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind) {
        lt = LLVMBuildICmp(cg->b, LLVMIntSLT, v, LLVMConstNull(LLVMTypeOf(v)), "");
        eq = LLVMBuildICmp(cg->b, LLVMIntEQ, v, LLVMConstNull(LLVMTypeOf(v)), "");
    } else {
        lt = LLVMBuildFCmp(cg->b, LLVMRealOLT, v, LLVMConstNull(LLVMTypeOf(v)), "");
        eq = LLVMBuildFCmp(cg->b, LLVMRealOEQ, v, LLVMConstNull(LLVMTypeOf(v)), "");
    }
    LLVMBasicBlockRef l[3];
    for (int i = 0; i < 3; i++)
        l[i] = label_block(cg, (int)s->args.items[i]->cval->i);
    LLVMBasicBlockRef ge = cg_new_block(cg, "aif.ge");
    LLVMBuildCondBr(cg->b, lt, l[0], ge);
    LLVMPositionBuilderAtEnd(cg->b, ge);
    LLVMBuildCondBr(cg->b, eq, l[1], l[2]);
    start_dead_block(cg);
}

static void push_loop(CG *cg, CgLoop *l, Node *s, LLVMBasicBlockRef exit_bb, LLVMBasicBlockRef cycle_bb)
{
    l->outer = cg->loops;
    l->name = s->construct_name;
    l->exit_bb = exit_bb;
    l->cycle_bb = cycle_bb;
    cg->loops = l;
}

void cg_loop_body(CG *cg, Node *loop, LLVMBasicBlockRef exit_bb, LLVMBasicBlockRef cycle_bb)
{
    CgLoop l;
    push_loop(cg, &l, loop, exit_bb, cycle_bb);
    stmt_body(cg, &loop->body);
    cg->loops = l.outer;
}

/* DO var = start, end, step: the trip count is computed once,
 * max((end - start + step) / step, 0), as the standard requires (below in
 * gfortran's overflow-free form). */
/* -fcheck=do: gfortran's run-time error at the DO statement when bad. */
static void do_check(CG *cg, Node *s, LLVMValueRef bad, const char *msg)
{
    LLVMBasicBlockRef fail = cg_new_block(cg, "do.check"), ok = cg_new_block(cg, "do.ok");
    LLVMBuildCondBr(cg->b, bad, fail, ok);
    LLVMPositionBuilderAtEnd(cg->b, fail);
    LLVMValueRef args[2] = {cg_where_string(cg, s->loc), cg_global_string(cg, msg, strlen(msg), ".msg")};
    LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
    cg_call_extern(cg, "_gfortran_runtime_error_at", cg->t_void, pt, 2, args, 2, true);
    LLVMBuildUnreachable(cg->b);
    LLVMPositionBuilderAtEnd(cg->b, ok);
}

/* A REAL DO variable (deleted in F95, still run by gfortran): the loop
 * runs max(INT((stop - start + step) / step), 0) times, the variable
 * stepped by step after each iteration. */
static void real_do_loop(CG *cg, Node *s, Type *vt, LLVMValueRef var)
{
    LLVMTypeRef ft = cg_type(cg, vt);
    LLVMValueRef start = cg_convert(cg, cg_expr(cg, s->start), s->start->type, vt);
    LLVMValueRef stop = cg_convert(cg, cg_expr(cg, s->end), s->end->type, vt);
    LLVMValueRef step = s->step ? cg_convert(cg, cg_expr(cg, s->step), s->step->type, vt) : LLVMConstReal(ft, 1.0);
    if ((opts.check_do || opts.bounds_check) && s->step)
        do_check(cg, s, LLVMBuildFCmp(cg->b, LLVMRealOEQ, step, LLVMConstNull(ft), ""), "DO step value is zero");
    LLVMValueRef trips = LLVMBuildFDiv(cg->b, LLVMBuildFAdd(cg->b, LLVMBuildFSub(cg->b, stop, start, ""), step, ""),
                                       step, "");
    LLVMValueRef count = cg_alloca(cg, cg->t_i64, "do.count"), stepv = cg_alloca(cg, ft, "do.step");
    LLVMBuildStore(cg->b, LLVMBuildFPToSI(cg->b, trips, cg->t_i64, ""), count);
    LLVMBuildStore(cg->b, step, stepv);
    LLVMBuildStore(cg->b, start, var);
    bool check = opts.check_do && cg->target != CG_TARGET_NVPTX;
    LLVMValueRef saved = check ? cg_alloca(cg, ft, "do.saved") : NULL;
    if (check)
        LLVMBuildStore(cg->b, start, saved);
    LLVMBasicBlockRef head = cg_new_block(cg, "do.head"), body = cg_new_block(cg, "do.body"),
                      inc = cg_new_block(cg, "do.inc"), end = cg_new_block(cg, "do.end");
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    LLVMValueRef left = LLVMBuildLoad2(cg->b, cg->t_i64, count, "");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, left, cg_const_i64(cg, 0), ""), body, end);
    LLVMPositionBuilderAtEnd(cg->b, body);
    CgLoop loop;
    push_loop(cg, &loop, s, end, inc);
    stmt_body(cg, &s->body);
    cg->loops = loop.outer;
    cg_br(cg, inc);
    LLVMPositionBuilderAtEnd(cg->b, inc);
    LLVMValueRef now = LLVMBuildLoad2(cg->b, ft, var, "");
    if (check)
        do_check(cg, s, LLVMBuildFCmp(cg->b, LLVMRealUNE, now, LLVMBuildLoad2(cg->b, ft, saved, ""), ""),
                 "Loop variable has been modified");
    LLVMValueRef next = LLVMBuildFAdd(cg->b, now, LLVMBuildLoad2(cg->b, ft, stepv, ""), "");
    LLVMBuildStore(cg->b, next, var);
    if (check)
        LLVMBuildStore(cg->b, next, saved);
    LLVMBuildStore(cg->b, LLVMBuildSub(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, count, ""), cg_const_i64(cg, 1), ""),
                   count);
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, end);
}

static void do_loop(CG *cg, Node *s)
{
    LLVMBasicBlockRef head = cg_new_block(cg, "do.head"), body = cg_new_block(cg, "do.body"),
                      inc = cg_new_block(cg, "do.inc"), end = cg_new_block(cg, "do.end");
    CgLoop loop;
    if (!s->var) {
        bool hoisted = cg_desc_hoist_begin(cg, s);
        cg_br(cg, body);
        LLVMPositionBuilderAtEnd(cg->b, body);
        push_loop(cg, &loop, s, end, inc);
        stmt_body(cg, &s->body);
        cg->loops = loop.outer;
        if (hoisted)
            cg_desc_hoist_end(cg);
        cg_br(cg, inc);
        LLVMPositionBuilderAtEnd(cg->b, inc);
        LLVMBuildBr(cg->b, body);
        LLVMDeleteBasicBlock(head);
        LLVMPositionBuilderAtEnd(cg->b, end);
        return;
    }
    Type *vt = s->var->type ? s->var->type : cg_ultimate(s->var->sym)->type;
    LLVMValueRef var = cg_addr(cg, s->var);
    if (vt->kind == TY_REAL) {
        LLVMBasicBlockRef unused[4] = {head, body, inc, end};
        for (int i = 0; i < 4; i++)
            LLVMDeleteBasicBlock(unused[i]);
        real_do_loop(cg, s, vt, var);
        return;
    }
    if (vt->kind != TY_INTEGER) {
        error_at(s->var->loc, "DO variable '%s' must be INTEGER", s->var->name ? s->var->name : "?");
        return;
    }
    LLVMTypeRef it = cg_type(cg, vt);
    LLVMValueRef start = cg_convert(cg, cg_expr(cg, s->start), s->start->type, vt);
    LLVMValueRef stop = cg_convert(cg, cg_expr(cg, s->end), s->end->type, vt);
    LLVMValueRef step = s->step ? cg_convert(cg, cg_expr(cg, s->step), s->step->type, vt) : LLVMConstInt(it, 1, false);
    if ((opts.check_do || opts.bounds_check) && s->step && !LLVMIsAConstantInt(step))
        do_check(cg, s, LLVMBuildICmp(cg->b, LLVMIntEQ, step, LLVMConstNull(it), ""), "DO step value is zero");
    /* As gfortran: the loop runs when start <= stop (step > 0) or start >=
     * stop (step < 0), and counts its remaining iterations minus one,
     * |stop - start| / |step|, unsigned in the DO variable's own width; that
     * cannot overflow for any range, and a 32-bit DO keeps a 32-bit counter
     * (one register on the GPU, not a pair). */
    LLVMValueRef zero = LLVMConstNull(it), runs, span, mag;
    if (LLVMIsAConstantInt(step)) {
        bool up = LLVMConstIntGetSExtValue(step) > 0;
        runs = LLVMBuildICmp(cg->b, up ? LLVMIntSLE : LLVMIntSGE, start, stop, "do.runs");
        span = up ? LLVMBuildSub(cg->b, stop, start, "") : LLVMBuildSub(cg->b, start, stop, "");
        mag = up ? step : LLVMConstNeg(step);
    } else {
        LLVMValueRef up = LLVMBuildICmp(cg->b, LLVMIntSGT, step, zero, "do.up");
        runs = LLVMBuildSelect(cg->b, up, LLVMBuildICmp(cg->b, LLVMIntSLE, start, stop, ""),
                               LLVMBuildICmp(cg->b, LLVMIntSGE, start, stop, ""), "do.runs");
        span = LLVMBuildSelect(cg->b, up, LLVMBuildSub(cg->b, stop, start, ""),
                               LLVMBuildSub(cg->b, start, stop, ""), "");
        mag = LLVMBuildSelect(cg->b, up, step, LLVMBuildNeg(cg->b, step, ""), "");
    }
    LLVMValueRef countm1 = LLVMBuildUDiv(cg->b, span, mag, "do.countm1");
    LLVMValueRef count = cg_alloca(cg, it, "do.count");
    LLVMValueRef stepv = cg_alloca(cg, it, "do.step");
    LLVMBuildStore(cg->b, countm1, count);
    LLVMBuildStore(cg->b, step, stepv);
    LLVMBuildStore(cg->b, start, var);
    /* -fcheck=do as gfortran: the variable's value is kept apart and
     * compared at the end of each iteration; a loop stepping by 1 or -1
     * that reaches the largest (smallest) value of its kind would step past
     * it ("iterates infinitely" in gfortran's own lowering) */
    bool check = opts.check_do && cg->target != CG_TARGET_NVPTX;
    LLVMValueRef saved = check ? cg_alloca(cg, it, "do.saved") : NULL;
    if (check)
        LLVMBuildStore(cg->b, start, saved);
    bool hoisted = cg_desc_hoist_begin(cg, s);
    LLVMBuildCondBr(cg->b, runs, body, end);
    LLVMPositionBuilderAtEnd(cg->b, body);
    if (check && LLVMIsAConstantInt(step) &&
        (LLVMConstIntGetSExtValue(step) == 1 || LLVMConstIntGetSExtValue(step) == -1)) {
        unsigned bits = LLVMGetIntTypeWidth(it);
        unsigned long long huge = (1ull << (bits - 1)) - 1;
        LLVMValueRef edge = LLVMConstInt(it, LLVMConstIntGetSExtValue(step) > 0 ? huge : huge + 1, false);
        do_check(cg, s, LLVMBuildICmp(cg->b, LLVMIntEQ, LLVMBuildLoad2(cg->b, it, var, ""), edge, ""),
                 "Loop iterates infinitely");
    }
    push_loop(cg, &loop, s, end, inc);
    stmt_body(cg, &s->body);
    cg->loops = loop.outer;
    if (hoisted)
        cg_desc_hoist_end(cg);
    cg_br(cg, inc);
    /* the DO variable is stepped before the test, so after the loop it is
     * start + trips * step, as the standard says */
    LLVMPositionBuilderAtEnd(cg->b, inc);
    if (check) {
        LLVMValueRef now = LLVMBuildLoad2(cg->b, it, var, "");
        do_check(cg, s, LLVMBuildICmp(cg->b, LLVMIntNE, now, LLVMBuildLoad2(cg->b, it, saved, ""), ""),
                 "Loop variable has been modified");
        LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, now, LLVMBuildLoad2(cg->b, it, stepv, ""), ""), saved);
    }
    /* nsw: a DO variable never overflows while the loop runs (its last
     * value is start + countm1 * step); the final step past the end is the
     * standard's start + trips * step, which gfortran computes as signed
     * arithmetic too. Knowing it lets LLVM widen the variable once instead
     * of sign-extending every subscript (NPB CG). */
    LLVMValueRef cv = LLVMBuildLoad2(cg->b, it, var, "");
    LLVMBuildStore(cg->b, LLVMBuildNSWAdd(cg->b, cv, LLVMBuildLoad2(cg->b, it, stepv, ""), ""), var);
    LLVMValueRef c = LLVMBuildLoad2(cg->b, it, count, "");
    LLVMBuildStore(cg->b, LLVMBuildSub(cg->b, c, LLVMConstInt(it, 1, false), ""), count);
    LLVMValueRef back = LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, c, zero, ""), end, body);
    if (cg->target == CG_TARGET_EMU && cg_emu_grid_stride(step))
        cg_emu_mark_grid_stride(cg, back);
    if (cg->target == CG_TARGET_EMU && LLVMIsAConstantInt(start) && LLVMIsAConstantInt(stop) && LLVMIsAConstantInt(step))
        cg_emu_mark_short_loop(cg, back, LLVMConstIntGetSExtValue(start), LLVMConstIntGetSExtValue(stop),
                               LLVMConstIntGetSExtValue(step));
    LLVMDeleteBasicBlock(head);
    LLVMPositionBuilderAtEnd(cg->b, end);
}

static void do_while(CG *cg, Node *s)
{
    LLVMBasicBlockRef head = cg_new_block(cg, "while.head"), body = cg_new_block(cg, "while.body"),
                      end = cg_new_block(cg, "while.end");
    bool hoisted = cg_desc_hoist_begin(cg, s);
    cg_br(cg, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    cg_set_loc(cg, s->loc);
    LLVMBuildCondBr(cg->b, cg_logical_cond(cg, s->cond), body, end);
    LLVMPositionBuilderAtEnd(cg->b, body);
    CgLoop loop;
    push_loop(cg, &loop, s, end, head);
    stmt_body(cg, &s->body);
    cg->loops = loop.outer;
    if (hoisted)
        cg_desc_hoist_end(cg);
    cg_br(cg, head);
    LLVMPositionBuilderAtEnd(cg->b, end);
}

static void exit_cycle(CG *cg, Node *s)
{
    CgLoop *l = cg->loops;
    if (s->name)
        while (l && !(l->name && str_ieq(l->name, s->name)))
            l = l->outer;
    else /* an unnamed EXIT or CYCLE belongs to the innermost DO */
        while (l && !l->cycle_bb)
            l = l->outer;
    if (!l) {
        error_at(s->loc, "%s statement is not inside a DO construct", s->kind == N_EXIT ? "EXIT" : "CYCLE");
        return;
    }
    cg_br(cg, s->kind == N_EXIT ? l->exit_bb : l->cycle_bb);
    start_dead_block(cg);
}

/* Structured non-DO constructs can be left with EXIT too (F2008). */
static void named_construct_exit_scope(CG *cg, Node *s, LLVMBasicBlockRef end, CgLoop *l)
{
    l->outer = cg->loops;
    l->name = s->construct_name;
    l->exit_bb = end;
    l->cycle_bb = NULL;
    cg->loops = l;
}

static bool all_int_cases_constant(Node *s)
{
    for (int i = 0; i < s->args.len; i++) {
        Node *c = s->args.items[i];
        for (int j = 0; j < c->args.len; j++) {
            Node *r = c->args.items[j];
            if (r->is_range || !r->lhs || !r->lhs->cval)
                return false;
        }
    }
    return true;
}

/* i1: does the selector match one case value or range? */
static LLVMValueRef case_match(CG *cg, Node *sel, LLVMValueRef sv, Node *r)
{
    bool is_char = sel->type && sel->type->kind == TY_CHARACTER;
    LLVMValueRef lo_ok = NULL, hi_ok = NULL;
    if (is_char) {
        if (!r->is_range) {
            LLVMValueRef c = cg_char_compare(cg, sel, r->lhs);
            return LLVMBuildICmp(cg->b, LLVMIntEQ, c, cg_const_i32(cg, 0), "");
        }
        if (r->lhs)
            lo_ok = LLVMBuildICmp(cg->b, LLVMIntSGE, cg_char_compare(cg, sel, r->lhs), cg_const_i32(cg, 0), "");
        if (r->rhs)
            hi_ok = LLVMBuildICmp(cg->b, LLVMIntSLE, cg_char_compare(cg, sel, r->rhs), cg_const_i32(cg, 0), "");
    } else {
        Type *st = sel->type;
        if (!r->is_range)
            return LLVMBuildICmp(cg->b, LLVMIntEQ, sv, cg_convert(cg, cg_expr(cg, r->lhs), r->lhs->type, st), "");
        if (r->lhs)
            lo_ok = LLVMBuildICmp(cg->b, LLVMIntSGE, sv, cg_convert(cg, cg_expr(cg, r->lhs), r->lhs->type, st), "");
        if (r->rhs)
            hi_ok = LLVMBuildICmp(cg->b, LLVMIntSLE, sv, cg_convert(cg, cg_expr(cg, r->rhs), r->rhs->type, st), "");
    }
    if (lo_ok && hi_ok)
        return LLVMBuildAnd(cg->b, lo_ok, hi_ok, "");
    return lo_ok ? lo_ok : hi_ok ? hi_ok : LLVMConstInt(cg->t_i1, 1, false);
}

static void select_case(CG *cg, Node *s)
{
    Node *sel = s->cond;
    LLVMBasicBlockRef end = cg_new_block(cg, "case.end");
    CgLoop scope;
    named_construct_exit_scope(cg, s, end, &scope);
    bool is_char = sel->type && sel->type->kind == TY_CHARACTER;
    LLVMValueRef sv = is_char ? NULL : cg_expr(cg, sel);
    if (sv && sel->type->kind == TY_LOGICAL)
        sv = LLVMBuildZExt(cg->b, cg_to_bool(cg, sv), cg_type(cg, sel->type), "");
    Node *deflt = NULL;
    for (int i = 0; i < s->args.len; i++)
        if (s->args.items[i]->args.len == 0)
            deflt = s->args.items[i];
    if (!is_char && all_int_cases_constant(s)) {
        LLVMBasicBlockRef dbb = cg_new_block(cg, "case.default");
        LLVMValueRef sw = LLVMBuildSwitch(cg->b, sv, dbb, 8);
        for (int i = 0; i < s->args.len; i++) {
            Node *c = s->args.items[i];
            if (c == deflt)
                continue;
            LLVMBasicBlockRef bb = cg_new_block(cg, "case");
            for (int j = 0; j < c->args.len; j++) {
                Node *r = c->args.items[j];
                LLVMAddCase(sw, cg_convert(cg, cg_const_val(cg, r->lhs->cval, r->lhs->type), r->lhs->type, sel->type), bb);
            }
            LLVMPositionBuilderAtEnd(cg->b, bb);
            stmt_body(cg, &c->body);
            cg_br(cg, end);
        }
        LLVMPositionBuilderAtEnd(cg->b, dbb);
        if (deflt)
            stmt_body(cg, &deflt->body);
        cg_br(cg, end);
    } else {
        for (int i = 0; i < s->args.len; i++) {
            Node *c = s->args.items[i];
            if (c == deflt)
                continue;
            LLVMValueRef m = LLVMConstInt(cg->t_i1, 0, false);
            for (int j = 0; j < c->args.len; j++)
                m = LLVMBuildOr(cg->b, m, case_match(cg, sel, sv, c->args.items[j]), "");
            LLVMBasicBlockRef bb = cg_new_block(cg, "case"), next = cg_new_block(cg, "case.next");
            LLVMBuildCondBr(cg->b, m, bb, next);
            LLVMPositionBuilderAtEnd(cg->b, bb);
            stmt_body(cg, &c->body);
            cg_br(cg, end);
            LLVMPositionBuilderAtEnd(cg->b, next);
        }
        if (deflt)
            stmt_body(cg, &deflt->body);
        cg_br(cg, end);
    }
    cg->loops = scope.outer;
    LLVMPositionBuilderAtEnd(cg->b, end);
}

static void computed_goto(CG *cg, Node *s)
{
    LLVMValueRef v = cg_expr(cg, s->cond);
    LLVMBasicBlockRef next = cg_new_block(cg, "cgoto.next");
    LLVMValueRef sw = LLVMBuildSwitch(cg->b, v, next, (unsigned)s->args.len);
    for (int i = 0; i < s->args.len; i++) {
        Node *l = s->args.items[i];
        int lab = l->cval ? (int)l->cval->i : atoi(l->text ? l->text : "0");
        LLVMAddCase(sw, LLVMConstInt(LLVMTypeOf(v), (unsigned long long)(i + 1), false), label_block(cg, lab));
    }
    LLVMPositionBuilderAtEnd(cg->b, next);
}

/* Adds 'lab' to labs[0..*n) unless it is there. */
static void add_label(int *labs, int *n, int cap, int lab)
{
    for (int i = 0; i < *n; i++)
        if (labs[i] == lab)
            return;
    if (*n < cap)
        labs[(*n)++] = lab;
}

/* The branch-target labels ASSIGNed anywhere in 'list': where an assigned
 * GO TO without a label list may go. */
static void assigned_labels(NodeList *list, int *labs, int *n, int cap)
{
    for (int i = 0; i < list->len; i++) {
        Node *s = list->items[i];
        if (!s)
            continue;
        if (s->kind == N_ASSIGN_LABEL && !s->bool_val && s->args.len && s->args.items[0]->cval)
            add_label(labs, n, cap, (int)s->args.items[0]->cval->i);
        assigned_labels(&s->body, labs, n, cap);
        if (s->kind == N_IF || s->kind == N_SELECT_CASE || s->kind == N_SELECT_TYPE || s->kind == N_WHERE)
            assigned_labels(&s->args, labs, n, cap);
    }
}

/* ASSIGN label TO var stores the label's number; the assigned GO TO
 * branches on it (to the labels listed, or to every ASSIGNed one). A value
 * that is no such label falls through, where gfortran stops with an error. */
static void assigned_goto(CG *cg, Node *s)
{
    int labs[512], n = 0;
    for (int i = 0; i < s->args.len; i++)
        if (s->args.items[i]->cval)
            add_label(labs, &n, 512, (int)s->args.items[i]->cval->i);
    if (!s->args.len && cg->unit)
        assigned_labels(&cg->unit->body, labs, &n, 512);
    LLVMValueRef v = cg_expr(cg, s->cond);
    LLVMBasicBlockRef next = cg_new_block(cg, "agoto.next");
    LLVMValueRef sw = LLVMBuildSwitch(cg->b, v, next, (unsigned)n);
    for (int i = 0; i < n; i++)
        LLVMAddCase(sw, LLVMConstInt(LLVMTypeOf(v), (unsigned long long)labs[i], false), label_block(cg, labs[i]));
    LLVMPositionBuilderAtEnd(cg->b, next);
}

/* PAUSE [code] (deleted in F95): libgfortran prints it to stderr and waits
 * for "go" on stdin, as in gfortran's _gfortran_pause_numeric(int64) and
 * _gfortran_pause_string(ptr, len) (a bare PAUSE is pause_string(NULL, 0)). */
static void pause_stmt(CG *cg, Node *s)
{
    cg_set_loc(cg, s->loc);
    Node *code = s->rhs;
    if (code && code->type && code->type->kind != TY_CHARACTER) {
        LLVMTypeRef params[1] = {cg->t_i64};
        LLVMValueRef args[1] = {cg_expr_i64(cg, code)};
        cg_call_extern(cg, "_gfortran_pause_numeric", cg->t_void, params, 1, args, 1, false);
        return;
    }
    LLVMValueRef ptr = LLVMConstNull(cg->t_ptr), len = cg_const_i64(cg, 0);
    if (code)
        cg_char_expr(cg, code, &ptr, &len);
    LLVMTypeRef params[2] = {cg->t_ptr, cg->t_i64};
    LLVMValueRef args[2] = {ptr, cg_char_len_i64(cg, len)};
    cg_call_extern(cg, "_gfortran_pause_string", cg->t_void, params, 2, args, 2, false);
}

static void block_construct(CG *cg, Node *s)
{
    PtrVec cleanups = {0};
    LLVMBasicBlockRef end = cg_new_block(cg, "block.end");
    CgLoop scope;
    named_construct_exit_scope(cg, s, end, &scope);
    /* -g: a DW_TAG_lexical_block holding the block's variables */
    LLVMMetadataRef outer_scope = cg->di_scope;
    if (cg->di && cg->di_scope && s->scope) {
        cg->di_scope = LLVMDIBuilderCreateLexicalBlock(cg->di, outer_scope, cg->di_file, (unsigned)s->loc.line,
                                                       (unsigned)s->loc.col);
        cg_set_loc(cg, s->loc);
    }
    if (s->scope) {
        cg_bind_locals(cg, s->scope, &cleanups);
        cg_debug_vars(cg, NULL, s->scope);
    }
    /* A RETURN inside the block also frees its locals. */
    int before = cg->cleanups.len;
    for (int i = 0; i < cleanups.len; i++)
        vec_push(&cg->cleanups, cleanups.data[i]);
    stmt_body(cg, &s->body);
    cg->cleanups.len = before;
    cg_br(cg, end);
    cg->loops = scope.outer;
    LLVMPositionBuilderAtEnd(cg->b, end);
    cg_emit_cleanups(cg, &cleanups);
    cg->di_scope = outer_scope;
}

static bool is_intrinsic_call(Node *s)
{
    Symbol *p = s->lhs ? s->lhs->sym : s->sym;
    if (!p)
        return true;
    p = cg_ultimate(p);
    return p->proc && p->proc->is_intrinsic;
}

static void elemental_call_body(CG *cg, void *data)
{
    Node *s = data;
    cg_call(cg, s->lhs ? s->lhs->sym : s->sym, &s->args, s);
}

static bool is_variable_ref(Node *a)
{
    return a && (a->kind == N_NAME || a->kind == N_ARRAY_REF || a->kind == N_COMPONENT);
}

/* The dummy of elemental subroutine u that actual i (maybe a keyword) binds. */
static Symbol *elemental_dummy(Symbol *u, Node *a, int i)
{
    PtrVec *d = &u->proc->dummies;
    if (a->kind == N_KEYWORD) {
        for (int k = 0; k < d->len; k++) {
            Symbol *x = d->data[k];
            if (x && a->name && strcasecmp(x->name, a->name) == 0)
                return x;
        }
        return NULL;
    }
    return i < d->len ? d->data[i] : NULL;
}

/* The array expression v evaluated now into a temporary (freed after the
 * statement), as a name standing for it. */
Node *cg_staged_array(CG *cg, Node *v)
{
    LLVMValueRef ext[15];
    int rank;
    LLVMValueRef data = cg_array_temp(cg, v, ext, &rank);
    Symbol *t = cg_host_temp_symbol("elem.arg", v->type, v->loc);
    ArraySpec *sh = NEW(ArraySpec);
    sh->rank = rank;
    sh->kind = DIM_EXPLICIT;
    t->shape = sh;
    CgVar *cv = NEW(CgVar);
    cv->sym = t;
    cv->fn = cg->fn;
    cv->frame_slot = -1;
    cv->kind = CV_ARRAY;
    cv->rank = rank;
    cv->addr = data;
    for (int k = 0; k < rank; k++) {
        cv->lb[k] = cg_const_i64(cg, 1);
        cv->ext[k] = ext[k];
    }
    t->cg = cv;
    Node *n = node_new(N_NAME, v->loc);
    n->name = t->name;
    n->sym = t;
    n->type = v->type;
    n->rank = v->rank;
    return n;
}

/* The actual arguments of a CALL of elemental subroutine u on arrays, with
 * each array expression that reads a variable another argument may define
 * evaluated first into a temporary: an expression argument is a value
 * computed before any of the calls (F2018 15.8.3); so is, as gfortran does
 * it, an INTENT(IN) variable that is not the defined one itself
 * (CALL MVBITS(a(idx), 2, 4, a, 3)). u NULL: argument 'written' alone is
 * defined (an intrinsic subroutine). */
NodeList *cg_elemental_staged_args(CG *cg, Node *s, Symbol *u, int written)
{
    NodeList *out = NULL;
    for (int i = 0; i < s->args.len; i++) {
        Node *a = s->args.items[i], *v = a && a->kind == N_KEYWORD ? a->rhs : a;
        Symbol *di = a && u ? elemental_dummy(u, a, i) : NULL;
        bool var = is_variable_ref(v);
        if (!v || v->rank == 0 || v->kind == N_ARRAY_CTOR || !v->type || v->type->kind == TY_CHARACTER ||
            (var && (u ? !di || di->intent != INTENT_IN : i == written)))
            continue;
        bool reads_written = false;
        for (int j = 0; j < s->args.len && !reads_written; j++) {
            Node *b = s->args.items[j], *w = b && b->kind == N_KEYWORD ? b->rhs : b;
            Symbol *d = b && u ? elemental_dummy(u, b, j) : NULL;
            if (j == i || !is_variable_ref(w) || w->rank == 0 || (u ? d && d->intent == INTENT_IN : j != written))
                continue;
            Node *base = w;
            while (base->kind == N_ARRAY_REF || base->kind == N_COMPONENT)
                base = base->lhs;
            Symbol *bs = base->kind == N_NAME && base->sym ? cg_ultimate(base->sym) : NULL;
            Node *vb = v;
            while (vb->kind == N_ARRAY_REF || vb->kind == N_COMPONENT)
                vb = vb->lhs;
            Symbol *vs = vb->kind == N_NAME && vb->sym ? cg_ultimate(vb->sym) : NULL;
            /* a POINTER and a POINTER or TARGET may share storage */
            bool alias = bs && vs && vs != bs &&
                         (((bs->attrs & A_POINTER) && (vs->attrs & (A_POINTER | A_TARGET))) ||
                          ((bs->attrs & A_TARGET) && (vs->attrs & A_POINTER)));
            if (var) /* the same whole variable is read element for element */
                reads_written = alias || (bs && cg_expr_mentions(v, bs) && !(v->kind == N_NAME && w->kind == N_NAME));
            else
                reads_written = !bs || (bs->attrs & (A_POINTER | A_TARGET)) || cg_expr_mentions(v, bs);
        }
        if (!reads_written)
            continue;
        if (!out) {
            out = NEW(NodeList);
            for (int k = 0; k < s->args.len; k++)
                nodelist_push(out, s->args.items[k]);
        }
        Node *n = cg_staged_array(cg, v);
        if (a->kind == N_KEYWORD) {
            Node *kw = NEW(Node);
            *kw = *a;
            kw->rhs = n;
            n = kw;
        }
        out->items[i] = n;
    }
    return out;
}

static void call_stmt(CG *cg, Node *s)
{
    if (s->chevron) {
        cg_launch(cg, s);
        return;
    }
    if (is_intrinsic_call(s)) {
        cg_intrinsic_subroutine(cg, s);
        return;
    }
    Symbol *p = s->lhs ? s->lhs->sym : s->sym;
    Symbol *u = cg_ultimate(p);
    if (u && u->proc && (u->proc->prefix & PF_ELEMENTAL)) {
        for (int i = 0; i < s->args.len; i++) {
            Node *a = s->args.items[i];
            if (a && a->kind == N_KEYWORD)
                a = a->rhs;
            if (a && a->rank > 0) {
                /* elemental subroutine on arrays: one call per element */
                LLVMValueRef ext[15];
                int r = cg_shape(cg, a, ext);
                NodeList *staged = cg_elemental_staged_args(cg, s, u, -1);
                Node copy;
                if (staged) {
                    copy = *s;
                    copy.args = *staged;
                    s = &copy;
                }
                if (r)
                    cg_scalarize(cg, r, ext, elemental_call_body, s);
                return;
            }
        }
    }
    LLVMValueRef r = cg_call(cg, p, &s->args, s);
    if (!r)
        return;
    /* CALL s(x, *10, *20): the returned index picks the label */
    LLVMBasicBlockRef next = cg_new_block(cg, "altret.next");
    LLVMValueRef sw = LLVMBuildSwitch(cg->b, r, next, (unsigned)s->args.len);
    int k = 0;
    for (int i = 0; i < s->args.len; i++) {
        Node *a = s->args.items[i];
        if (!a || a->kind != N_ALT_RETURN || !a->rhs)
            continue;
        Node *l = a->rhs;
        int lab = l->cval ? (int)l->cval->i : atoi(l->text ? l->text : "0");
        LLVMAddCase(sw, cg_const_i32(cg, ++k), label_block(cg, lab));
    }
    LLVMPositionBuilderAtEnd(cg->b, next);
}

/* Whether a subprogram has ENTRY statements (its body is lowered once per entry). */
static bool unit_has_entry(Node *u)
{
    for (int i = 0; u && i < u->body.len; i++)
        if (u->body.items[i] && u->body.items[i]->kind == N_ENTRY)
            return true;
    return false;
}

/* WHERE (F2018 10.2.3.2): each mask is evaluated once, where its
 * statement stands (an ELSEWHERE's after the assignments before it, which
 * may change its operands), for the elements that no earlier mask took:
 * per element, a byte array holds the number of the branch that took it,
 * WHERE_PENDING while none has, 0 outside the enclosing branch of a nested
 * WHERE; each assignment then runs over its shape where that number is
 * its branch's. A nested WHERE's masks are evaluated only where its
 * enclosing branch holds. An assignment's values are all computed before
 * any is stored (its rhs may read the target through another name or
 * section, or reduce it). */
#define WHERE_PENDING 255
typedef struct WhereCtx {
    Node *w, *asg;
    int bi;
    LLVMValueRef sel, *ext; /* the branch numbers; the construct's shape */
    struct WhereCtx *parent;
    int pbi;                /* the branch of parent this construct sits in */
    LLVMValueRef tmp;       /* staged values of the assignment, or NULL */
    bool to_tmp;
} WhereCtx;

/* Address of the current element's branch number. */
static LLVMValueRef where_sel_addr(CG *cg, WhereCtx *c)
{
    return cg_scalar_elem_addr(cg, c->sel, c->ext, cg->elem_rank, cg_const_i64(cg, 1));
}

/* Whether the current element is in branch bi of c. */
static LLVMValueRef where_in_branch(CG *cg, WhereCtx *c, int bi)
{
    LLVMValueRef sel = LLVMBuildLoad2(cg->b, cg->t_i8, where_sel_addr(cg, c), "");
    return LLVMBuildICmp(cg->b, LLVMIntEQ, sel, LLVMConstInt(cg->t_i8, (unsigned long long)bi + 1, false), "");
}

/* Branch c->bi takes the current element if it is still pending (the
 * first branch: if it lies in the enclosing branch) and its mask holds. */
static void where_select(CG *cg, void *data)
{
    WhereCtx *c = data;
    Node *b = c->w->args.items[c->bi];
    LLVMValueRef pending = LLVMConstInt(cg->t_i8, WHERE_PENDING, false);
    LLVMValueRef addr = where_sel_addr(cg, c);
    LLVMBasicBlockRef in = cg_new_block(cg, "where.in"), done = cg_new_block(cg, "where.sel");
    if (c->bi > 0) {
        LLVMValueRef cur = LLVMBuildLoad2(cg->b, cg->t_i8, addr, "");
        LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, cur, pending, ""), in, done);
    } else if (c->parent) {
        LLVMBasicBlockRef out = cg_new_block(cg, "where.out");
        LLVMBuildCondBr(cg->b, where_in_branch(cg, c->parent, c->pbi), in, out);
        LLVMPositionBuilderAtEnd(cg->b, out);
        LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, 0, false), addr);
        LLVMBuildBr(cg->b, done);
    } else {
        LLVMBuildBr(cg->b, in);
    }
    LLVMPositionBuilderAtEnd(cg->b, in);
    LLVMValueRef take = LLVMConstInt(cg->t_i8, (unsigned long long)c->bi + 1, false);
    LLVMValueRef v = b->cond ? LLVMBuildSelect(cg->b, cg_logical_cond(cg, b->cond), take, pending, "") : take;
    LLVMBuildStore(cg->b, v, addr);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

/* A defined assignment by an elemental subroutine (F2018 10.2.1.4): one
 * call per element where the mask holds, in array element order; a staged
 * right-hand side is passed as the value computed before any call. */
static void where_call(CG *cg, WhereCtx *c)
{
    Node *call = c->asg, *rhs = call->args.items[1];
    if (!c->tmp) {
        cg_call(cg, call->sym, &call->args, call);
        return;
    }
    LLVMTypeRef et = cg_type(cg, rhs->type);
    LLVMValueRef slot = cg_scalar_elem_addr(cg, c->tmp, c->ext, cg->elem_rank, LLVMSizeOf(et));
    if (c->to_tmp) {
        LLVMBuildStore(cg->b, cg_expr(cg, rhs), slot);
        return;
    }
    Node *val = node_new(N_PAREN, rhs->loc);
    val->lhs = rhs;
    val->type = rhs->type;
    val->eval_once = true;
    val->cg = LLVMBuildLoad2(cg->b, et, slot, "");
    NodeList args = {0};
    nodelist_push(&args, call->args.items[0]);
    nodelist_push(&args, val);
    cg_call(cg, call->sym, &args, call);
}

static void where_body(CG *cg, void *data)
{
    WhereCtx *c = data;
    LLVMBasicBlockRef yes = cg_new_block(cg, "where.yes"), no = cg_new_block(cg, "where.no");
    LLVMBuildCondBr(cg->b, where_in_branch(cg, c, c->bi), yes, no);
    LLVMPositionBuilderAtEnd(cg->b, yes);
    if (c->asg->kind == N_CALL) {
        where_call(cg, c);
        LLVMBuildBr(cg->b, no);
        LLVMPositionBuilderAtEnd(cg->b, no);
        return;
    }
    Node *lhs = c->asg->lhs, *rhs = c->asg->rhs;
    bool deep = lhs->type->kind == TY_DERIVED && cg_derived_has_alloc(lhs->type->derived);
    bool fresh = value_is_fresh(rhs);
    if (lhs->type->kind == TY_CHARACTER) {
        LLVMValueRef da, dl;
        cg_char_expr(cg, lhs, &da, &dl);
        if (c->tmp) { /* staged elements at the target's length */
            int k = char_kind(lhs->type);
            dl = cg_char_len_i64(cg, dl);
            LLVMValueRef slot = cg_scalar_elem_addr(cg, c->tmp, c->ext, cg->elem_rank, cg_char_bytes(cg, dl, k));
            if (c->to_tmp)
                cg_char_assign(cg, slot, dl, rhs);
            else
                cg_char_copy_k(cg, k, da, dl, slot, dl);
        } else {
            cg_char_assign(cg, da, dl, rhs);
        }
    } else if (c->tmp) {
        LLVMTypeRef et = cg_type(cg, lhs->type);
        LLVMValueRef slot = cg_scalar_elem_addr(cg, c->tmp, c->ext, cg->elem_rank, LLVMSizeOf(et));
        if (c->to_tmp) {
            LLVMBuildStore(cg->b, cg_convert(cg, cg_expr(cg, rhs), rhs->type, lhs->type), slot);
            /* the staged element owns copies of the allocatable components */
            if (deep && !fresh)
                cg_derived_copy_allocs(cg, slot, lhs->type->derived);
        } else {
            LLVMValueRef dst = cg_addr(cg, lhs);
            if (deep)
                cg_derived_free_allocs(cg, dst, lhs->type->derived);
            LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, et, slot, ""), dst);
        }
    } else {
        LLVMValueRef v = cg_convert(cg, cg_expr(cg, rhs), rhs->type, lhs->type);
        LLVMValueRef dst = cg_addr(cg, lhs);
        if (deep) { /* a deep copy, as in assign_stmt */
            LLVMValueRef tmp = cg_alloca(cg, LLVMTypeOf(v), "dtmp");
            LLVMBuildStore(cg->b, v, tmp);
            if (!fresh)
                cg_derived_copy_allocs(cg, tmp, lhs->type->derived);
            cg_derived_free_allocs(cg, dst, lhs->type->derived);
            v = LLVMBuildLoad2(cg->b, LLVMTypeOf(v), tmp, "");
        }
        LLVMBuildStore(cg->b, v, dst);
    }
    LLVMBuildBr(cg->b, no);
    LLVMPositionBuilderAtEnd(cg->b, no);
}

/* Bytes of one staged element of a WHERE assignment to lhs (CHARACTER:
 * the target's length, the same for all its elements). */
static LLVMValueRef where_elem_bytes(CG *cg, Node *lhs)
{
    if (lhs->type->kind == TY_CHARACTER)
        return cg_char_bytes(cg, cg_char_array_elem_len(cg, lhs), char_kind(lhs->type));
    return LLVMSizeOf(cg_type(cg, lhs->type));
}

/* Whether a is a defined assignment (sema made it a CALL) by an elemental
 * subroutine, as WHERE allows (F2018 10.2.3.1). */
static bool where_defined_assign(Node *a)
{
    if (a->kind != N_CALL || a->args.len != 2 || !a->sym || a->chevron)
        return false;
    Symbol *u = cg_ultimate(a->sym);
    Node *v = a->args.items[0], *e = a->args.items[1];
    return u && u->proc && (u->proc->prefix & PF_ELEMENTAL) && v && e && v->kind != N_KEYWORD &&
           e->kind != N_KEYWORD && v->type && e->type && v->rank > 0;
}

/* Whether a WHERE assignment's rhs can be stored element by element
 * without staging: a constant, or a scalar variable the target cannot be. */
static bool where_rhs_direct(Node *rhs)
{
    return rhs->cval || (rhs->kind == N_NAME && rhs->rank == 0);
}

static void where_construct(CG *cg, Node *s, WhereCtx *parent, int pbi)
{
    Node *first = s->args.len ? s->args.items[0] : NULL;
    LLVMValueRef ext[15];
    int r = first && first->cond ? cg_shape(cg, first->cond, ext) : 0;
    if (!r)
        return;
    LLVMValueRef n = cg_const_i64(cg, 1);
    for (int d = 0; d < r; d++)
        n = LLVMBuildMul(cg->b, n, ext[d], "");
    LLVMTypeRef pt[1] = {cg->t_i64};
    LLVMTypeRef fpt[1] = {cg->t_ptr};
    LLVMValueRef bytes = LLVMBuildAdd(cg->b, n, cg_const_i64(cg, 1), "");
    WhereCtx c = {s, NULL, 0, cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &bytes, 1, false), ext, parent, pbi,
                  NULL, false};
    for (int bi = 0; bi < s->args.len; bi++) {
        Node *b = s->args.items[bi];
        c.bi = bi;
        cg_scalarize(cg, r, ext, where_select, &c);
        for (int i = 0; i < b->body.len; i++) {
            Node *a = b->body.items[i];
            if (a->kind == N_WHERE) {
                where_construct(cg, a, &c, bi);
                continue;
            }
            bool defined = where_defined_assign(a);
            if (a->kind != N_ASSIGN && !defined) {
                error_at(a->loc, "only assignments and WHERE constructs are supported inside WHERE");
                continue;
            }
            Node *alhs = defined ? a->args.items[0] : a->lhs, *arhs = defined ? a->args.items[1] : a->rhs;
            LLVMValueRef aext[15];
            int ar = cg_shape(cg, alhs, aext);
            if (!ar)
                continue;
            c.asg = a;
            c.bi = bi;
            c.ext = aext;
            bool stage = !where_rhs_direct(arhs) && cg_assign_may_overlap(alhs, arhs);
            if (stage && defined && (arhs->type->kind == TY_CHARACTER || arhs->type->kind == TY_DERIVED)) {
                error_at(a->loc, "A defined assignment in WHERE whose %s right-hand side overlaps its variable is "
                                 "not supported yet.",
                         type_name(arhs->type));
                continue;
            }
            if (stage) {
                LLVMValueRef an = cg_const_i64(cg, 1);
                for (int d = 0; d < ar; d++)
                    an = LLVMBuildMul(cg->b, an, aext[d], "");
                LLVMValueRef es = defined ? LLVMSizeOf(cg_type(cg, arhs->type)) : where_elem_bytes(cg, a->lhs);
                LLVMValueRef tb = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, an, es, ""),
                                               cg_const_i64(cg, 1), "");
                c.tmp = cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &tb, 1, false);
                c.to_tmp = true;
                cg_scalarize(cg, ar, aext, where_body, &c);
                c.to_tmp = false;
            }
            cg_scalarize(cg, ar, aext, where_body, &c);
            if (stage)
                cg_call_extern(cg, "free", cg->t_void, fpt, 1, &c.tmp, 1, false);
            c.tmp = NULL;
            c.ext = ext;
        }
    }
    cg_call_extern(cg, "free", cg->t_void, fpt, 1, &c.sel, 1, false);
}

/* A FORALL assignment whose values are all computed before any is stored:
 * each active index combination appends its values and target addresses
 * to buffers that grow as needed (slots hold their addresses). A pointer
 * assignment (ptr) stages its targets' addresses the same way. */
typedef struct ForallStage {
    Node *assign;
    LLVMTypeRef vt;
    LLVMValueRef vals, addrs, count, cap; /* ptr, ptr, i64, i64 slots */
    LLVMValueRef lens;                    /* CHARACTER: ptr slot, each target's length */
    bool ptr, chr, deep;                  /* deep: derived type with allocatable components */
    int kind;                             /* CHARACTER kind */
} ForallStage;
static ForallStage *forall_stage;
static LLVMValueRef forall_malloc(CG *cg, LLVMValueRef n, LLVMValueRef esize);

/* A buffer that grows by doubling: *slot (ptr) holds elements of size
 * esize, *cap_slot their capacity; makes room for element k. */
static void forall_grow(CG *cg, LLVMValueRef k, LLVMValueRef cap_slot, LLVMValueRef *slots, LLVMValueRef *esizes,
                        int nslots)
{
    LLVMValueRef cap = LLVMBuildLoad2(cg->b, cg->t_i64, cap_slot, "");
    LLVMBasicBlockRef grow = cg_new_block(cg, "forall.grow"), put = cg_new_block(cg, "forall.put");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGE, k, cap, ""), grow, put);
    LLVMPositionBuilderAtEnd(cg->b, grow);
    LLVMValueRef ncap = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, cap, cg_const_i64(cg, 2), ""), cg_const_i64(cg, 64), "");
    LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_i64};
    for (int i = 0; i < nslots; i++) {
        LLVMValueRef ra[2] = {LLVMBuildLoad2(cg->b, cg->t_ptr, slots[i], ""), LLVMBuildMul(cg->b, ncap, esizes[i], "")};
        LLVMBuildStore(cg->b, cg_call_extern(cg, "realloc", cg->t_ptr, pt, 2, ra, 2, false), slots[i]);
    }
    LLVMBuildStore(cg->b, ncap, cap_slot);
    LLVMBuildBr(cg->b, put);
    LLVMPositionBuilderAtEnd(cg->b, put);
}

static void forall_stage_append(CG *cg, void *data)
{
    ForallStage *st = data;
    Node *a = st->assign;
    LLVMValueRef k = LLVMBuildLoad2(cg->b, cg->t_i64, st->count, "");
    LLVMValueRef slots[3] = {st->vals, st->addrs, st->lens},
                 sizes[3] = {LLVMSizeOf(st->vt), cg_const_i64(cg, 8), cg_const_i64(cg, 8)};
    forall_grow(cg, k, st->cap, slots, sizes, st->chr ? 3 : 2);
    LLVMValueRef v, dst;
    if (st->chr) {
        /* a copy of the value at the target's length (truncated or padded) */
        LLVMValueRef sa, sl, dl;
        cg_char_expr(cg, a->lhs, &dst, &dl);
        dl = cg_char_len_i64(cg, dl);
        dl = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, dl, cg_const_i64(cg, 0), ""), cg_const_i64(cg, 0),
                             dl, "");
        cg_char_expr(cg, a->rhs, &sa, &sl);
        v = forall_malloc(cg, cg_char_bytes(cg, dl, st->kind), cg_const_i64(cg, 1));
        cg_char_copy_k(cg, st->kind, v, dl, sa, sl);
        LLVMValueRef lens = LLVMBuildLoad2(cg->b, cg->t_ptr, st->lens, "");
        LLVMBuildStore(cg->b, dl, LLVMBuildGEP2(cg->b, cg->t_i64, lens, &k, 1, ""));
    } else if (st->ptr) {
        int rank;
        bool null_target = a->rhs->kind == N_NULL_PTR || (a->rhs->kind == N_INTRINSIC_CALL && a->rhs->op == INTR_NULL);
        v = null_target ? LLVMConstNull(cg->t_ptr) : cg_addr(cg, a->rhs);
        dst = pointer_slot(cg, a->lhs, &rank);
    } else {
        v = cg_expr(cg, a->rhs);
        if (a->lhs->type->kind != TY_DERIVED)
            v = cg_convert(cg, v, a->rhs->type, a->lhs->type);
        dst = cg_addr(cg, a->lhs);
    }
    LLVMValueRef vals = LLVMBuildLoad2(cg->b, cg->t_ptr, st->vals, ""), addrs = LLVMBuildLoad2(cg->b, cg->t_ptr, st->addrs, "");
    LLVMValueRef slot = LLVMBuildGEP2(cg->b, st->vt, vals, &k, 1, "");
    LLVMBuildStore(cg->b, v, slot);
    /* the staged value owns copies of its allocatable components: the
     * rhs's may be those of an element stored before it */
    if (st->deep && !value_is_fresh(a->rhs))
        cg_derived_copy_allocs(cg, slot, a->lhs->type->derived);
    LLVMBuildStore(cg->b, dst, LLVMBuildGEP2(cg->b, cg->t_ptr, addrs, &k, 1, ""));
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, k, cg_const_i64(cg, 1), ""), st->count);
}

/* One index combination of a staged assignment: its element, or every
 * element of an array-valued one (a(i, :) = a(:, i)). */
static void forall_stage_elem(CG *cg, ForallStage *st)
{
    Node *lhs = st->assign->lhs;
    if (lhs->rank == 0 || st->ptr) {
        forall_stage_append(cg, st);
        return;
    }
    LLVMValueRef ext[15];
    int r = cg_shape(cg, lhs, ext);
    if (r)
        cg_scalarize(cg, r, ext, forall_stage_append, st);
}

static void forall_stage_init(CG *cg, ForallStage *st, Node *a)
{
    Type *lt = a->lhs->type;
    *st = (ForallStage){.assign = a, .ptr = a->kind == N_PTR_ASSIGN};
    st->chr = !st->ptr && lt->kind == TY_CHARACTER;
    st->deep = !st->ptr && lt->kind == TY_DERIVED && cg_derived_has_alloc(lt->derived);
    st->kind = char_kind(lt);
    st->vt = st->ptr || st->chr ? cg->t_ptr : cg_type(cg, lt);
    st->lens = cg_alloca(cg, cg->t_ptr, "forall.lens");
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), st->lens);
    st->vals = cg_alloca(cg, cg->t_ptr, "forall.vals");
    st->addrs = cg_alloca(cg, cg->t_ptr, "forall.addrs");
    st->count = cg_alloca(cg, cg->t_i64, "forall.k");
    st->cap = cg_alloca(cg, cg->t_i64, "forall.cap");
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), st->vals);
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), st->addrs);
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), st->count);
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), st->cap);
}

/* Stores the staged values and frees the buffers. */
static void forall_stage_finish(CG *cg, ForallStage *st)
{
    LLVMValueRef vals = LLVMBuildLoad2(cg->b, cg->t_ptr, st->vals, "");
    LLVMValueRef addrs = LLVMBuildLoad2(cg->b, cg->t_ptr, st->addrs, "");
    CgCountedLoop loop;
    LLVMValueRef j = cg_loop_begin(cg, &loop, LLVMBuildLoad2(cg->b, cg->t_i64, st->count, ""), "forall.store");
    LLVMValueRef v = LLVMBuildLoad2(cg->b, st->vt, LLVMBuildGEP2(cg->b, st->vt, vals, &j, 1, ""), "");
    LLVMValueRef p = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildGEP2(cg->b, cg->t_ptr, addrs, &j, 1, ""), "");
    LLVMTypeRef fpt[1] = {cg->t_ptr};
    if (st->chr) {
        LLVMValueRef lens = LLVMBuildLoad2(cg->b, cg->t_ptr, st->lens, "");
        LLVMValueRef n = LLVMBuildLoad2(cg->b, cg->t_i64, LLVMBuildGEP2(cg->b, cg->t_i64, lens, &j, 1, ""), "");
        LLVMBuildMemMove(cg->b, p, 1, v, 1, cg_char_bytes(cg, n, st->kind));
        cg_call_extern(cg, "free", cg->t_void, fpt, 1, &v, 1, false);
    } else {
        if (st->deep)
            cg_derived_free_allocs(cg, p, st->assign->lhs->type->derived);
        LLVMValueRef store = LLVMBuildStore(cg->b, v, p);
        if (!st->ptr)
            cg_tbaa_data(cg, store, st->assign->lhs->type);
    }
    cg_loop_end(cg, &loop);
    LLVMValueRef lens = LLVMBuildLoad2(cg->b, cg->t_ptr, st->lens, "");
    cg_call_extern(cg, "free", cg->t_void, fpt, 1, &vals, 1, false);
    cg_call_extern(cg, "free", cg->t_void, fpt, 1, &addrs, 1, false);
    cg_call_extern(cg, "free", cg->t_void, fpt, 1, &lens, 1, false);
}

/* The active index combinations of a FORALL and of those around it, taken
 * once before any statement of its body runs (F2018 10.2.4.2.2-3: the
 * bounds, then the mask, for every combination): nvar i64 values each. */
#define FORALL_MAX_VARS 64
typedef struct ForallSet {
    int nvar;
    LLVMValueRef addrs[FORALL_MAX_VARS];
    LLVMTypeRef types[FORALL_MAX_VARS];
    LLVMValueRef buf, count, cap; /* ptr, i64, i64 slots */
} ForallSet;
static ForallSet *forall_collect;

static void forall_collect_tuple(CG *cg, ForallSet *set)
{
    LLVMValueRef k = LLVMBuildLoad2(cg->b, cg->t_i64, set->count, "");
    LLVMValueRef size = cg_const_i64(cg, 8 * set->nvar);
    forall_grow(cg, k, set->cap, &set->buf, &size, 1);
    LLVMValueRef buf = LLVMBuildLoad2(cg->b, cg->t_ptr, set->buf, "");
    LLVMValueRef base = LLVMBuildMul(cg->b, k, cg_const_i64(cg, set->nvar), "");
    for (int i = 0; i < set->nvar; i++) {
        LLVMValueRef v = LLVMBuildSExt(cg->b, LLVMBuildLoad2(cg->b, set->types[i], set->addrs[i], ""), cg->t_i64, "");
        LLVMValueRef at = LLVMBuildAdd(cg->b, base, cg_const_i64(cg, i), "");
        LLVMBuildStore(cg->b, v, LLVMBuildGEP2(cg->b, cg->t_i64, buf, &at, 1, ""));
    }
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, k, cg_const_i64(cg, 1), ""), set->count);
}

/* FORALL and DO CONCURRENT as nested loops over the index triplets. */
static void forall_level(CG *cg, Node *s, int level)
{
    if (level == s->args.len) {
        LLVMBasicBlockRef no = NULL;
        if (s->cond) {
            LLVMBasicBlockRef yes = cg_new_block(cg, "forall.yes");
            no = cg_new_block(cg, "forall.no");
            LLVMBuildCondBr(cg->b, cg_logical_cond(cg, s->cond), yes, no);
            LLVMPositionBuilderAtEnd(cg->b, yes);
        }
        if (forall_collect)
            forall_collect_tuple(cg, forall_collect);
        else if (forall_stage)
            forall_stage_elem(cg, forall_stage);
        else if (s->kind == N_DO_CONCURRENT) {
            /* CYCLE (named or not) ends this iteration */
            LLVMBasicBlockRef next = cg_new_block(cg, "concurrent.next");
            cg_loop_body(cg, s, next, next);
            cg_br(cg, next);
            LLVMPositionBuilderAtEnd(cg->b, next);
        } else
            stmt_body(cg, &s->body);
        if (no) {
            cg_br(cg, no);
            LLVMPositionBuilderAtEnd(cg->b, no);
        }
        return;
    }
    Node *t = s->args.items[level];
    Node loop = {.kind = N_DO, .loc = t->loc, .start = t->start, .end = t->end, .step = t->step};
    Node var = {.kind = N_NAME, .loc = t->loc, .name = t->name, .sym = t->sym};
    var.type = t->sym ? t->sym->type : type_int(4);
    loop.var = t->var ? t->var : &var;
    /* the body of this level is the next level: lower it through a DO */
    LLVMBasicBlockRef end = cg_new_block(cg, "forall.end");
    Type *vt = loop.var->type ? loop.var->type : type_int(4);
    LLVMValueRef vaddr = cg_addr(cg, loop.var);
    LLVMTypeRef it = cg_type(cg, vt);
    LLVMValueRef start = cg_convert(cg, cg_expr(cg, t->start), t->start->type, vt);
    LLVMValueRef stop = cg_convert(cg, cg_expr(cg, t->end), t->end->type, vt);
    LLVMValueRef step = t->step ? cg_convert(cg, cg_expr(cg, t->step), t->step->type, vt) : LLVMConstInt(it, 1, false);
    LLVMBuildStore(cg->b, start, vaddr);
    LLVMBasicBlockRef head = cg_new_block(cg, "forall.head"), body = cg_new_block(cg, "forall.body");
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    LLVMValueRef cur = LLVMBuildLoad2(cg->b, it, vaddr, "");
    LLVMValueRef up = LLVMBuildICmp(cg->b, LLVMIntSGT, step, LLVMConstNull(it), "");
    LLVMValueRef in = LLVMBuildSelect(cg->b, up, LLVMBuildICmp(cg->b, LLVMIntSLE, cur, stop, ""),
                                      LLVMBuildICmp(cg->b, LLVMIntSGE, cur, stop, ""), "");
    LLVMBuildCondBr(cg->b, in, body, end);
    LLVMPositionBuilderAtEnd(cg->b, body);
    forall_level(cg, s, level + 1);
    LLVMValueRef c2 = LLVMBuildLoad2(cg->b, it, vaddr, "");
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, c2, step, ""), vaddr);
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, end);
}

/* The index variables of FORALL and DO CONCURRENT have the scope of the
 * construct (F2018 19.4): each gets storage of its own for the construct,
 * so a variable of the same name outside keeps its value. */
static Symbol *forall_index_sym(Node *t)
{
    Symbol *s = t->var && t->var->sym ? t->var->sym : t->sym;
    return s ? cg_ultimate(s) : NULL;
}

static void **forall_bind_indexes(CG *cg, Node *s)
{
    void **saved = arena_alloc(cu_arena, sizeof(void *) * (size_t)(s->args.len + 1));
    for (int i = 0; i < s->args.len; i++) {
        Symbol *v = forall_index_sym(s->args.items[i]);
        if (!v || !v->type || v->type->kind != TY_INTEGER)
            continue;
        saved[i] = v->cg;
        CgVar *iv = NEW(CgVar);
        iv->kind = CV_SCALAR;
        iv->sym = v;
        iv->fn = cg->fn;
        iv->frame_slot = -1;
        iv->addr = cg_alloca(cg, cg_type(cg, v->type), v->name);
        v->cg = iv;
    }
    return saved;
}

static void forall_unbind_indexes(Node *s, void **saved)
{
    for (int i = 0; i < s->args.len; i++) {
        Symbol *v = forall_index_sym(s->args.items[i]);
        if (v && v->type && v->type->kind == TY_INTEGER)
            v->cg = saved[i];
    }
}

/* Whether FORALL assignment a reads (in its value, target subscripts or
 * the mask) the variable it assigns: it must then be staged. */
static bool forall_needs_stage(CG *cg, Node *mask, Node *a)
{
    if ((a->kind != N_ASSIGN && a->kind != N_PTR_ASSIGN) || cg->target == CG_TARGET_NVPTX || !a->lhs->type)
        return false;
    if (a->kind == N_PTR_ASSIGN && (a->lhs->type->kind == TY_CHARACTER || (a->lhs->type->kind == TY_DERIVED &&
                                                                         cg_derived_has_alloc(a->lhs->type->derived))))
        return false;
    /* staged pointer assignments: scalar data pointers only */
    if (a->kind == N_PTR_ASSIGN && (a->lhs->rank || a->lhs->kind == N_ARRAY_REF || a->lhs->type->kind == TY_DERIVED ||
                                    (a->lhs->kind != N_NAME && a->lhs->kind != N_COMPONENT)))
        return false;
    Node *b = a->lhs;
    while (b->kind == N_ARRAY_REF || b->kind == N_COMPONENT || b->kind == N_SUBSTRING)
        b = b->lhs;
    Symbol *ls = b->kind == N_NAME && b->sym ? cg_ultimate(b->sym) : NULL;
    if (!ls || ls->space == SPACE_DEVICE || ls->space == SPACE_CONSTANT)
        return false;
    if (cg_expr_mentions(a->rhs, ls) || cg_expr_mentions(mask, ls))
        return true;
    for (Node *e = a->lhs; e != b; e = e->lhs)
        for (int i = 0; e->kind == N_ARRAY_REF && i < e->args.len; i++)
            if (cg_expr_mentions(e->args.items[i], ls))
                return true;
    return false;
}

/* Loops over the combinations of set, each index variable set from it. */
static void forall_each_begin(CG *cg, ForallSet *set, CgCountedLoop *loop, LLVMValueRef *j)
{
    *j = cg_loop_begin(cg, loop, LLVMBuildLoad2(cg->b, cg->t_i64, set->count, ""), "forall.each");
    LLVMValueRef buf = LLVMBuildLoad2(cg->b, cg->t_ptr, set->buf, "");
    LLVMValueRef base = LLVMBuildMul(cg->b, *j, cg_const_i64(cg, set->nvar), "");
    for (int i = 0; i < set->nvar; i++) {
        LLVMValueRef at = LLVMBuildAdd(cg->b, base, cg_const_i64(cg, i), "");
        LLVMValueRef v = LLVMBuildLoad2(cg->b, cg->t_i64, LLVMBuildGEP2(cg->b, cg->t_i64, buf, &at, 1, ""), "");
        LLVMBuildStore(cg->b, LLVMBuildTrunc(cg->b, v, set->types[i], ""), set->addrs[i]);
    }
}

/* The combinations of FORALL s within those of parent (NULL: outermost);
 * s's indexes are bound. */
static bool forall_set_build(CG *cg, Node *s, ForallSet *parent, ForallSet *set)
{
    *set = (ForallSet){0};
    if (parent) {
        set->nvar = parent->nvar;
        memcpy(set->addrs, parent->addrs, sizeof set->addrs);
        memcpy(set->types, parent->types, sizeof set->types);
    }
    for (int i = 0; i < s->args.len; i++) {
        Symbol *v = forall_index_sym(s->args.items[i]);
        if (!v || !v->type || v->type->kind != TY_INTEGER)
            continue;
        if (set->nvar == FORALL_MAX_VARS) {
            error_at(s->loc, "FORALL constructs nested here have more than %d index variables.", FORALL_MAX_VARS);
            return false;
        }
        set->addrs[set->nvar] = cg_var(cg, v)->addr;
        set->types[set->nvar++] = cg_type(cg, v->type);
    }
    set->buf = cg_alloca(cg, cg->t_ptr, "forall.set");
    set->count = cg_alloca(cg, cg->t_i64, "forall.n");
    set->cap = cg_alloca(cg, cg->t_i64, "forall.setcap");
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), set->buf);
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), set->count);
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), set->cap);
    ForallSet *saved_collect = forall_collect;
    ForallStage *saved_stage = forall_stage;
    forall_stage = NULL;
    CgCountedLoop loop;
    LLVMValueRef j;
    if (parent)
        forall_each_begin(cg, parent, &loop, &j);
    forall_collect = set;
    forall_level(cg, s, 0);
    forall_collect = saved_collect;
    forall_stage = saved_stage;
    if (parent)
        cg_loop_end(cg, &loop);
    return true;
}

static void forall_set_free(CG *cg, ForallSet *set)
{
    LLVMTypeRef fpt[1] = {cg->t_ptr};
    LLVMValueRef buf = LLVMBuildLoad2(cg->b, cg->t_ptr, set->buf, "");
    cg_call_extern(cg, "free", cg->t_void, fpt, 1, &buf, 1, false);
}

static void forall_body(CG *cg, NodeList *body, ForallSet *set);

/* A WHERE construct in a FORALL body (F2018 10.2.4.2.4): its masks are
 * evaluated for every combination before any of its assignments, and each
 * assignment is complete for all combinations (all its values computed
 * first where it may read what it stores) before the next. Per
 * combination: the branch numbers (WhereCtx.sel) and the mask's extents. */
typedef struct ForallWhere {
    LLVMValueRef sels, exts; /* malloc'ed: a ptr per combination; rank i64 per combination */
    int rank;
} ForallWhere;

static void forall_where_ctx(CG *cg, ForallWhere *fw, LLVMValueRef j, LLVMValueRef *ext, LLVMValueRef *sel)
{
    for (int d = 0; d < fw->rank; d++) {
        LLVMValueRef at = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, j, cg_const_i64(cg, fw->rank), ""),
                                       cg_const_i64(cg, d), "");
        ext[d] = LLVMBuildLoad2(cg->b, cg->t_i64, LLVMBuildGEP2(cg->b, cg->t_i64, fw->exts, &at, 1, ""), "");
    }
    *sel = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildGEP2(cg->b, cg->t_ptr, fw->sels, &j, 1, ""), "");
}

static LLVMValueRef forall_malloc(CG *cg, LLVMValueRef n, LLVMValueRef esize)
{
    LLVMTypeRef pt[1] = {cg->t_i64};
    LLVMValueRef bytes = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, n, esize, ""), cg_const_i64(cg, 1), "");
    return cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &bytes, 1, false);
}

static LLVMValueRef forall_extent_product(CG *cg, LLVMValueRef *ext, int r)
{
    LLVMValueRef n = cg_const_i64(cg, 1);
    for (int d = 0; d < r; d++)
        n = LLVMBuildMul(cg->b, n, ext[d], "");
    return n;
}

static void forall_where(CG *cg, Node *w, ForallSet *set, ForallWhere *parent, int pbi)
{
    Node *first = w->args.len ? w->args.items[0] : NULL;
    if (!first || !first->cond || !first->cond->rank)
        return;
    LLVMTypeRef fpt[1] = {cg->t_ptr};
    ForallWhere fw = {.rank = first->cond->rank};
    LLVMValueRef n = LLVMBuildLoad2(cg->b, cg->t_i64, set->count, "");
    fw.sels = forall_malloc(cg, n, cg_const_i64(cg, 8));
    fw.exts = forall_malloc(cg, n, cg_const_i64(cg, 8 * fw.rank));
    CgCountedLoop loop;
    LLVMValueRef j, ext[15], sel, pext[15];
    /* the extents, and the first mask, for every combination */
    forall_each_begin(cg, set, &loop, &j);
    if (cg_shape(cg, first->cond, ext) != fw.rank) {
        cg_loop_end(cg, &loop);
        return;
    }
    for (int d = 0; d < fw.rank; d++) {
        LLVMValueRef at = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, j, cg_const_i64(cg, fw.rank), ""),
                                       cg_const_i64(cg, d), "");
        LLVMBuildStore(cg->b, ext[d], LLVMBuildGEP2(cg->b, cg->t_i64, fw.exts, &at, 1, ""));
    }
    sel = forall_malloc(cg, forall_extent_product(cg, ext, fw.rank), cg_const_i64(cg, 1));
    LLVMBuildStore(cg->b, sel, LLVMBuildGEP2(cg->b, cg->t_ptr, fw.sels, &j, 1, ""));
    WhereCtx pc = {0}, c = {w, NULL, 0, sel, ext, NULL, pbi, NULL, false};
    if (parent) {
        forall_where_ctx(cg, parent, j, pext, &pc.sel);
        pc.ext = ext;
        c.parent = &pc;
    }
    cg_scalarize(cg, fw.rank, ext, where_select, &c);
    cg_loop_end(cg, &loop);
    for (int bi = 0; bi < w->args.len; bi++) {
        Node *b = w->args.items[bi];
        if (bi > 0) {
            /* an ELSEWHERE's mask, after the assignments before it */
            forall_each_begin(cg, set, &loop, &j);
            c = (WhereCtx){w, NULL, bi, NULL, ext, NULL, 0, NULL, false};
            forall_where_ctx(cg, &fw, j, ext, &c.sel);
            cg_scalarize(cg, fw.rank, ext, where_select, &c);
            cg_loop_end(cg, &loop);
        }
        for (int i = 0; i < b->body.len; i++) {
            Node *a = b->body.items[i];
            if (a->kind == N_WHERE) {
                forall_where(cg, a, set, &fw, bi);
                continue;
            }
            if (a->kind != N_ASSIGN) {
                error_at(a->loc, "only assignments and WHERE constructs are supported inside WHERE");
                continue;
            }
            bool stage = !where_rhs_direct(a->rhs) &&
                         (cg_assign_may_overlap(a->lhs, a->rhs) || forall_needs_stage(cg, NULL, a));
            LLVMValueRef tmps = NULL;
            c = (WhereCtx){w, a, bi, NULL, ext, NULL, 0, NULL, false};
            if (stage) {
                /* every combination's values, then every combination's stores */
                tmps = forall_malloc(cg, n, cg_const_i64(cg, 8));
                forall_each_begin(cg, set, &loop, &j);
                forall_where_ctx(cg, &fw, j, ext, &c.sel);
                c.tmp = forall_malloc(cg, forall_extent_product(cg, ext, fw.rank), where_elem_bytes(cg, a->lhs));
                LLVMBuildStore(cg->b, c.tmp, LLVMBuildGEP2(cg->b, cg->t_ptr, tmps, &j, 1, ""));
                c.to_tmp = true;
                cg_scalarize(cg, fw.rank, ext, where_body, &c);
                c.to_tmp = false;
                cg_loop_end(cg, &loop);
            }
            forall_each_begin(cg, set, &loop, &j);
            forall_where_ctx(cg, &fw, j, ext, &c.sel);
            if (stage)
                c.tmp = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildGEP2(cg->b, cg->t_ptr, tmps, &j, 1, ""), "");
            cg_scalarize(cg, fw.rank, ext, where_body, &c);
            if (stage)
                cg_call_extern(cg, "free", cg->t_void, fpt, 1, &c.tmp, 1, false);
            cg_loop_end(cg, &loop);
            if (stage)
                cg_call_extern(cg, "free", cg->t_void, fpt, 1, &tmps, 1, false);
        }
    }
    forall_each_begin(cg, set, &loop, &j);
    forall_where_ctx(cg, &fw, j, ext, &sel);
    cg_call_extern(cg, "free", cg->t_void, fpt, 1, &sel, 1, false);
    cg_loop_end(cg, &loop);
    cg_call_extern(cg, "free", cg->t_void, fpt, 1, &fw.sels, 1, false);
    cg_call_extern(cg, "free", cg->t_void, fpt, 1, &fw.exts, 1, false);
}

/* A nested FORALL: its combinations are those of its own triplets and
 * mask for each combination around it. */
static void forall_nested(CG *cg, Node *s, ForallSet *parent)
{
    void **saved = forall_bind_indexes(cg, s);
    ForallSet set;
    if (forall_set_build(cg, s, parent, &set)) {
        forall_body(cg, &s->body, &set);
        forall_set_free(cg, &set);
    }
    forall_unbind_indexes(s, saved);
}

/* The statements of a FORALL body, each complete for every combination of
 * set before the next begins. */
static void forall_body(CG *cg, NodeList *body, ForallSet *set)
{
    for (int i = 0; i < body->len; i++) {
        Node *a = body->items[i];
        cg_set_loc(cg, a->loc);
        CgCountedLoop loop;
        LLVMValueRef j;
        if (a->kind == N_FORALL) {
            forall_nested(cg, a, set);
        } else if (a->kind == N_WHERE) {
            forall_where(cg, a, set, NULL, 0);
        } else if (forall_needs_stage(cg, NULL, a)) {
            ForallStage st;
            forall_stage_init(cg, &st, a);
            forall_each_begin(cg, set, &loop, &j);
            forall_stage_elem(cg, &st);
            cg_loop_end(cg, &loop);
            forall_stage_finish(cg, &st);
        } else {
            forall_each_begin(cg, set, &loop, &j);
            cg_stmt(cg, a);
            cg_loop_end(cg, &loop);
        }
    }
}

/* Whether a FORALL needs its combinations taken once (forall_body): it
 * holds other statements than assignments, or its mask or bounds read a
 * variable that one of several assignments defines. */
static bool forall_needs_set(CG *cg, Node *s)
{
    if (s->kind != N_FORALL || cg->target == CG_TARGET_NVPTX)
        return false;
    for (int i = 0; i < s->body.len; i++)
        if (s->body.items[i]->kind != N_ASSIGN)
            return true;
    if (s->body.len < 2)
        return false;
    for (int i = 0; i < s->body.len; i++) {
        Node *b = s->body.items[i]->lhs;
        while (b && (b->kind == N_ARRAY_REF || b->kind == N_COMPONENT || b->kind == N_SUBSTRING))
            b = b->lhs;
        Symbol *ls = b && b->kind == N_NAME && b->sym ? cg_ultimate(b->sym) : NULL;
        if (!ls || cg_expr_mentions(s->cond, ls))
            return true;
        for (int k = 0; k < s->args.len; k++) {
            Node *t = s->args.items[k];
            if (cg_expr_mentions(t->start, ls) || cg_expr_mentions(t->end, ls) || cg_expr_mentions(t->step, ls))
                return true;
        }
    }
    return false;
}

/* FORALL (F2018 10.2.4): each assignment is complete for all index values
 * before the next begins, and its values and targets are all evaluated
 * before any is defined. Assignments that read what they assign (a(i) =
 * a(n+1-i)) go through buffers; the others store as they go. A body with
 * nested FORALL, WHERE or pointer assignments, or whose mask an assignment
 * may change, takes its combinations once (forall_body). */
static void forall_stmt(CG *cg, Node *s)
{
    void **saved = forall_bind_indexes(cg, s);
    bool stage = s->kind == N_FORALL && s->body.len > 0;
    bool any = false;
    for (int i = 0; stage && i < s->body.len; i++) {
        Node *a = s->body.items[i];
        if (a->kind != N_ASSIGN)
            stage = false;
        else if (forall_needs_stage(cg, s->cond, a))
            any = true;
    }
    if (forall_needs_set(cg, s)) {
        ForallSet set;
        if (forall_set_build(cg, s, NULL, &set)) {
            forall_body(cg, &s->body, &set);
            forall_set_free(cg, &set);
        }
    } else if (!stage || !any) {
        forall_level(cg, s, 0);
    } else {
        for (int i = 0; i < s->body.len; i++) {
            Node *a = s->body.items[i];
            cg_set_loc(cg, a->loc);
            if (!forall_needs_stage(cg, s->cond, a)) {
                Node one = *s;
                one.body.items = &s->body.items[i];
                one.body.len = 1;
                forall_level(cg, &one, 0);
                continue;
            }
            ForallStage st;
            forall_stage_init(cg, &st, a);
            forall_stage = &st;
            forall_level(cg, s, 0);
            forall_stage = NULL;
            forall_stage_finish(cg, &st);
        }
    }
    forall_unbind_indexes(s, saved);
}

/* ------------------------------------------------------------------ */

static void lower_stmt(CG *cg, Node *s);

/* Each statement gets its own serial (array temporaries are valid within
 * one statement) and frees the heap temporaries it created. */
static void cg_stmt(CG *cg, Node *s)
{
    int serial = cg->stmt_serial, mark = cg->stmt_temps.len;
    cg->stmt_serial = ++cg->stmt_counter;
    lower_stmt(cg, s);
    if (cg->stmt_temps.len > mark) {
        if (!cg_block_open(cg))
            start_dead_block(cg);
        cg_free_stmt_temps(cg, mark);
    }
    cg->stmt_serial = serial;
}

static void lower_stmt(CG *cg, Node *s)
{
    if (s->label) {
        LLVMBasicBlockRef bb = label_block(cg, s->label);
        cg_br(cg, bb);
        LLVMPositionBuilderAtEnd(cg->b, bb);
    }
    if (!cg_block_open(cg))
        start_dead_block(cg);
    cg_set_loc(cg, s->loc);
    switch (s->kind) {
    case N_ASSIGN:
        assign_stmt(cg, s);
        break;
    case N_PTR_ASSIGN:
        ptr_assign_stmt(cg, s);
        break;
    case N_NULLIFY:
        nullify_stmt(cg, s);
        break;
    case N_CALL:
        call_stmt(cg, s);
        break;
    case N_IF:
        if_construct(cg, s);
        break;
    case N_IF_STMT:
        if_stmt(cg, s);
        break;
    case N_ARITH_IF:
        arith_if(cg, s);
        break;
    case N_DO:
        do_loop(cg, s);
        break;
    case N_OMP:
        cg_omp(cg, s);
        break;
    case N_DO_WHILE:
        do_while(cg, s);
        break;
    case N_DO_CONCURRENT:
    case N_FORALL:
        forall_stmt(cg, s);
        break;
    case N_SELECT_CASE:
        select_case(cg, s);
        break;
    case N_EXIT:
    case N_CYCLE:
        exit_cycle(cg, s);
        break;
    case N_GOTO: {
        Node *l = s->args.len ? s->args.items[0] : NULL;
        int lab = l ? (l->cval ? (int)l->cval->i : atoi(l->text ? l->text : "0")) : 0;
        cg_br(cg, label_block(cg, lab));
        start_dead_block(cg);
        break;
    }
    case N_COMPUTED_GOTO:
        computed_goto(cg, s);
        break;
    case N_ASSIGN_LABEL:
        LLVMBuildStore(cg->b, cg_const_i32(cg, (int)s->args.items[0]->cval->i), cg_addr(cg, s->lhs));
        break;
    case N_ASSIGNED_GOTO:
        assigned_goto(cg, s);
        break;
    case N_CONTINUE:
        break;
    case N_STOP:
    case N_ERROR_STOP:
        cg_stop_stmt(cg, s);
        break;
    case N_PAUSE:
        pause_stmt(cg, s);
        break;
    case N_ENTRY:
        if (s == cg->entry_stmt) { /* this ENTRY's function starts here */
            cg_br(cg, cg->entry_point);
            LLVMPositionBuilderAtEnd(cg->b, cg->entry_point);
        }
        break;
    case N_RETURN:
        if (s->rhs && cg->alt_return)
            LLVMBuildStore(cg->b, LLVMBuildIntCast2(cg->b, cg_expr(cg, s->rhs), cg->t_i32, true, ""), cg->alt_return);
        else if (s->rhs && !unit_has_entry(cg->unit))
            error_at(s->loc, "RETURN with an alternate-return index needs '*' dummy arguments");
        /* else: the body is shared with an ENTRY that has '*' dummies; the
         * entry point lowered now has none, so there is no index to return */
        cg_br(cg, cg->return_bb);
        start_dead_block(cg);
        break;
    case N_BLOCK:
        block_construct(cg, s);
        break;
    case N_ASSOCIATE:
        cg_associate(cg, s);
        break;
    case N_SELECT_TYPE:
        if (s->op == SELECT_RANK)
            cg_select_rank(cg, s);
        else
            cg_select_type(cg, s);
        break;
    case N_ALLOCATE:
        cg_allocate(cg, s);
        break;
    case N_DEALLOCATE:
        cg_deallocate(cg, s);
        break;
    case N_WHERE:
        where_construct(cg, s, NULL, 0);
        break;
    case N_CUF_KERNEL:
        /* On the host a CUF kernel loop nest means the same as the loops. */
        if (opts.cuda != CUDA_MODE_OFF && cg->target == CG_TARGET_HOST)
            cg_cuf_kernel(cg, s);
        else
            stmt_body(cg, &s->body);
        break;
    case N_PRINT: case N_WRITE: case N_READ: case N_OPEN: case N_CLOSE: case N_INQUIRE:
    case N_REWIND: case N_BACKSPACE: case N_ENDFILE: case N_FLUSH: case N_WAIT:
        cg_io_stmt(cg, s);
        break;
    default:
        /* specification statements, FORMAT, DATA (folded by sema), directives */
        break;
    }
}
