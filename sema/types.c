/* types.c — Type instances, names for messages, sizes, derived-type layout. */
#include "sema_impl.h"

Type *type_new(TypeKind k, int kind)
{
    Type *t = NEW(Type);
    t->kind = k;
    t->kind_param = kind;
    return t;
}

/* Canonical instances indexed by kind bytes (0..16). */
static Type *canon[TY_ERROR + 1][17];

static Type *canonical(TypeKind k, int kind)
{
    if (kind < 0 || kind > 16)
        return type_new(k, kind);
    if (!canon[k][kind]) {
        canon[k][kind] = type_new(k, kind);
        if (k == TY_CHARACTER) {
            canon[k][kind]->len = 1;
        }
    }
    return canon[k][kind];
}

/* The kinds cuf90 has, gfortran's on x86-64: INTEGER/LOGICAL 1, 2, 4, 8, 16;
 * REAL/COMPLEX 4, 8, 10 (x87 extended), 16 (IEEE quad); CHARACTER 1 and 4; and
 * nvfortran's REAL(2), IEEE half precision (no COMPLEX(2), as in nvfortran). */
bool type_kind_valid(TypeKind tk, int64_t k)
{
    switch (tk) {
    case TY_INTEGER: case TY_LOGICAL: return k == 1 || k == 2 || k == 4 || k == 8 || k == 16;
    case TY_REAL: return k == 2 || k == 4 || k == 8 || k == 10 || k == 16;
    case TY_COMPLEX: return k == 4 || k == 8 || k == 10 || k == 16;
    case TY_CHARACTER: return k == 1 || k == 4;
    default: return false;
    }
}

/* gfortran's -freal-4-real-N, -freal-8-real-N and -finteger-4-integer-8: a
 * kind written in the source (a KIND= or *N of a declaration, a literal's
 * _k) is replaced; an intrinsic's KIND= argument is not (as in gfortran). The defaults were replaced
 * once by the driver, so this is applied only to kinds the source names;
 * applying it twice would undo a swap (-freal-4-real-8 -freal-8-real-4). */
int64_t type_promoted_kind(TypeKind tk, int64_t k)
{
    if ((tk == TY_REAL || tk == TY_COMPLEX) && k == 4 && opts.real4_kind)
        return opts.real4_kind;
    if ((tk == TY_REAL || tk == TY_COMPLEX) && k == 8 && opts.real8_kind)
        return opts.real8_kind;
    if (tk == TY_INTEGER && k == 4 && opts.int4_kind)
        return opts.int4_kind;
    return k;
}

Type *type_int(int kind) { return canonical(TY_INTEGER, kind); }
Type *type_real(int kind) { return canonical(TY_REAL, kind); }
Type *type_complex(int kind) { return canonical(TY_COMPLEX, kind); }
Type *type_logical(int kind) { return canonical(TY_LOGICAL, kind); }
Type *type_void(void) { return canonical(TY_VOID, 0); }

Type *type_assumed(void)
{
    static Type star = {.kind = TY_INTEGER, .kind_param = 4};
    return &star;
}
Type *type_error(void) { return canonical(TY_ERROR, 0); }

Type *type_char(int64_t len) { return type_char_k(len, 1); }

Type *type_char_k(int64_t len, int kind)
{
    if (len == 1)
        return canonical(TY_CHARACTER, kind);
    Type *t = type_new(TY_CHARACTER, kind);
    t->len = len < 0 ? 0 : len;
    return t;
}

Type *type_derived(DerivedType *dt)
{
    Type *t = type_new(TY_DERIVED, 0);
    t->derived = dt;
    return t;
}

bool type_equal(const Type *a, const Type *b)
{
    if (!a || !b)
        return false;
    if (a->kind != b->kind)
        return false;
    if (a->kind == TY_DERIVED)
        return a->derived == b->derived ||
               (a->derived && b->derived && !strcmp(a->derived->name, b->derived->name) &&
                ((a->derived->module && b->derived->module && !strcmp(a->derived->module, b->derived->module)) ||
                 (a->derived->is_sequence && b->derived->is_sequence)));
    if (a->kind == TY_CHARACTER)
        return char_kind(a) == char_kind(b); /* lengths differ freely */
    return a->kind_param == b->kind_param;
}

bool type_is_numeric(const Type *t)
{
    return t && (t->kind == TY_INTEGER || t->kind == TY_REAL || t->kind == TY_COMPLEX);
}

/* Fortran 10.1.5.2.1: the result of a numeric intrinsic operation. */
Type *type_arith_result(Type *a, Type *b)
{
    if (!type_is_numeric(a) || !type_is_numeric(b))
        return NULL;
    if (a->kind == b->kind)
        return a->kind_param >= b->kind_param ? a : b;
    if (a->kind == TY_COMPLEX || b->kind == TY_COMPLEX) {
        Type *c = a->kind == TY_COMPLEX ? a : b, *o = a->kind == TY_COMPLEX ? b : a;
        if (o->kind == TY_REAL && o->kind_param > c->kind_param)
            return type_complex(o->kind_param);
        return c;
    }
    return a->kind == TY_REAL ? a : b; /* integer op real */
}

const char *type_name(const Type *t)
{
    if (!t)
        return "untyped";
    switch (t->kind) {
    case TY_INTEGER: return arena_printf(cu_arena, "INTEGER(%d)", t->kind_param);
    case TY_REAL: return arena_printf(cu_arena, "REAL(%d)", t->kind_param);
    case TY_COMPLEX: return arena_printf(cu_arena, "COMPLEX(%d)", t->kind_param);
    case TY_LOGICAL: return arena_printf(cu_arena, "LOGICAL(%d)", t->kind_param);
    case TY_CHARACTER: {
        const char *k = char_kind(t) != 1 ? arena_printf(cu_arena, ",KIND=%d", t->kind_param) : "";
        switch (t->len_kind) {
        case LEN_ASSUMED: return arena_printf(cu_arena, "CHARACTER(*%s)", k);
        case LEN_DEFERRED: return arena_printf(cu_arena, "CHARACTER(:%s)", k);
        case LEN_EXPR: return arena_printf(cu_arena, "CHARACTER(%s%s)", expr_to_fortran(t->len_expr), k);
        default: return arena_printf(cu_arena, "CHARACTER(%lld%s)", (long long)t->len, k);
        }
    }
    case TY_DERIVED:
        return arena_printf(cu_arena, "%s(%s)", t->polymorphic ? "CLASS" : "TYPE", t->derived ? t->derived->name : "?");
    case TY_VOID: return "no type";
    case TY_TYPELESS: return "BOZ";
    case TY_ERROR: return "error";
    }
    return "?";
}

/* Bytes of a gfortran descriptor of 'rank' dimensions (rt/cuf90rt.h). */
static int64_t desc_size(int rank) { return 40 + 24 * (int64_t)rank; }

int64_t type_size(const Type *t)
{
    if (!t)
        return -1;
    switch (t->kind) {
    case TY_INTEGER: case TY_LOGICAL: return t->kind_param;
    case TY_REAL: return t->kind_param == 10 ? 16 : t->kind_param; /* x87 extended: 16 bytes as in gfortran */
    case TY_COMPLEX: return 2 * (t->kind_param == 10 ? 16 : (int64_t)t->kind_param);
    case TY_CHARACTER: return t->len_kind == LEN_NONE ? t->len * char_kind(t) : -1;
    case TY_DERIVED: return t->derived ? t->derived->size : -1;
    default: return -1;
    }
}

int64_t type_align(const Type *t)
{
    switch (t->kind) {
    case TY_INTEGER: case TY_LOGICAL: return t->kind_param;
    case TY_REAL: case TY_COMPLEX: return t->kind_param == 10 ? 16 : t->kind_param;
    case TY_CHARACTER: return char_kind(t);
    case TY_DERIVED: return t->derived && t->derived->align ? t->derived->align : 1;
    default: return 1;
    }
}

bool type_deferred_char(const Symbol *s)
{
    return s && s->type && s->type->kind == TY_CHARACTER && s->type->len_kind == LEN_DEFERRED &&
           (s->attrs & (A_ALLOCATABLE | A_POINTER));
}

static bool dt_has_hidden_len(DerivedType *dt)
{
    for (int i = 0; i < dt->components.len; i++)
        if (type_deferred_char(dt->components.data[i]))
            return true;
    return false;
}

/* gfortran appends the i64 length of each deferred-length CHARACTER
 * component after all components, in component order; returns the end. */
int64_t derived_hidden_lengths(DerivedType *dt, int64_t off)
{
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        if (!type_deferred_char(c))
            continue;
        off = (off + 7) / 8 * 8;
        c->comp_len_offset = off;
        off += 8;
    }
    return off;
}

/* Storage size and alignment of component c. */
static void component_storage(DerivedType *dt, Symbol *c, int64_t *size_out, int64_t *al_out)
{
    int64_t size, al;
    if (c->attrs & (A_ALLOCATABLE | A_POINTER)) {
        /* a CLASS component is gfortran's container: a scalar one the pair
         * (data, vtable), an array one the descriptor and then the vtable
         * (docs/codegen.md) */
        bool cls = c->type && c->type->polymorphic;
        size = c->shape ? desc_size(c->shape->rank) + (cls ? 8 : 0) : cls ? 16 : 8;
        al = 8;
    } else {
        size = c->type ? type_size(c->type) : 0;
        al = c->type ? type_align(c->type) : 1;
        if (size < 0)
            size = 0;
        if (c->shape && c->shape->constant)
            for (int d = 0; d < c->shape->rank; d++) {
                int64_t ext = c->shape->hi_val[d] - c->shape->lo_val[d] + 1;
                size *= ext > 0 ? ext : 0;
            }
    }
    if (dt->is_sequence && !dt->is_bind_c)
        al = 1 > al ? 1 : al;
    *size_out = size;
    *al_out = al;
}

static int64_t round_up(int64_t n, int64_t al) { return (n + al - 1) / al * al; }

/* The components the declarations in body declare, laid out from off as
 * gfortran lays out a STRUCTURE: in order at their alignment; a UNION at
 * the largest alignment of its MAPs, each MAP from the UNION's start, the
 * UNION as large as its largest MAP.  Returns the end; *align grows. */
static int64_t structure_items(DerivedType *dt, NodeList *body, int64_t off, int64_t *align)
{
    for (int i = 0; i < body->len; i++) {
        Node *n = body->items[i];
        if (!n)
            continue;
        if (n->kind == N_UNION) {
            int64_t ual = 1, usize = 0;
            for (int m = 0; m < n->body.len; m++) {
                int64_t mal = 1, msize = structure_items(dt, &n->body.items[m]->body, 0, &mal);
                msize = round_up(msize, mal);
                usize = msize > usize ? msize : usize;
                ual = mal > ual ? mal : ual;
            }
            off = round_up(off, ual);
            for (int m = 0; m < n->body.len; m++) {
                int64_t mal = 1;
                structure_items(dt, &n->body.items[m]->body, off, &mal);
            }
            off += round_up(usize, ual);
            *align = ual > *align ? ual : *align;
            dt->has_union = true;
            continue;
        }
        NodeList *ents = n->kind == N_TYPE_DECL ? &n->args : n->kind == N_DERIVED_TYPE ? &n->args : NULL;
        for (int j = 0; ents && j < ents->len; j++) {
            Symbol *c = ents->items[j] && ents->items[j]->name ? scope_lookup_local(dt->scope, ents->items[j]->name) : NULL;
            if (!c || c->kind != SYM_COMPONENT)
                continue;
            int64_t size, al;
            component_storage(dt, c, &size, &al);
            off = round_up(off, al);
            c->comp_offset = off;
            off += size;
            *align = al > *align ? al : *align;
        }
    }
    return off;
}

void structure_layout(DerivedType *dt, Node *def)
{
    for (int i = 0; i < dt->components.len; i++)
        ((Symbol *)dt->components.data[i])->comp_index = i;
    int64_t align = 1, off = structure_items(dt, &def->body, 0, &align);
    dt->align = align;
    dt->size = round_up(off, align);
}

/* C-compatible layout (what gfortran does for all derived types): each
 * component at its natural alignment; allocatable and pointer arrays are
 * descriptors, scalar allocatables/pointers are addresses. */
void derived_layout(DerivedType *dt)
{
    int64_t off = 0, align = 1;
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        int64_t size, al;
        component_storage(dt, c, &size, &al);
        off = (off + al - 1) / al * al;
        c->comp_offset = off;
        c->comp_index = i;
        off += size;
        if (al > align)
            align = al;
    }
    off = derived_hidden_lengths(dt, off);
    if (dt_has_hidden_len(dt) && align < 8)
        align = 8;
    dt->align = align;
    dt->size = (off + align - 1) / align * align;
}
