/* dump.c — --dump-symbols: every scope of the unit, each symbol in
 * declaration order with kind, type, shape, attributes and memory space;
 * deterministic (no addresses, no hash order). */
#include "sema_impl.h"

static const char *intent_name[] = {"", "in", "out", "inout"};

/* Bounds print as plain numbers when constant, else as Fortran. */
static char *bound_str(Node *b)
{
    int64_t v;
    if (node_const_int(b, &v))
        return arena_printf(cu_arena, "%lld", (long long)v);
    return expr_to_fortran(b);
}

static char *shape_str(ArraySpec *as)
{
    char *s = "dimension(";
    for (int d = 0; d < as->rank; d++) {
        const char *sep = d ? "," : "";
        if (as->kind == DIM_DEFERRED || (as->kind == DIM_ASSUMED_SHAPE && !as->lower[d]))
            s = arena_printf(cu_arena, "%s%s:", s, sep);
        else if (as->kind == DIM_ASSUMED_SHAPE)
            s = arena_printf(cu_arena, "%s%s%s:", s, sep, bound_str(as->lower[d]));
        else if (as->kind == DIM_ASSUMED_SIZE && d == as->rank - 1 && !as->upper[d])
            s = arena_printf(cu_arena, "%s%s%s*", s, sep, as->lower[d] ? arena_printf(cu_arena, "%s:", bound_str(as->lower[d])) : "");
        else if (as->constant)
            s = as->lo_val[d] == 1 ? arena_printf(cu_arena, "%s%s%lld", s, sep, (long long)as->hi_val[d])
                                   : arena_printf(cu_arena, "%s%s%lld:%lld", s, sep, (long long)as->lo_val[d],
                                                  (long long)as->hi_val[d]);
        else
            s = arena_printf(cu_arena, "%s%s%s%s", s, sep,
                             as->lower[d] ? arena_printf(cu_arena, "%s:", bound_str(as->lower[d])) : "",
                             as->upper[d] ? bound_str(as->upper[d]) : "*");
    }
    return arena_printf(cu_arena, "%s)", s);
}

static void attrs_out(FILE *out, unsigned a)
{
    static const struct { unsigned bit; const char *name; } names[] = {
        {A_ALLOCATABLE, "allocatable"}, {A_POINTER, "pointer"}, {A_TARGET, "target"},
        {A_OPTIONAL, "optional"}, {A_VALUE, "value"}, {A_SAVE, "save"}, {A_AUTOMATIC, "automatic"}, {A_EXTERNAL, "external"},
        {A_INTRINSIC, "intrinsic"}, {A_PUBLIC, "public"}, {A_PRIVATE, "private"},
        {A_CONTIGUOUS, "contiguous"}, {A_PROTECTED, "protected"}, {A_VOLATILE, "volatile"},
        {A_ASYNCHRONOUS, "asynchronous"}, {A_BIND_C, "bind(c)"}, {A_DEVICE, "device"},
        {A_MANAGED, "managed"}, {A_CONSTANT, "constant"}, {A_SHARED, "shared"}, {A_PINNED, "pinned"},
        {A_TEXTURE, "texture"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (a & names[i].bit)
            fprintf(out, " %s", names[i].name);
}

static void cuda_attrs_out(FILE *out, unsigned ca)
{
    if (!ca)
        return;
    fputs(" attributes(", out);
    const char *sep = "";
    if (ca & CA_HOST) fprintf(out, "%shost", sep), sep = ",";
    if (ca & CA_DEVICE) fprintf(out, "%sdevice", sep), sep = ",";
    if (ca & CA_GLOBAL) fprintf(out, "%sglobal", sep), sep = ",";
    if (ca & CA_GRID_GLOBAL) fprintf(out, "%sgrid_global", sep), sep = ",";
    fputc(')', out);
}

static void symbol_out(FILE *out, Symbol *s, const char *indent)
{
    fprintf(out, "%s%s: ", indent, s->name);
    if (s->use_of) {
        Symbol *o = sym_resolve(s);
        fprintf(out, "use-associated %s from module '%s'", sym_kind_name(o->kind),
                o->module ? o->module : (o->derived && o->derived->module ? o->derived->module : "?"));
        if (strcmp(o->name, s->name))
            fprintf(out, " (%s)", o->name);
        fputc('\n', out);
        return;
    }
    fputs(sym_kind_name(s->kind), out);
    switch (s->kind) {
    case SYM_VARIABLE: case SYM_PARAMETER: case SYM_COMPONENT:
        fprintf(out, " %s", type_name(s->type));
        if (s->shape)
            fprintf(out, " %s", shape_str(s->shape));
        attrs_out(out, s->attrs & ~A_DIMENSION);
        if (s->intent)
            fprintf(out, " intent(%s)", intent_name[s->intent]);
        if (s->is_dummy)
            fprintf(out, " dummy(%d)", s->dummy_index + 1);
        if (s->is_result)
            fputs(" result", out);
        if (s->implicit_type)
            fputs(" implicit", out);
        if (s->cuda_builtin)
            fputs(" builtin", out);
        if (s->common)
            fprintf(out, " common%s", s->common->name);
        if (s->kind == SYM_COMPONENT)
            fprintf(out, " offset=%lld", (long long)s->comp_offset);
        else if (s->kind == SYM_VARIABLE)
            fprintf(out, " space=%s", space_name[s->space]);
        if (s->cval)
            fprintf(out, " = %s", cv_format(s->cval));
        break;
    case SYM_PROCEDURE: {
        ProcInfo *p = s->proc;
        if (!p)
            break;
        if (p->is_intrinsic)
            fputs(" intrinsic", out);
        else if (p->is_function || (s->type && s->type->kind != TY_VOID))
            fprintf(out, " function %s", type_name(s->type));
        else if (p->has_explicit_iface)
            fputs(" subroutine", out);
        if (p->is_module_proc) fputs(" module", out);
        if (p->is_internal) fputs(" internal", out);
        if (p->is_dummy_proc) fputs(" dummy", out);
        if (!p->has_explicit_iface && !p->is_intrinsic) fputs(" implicit-interface", out);
        if (p->prefix & PF_PURE) fputs(" pure", out);
        if (p->prefix & PF_ELEMENTAL) fputs(" elemental", out);
        if (p->prefix & PF_RECURSIVE) fputs(" recursive", out);
        cuda_attrs_out(out, p->cuda_attrs);
        attrs_out(out, s->attrs & (A_PUBLIC | A_PRIVATE | A_POINTER | A_EXTERNAL));
        if (p->has_explicit_iface && !p->is_intrinsic) {
            fputs(" (", out);
            for (int i = 0; i < p->dummies.len; i++) {
                Symbol *d = p->dummies.data[i];
                fprintf(out, "%s%s", i ? ", " : "", d ? d->name : "*");
            }
            fputc(')', out);
        }
        if (p->result && p->result->name && strcmp(p->result->name, s->name))
            fprintf(out, " result(%s)", p->result->name);
        if (p->bind_name)
            fprintf(out, " bind(c, name=\"%s\")", p->bind_name[0] ? p->bind_name : s->name);
        if (s->stmt_func)
            fprintf(out, " statement function at line %d (expanded inline)", s->stmt_func->loc.line);
        else
            fprintf(out, " -> %s", sym_mangle(s));
        break;
    }
    case SYM_GENERIC:
        fputs(" (", out);
        for (int i = 0; s->generic && i < s->generic->specifics.len; i++)
            fprintf(out, "%s%s", i ? ", " : "", ((Symbol *)s->generic->specifics.data[i])->name);
        fputc(')', out);
        attrs_out(out, s->attrs & (A_PUBLIC | A_PRIVATE));
        break;
    case SYM_DERIVED_TYPE:
        if (s->derived)
            fprintf(out, " size=%lld align=%lld%s%s", (long long)s->derived->size, (long long)s->derived->align,
                    s->derived->is_sequence ? " sequence" : "", s->derived->is_bind_c ? " bind(c)" : "");
        if (s->derived && s->derived->parent)
            fprintf(out, " extends(%s)", s->derived->parent->name);
        attrs_out(out, s->attrs & (A_PUBLIC | A_PRIVATE));
        break;
    case SYM_NAMELIST: case SYM_COMMON:
        fputs(" (", out);
        for (int i = 0; i < s->members.len; i++)
            fprintf(out, "%s%s", i ? ", " : "", ((Symbol *)s->members.data[i])->name);
        fputc(')', out);
        break;
    default:
        break;
    }
    fputc('\n', out);
    if (s->kind == SYM_DERIVED_TYPE && s->derived) {
        char *ind = arena_printf(cu_arena, "%s    ", indent);
        for (int i = 0; i < s->derived->components.len; i++)
            symbol_out(out, s->derived->components.data[i], ind);
    }
}

static void scope_out(FILE *out, Scope *sc, const char *what, const char *name)
{
    fprintf(out, "%s %s\n", what, name ? name : "");
    if (sc->implicit_none)
        fputs("  implicit none\n", out);
    if (sc->default_private)
        fputs("  private\n", out);
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        if (scope_lookup_local(sc, s->name) != s)
            continue;
        symbol_out(out, s, "  ");
    }
}

static void blocks_out(FILE *out, NodeList *body, const char *prefix);

static void stmt_blocks(FILE *out, Node *s, const char *prefix)
{
    if (!s)
        return;
    if (s->kind == N_BLOCK && s->scope) {
        const char *nm = arena_printf(cu_arena, "%s/block%s%s", prefix, s->construct_name ? ":" : "",
                                      s->construct_name ? s->construct_name : "");
        scope_out(out, s->scope, "block", nm);
        blocks_out(out, &s->body, nm);
        return;
    }
    if (s->kind == N_IF || s->kind == N_SELECT_CASE || s->kind == N_WHERE)
        for (int i = 0; i < s->args.len; i++)
            if (s->args.items[i])
                blocks_out(out, &s->args.items[i]->body, prefix);
    blocks_out(out, &s->body, prefix);
}

static void blocks_out(FILE *out, NodeList *body, const char *prefix)
{
    for (int i = 0; i < body->len; i++)
        if (body->items[i] && body->items[i]->kind != N_DERIVED_TYPE && body->items[i]->kind != N_INTERFACE)
            stmt_blocks(out, body->items[i], prefix);
}

static void unit_out(FILE *out, Node *u, const char *prefix)
{
    if (!u || !u->scope)
        return;
    const char *kind = u->kind == N_PROGRAM ? "program" : u->kind == N_MODULE ? "module"
                     : u->kind == N_SUBROUTINE ? "subroutine" : u->kind == N_FUNCTION ? "function" : "block-data";
    const char *nm = prefix ? arena_printf(cu_arena, "%s/%s", prefix, u->name ? u->name : "")
                            : (u->name ? u->name : "");
    scope_out(out, u->scope, u->scope->kind == SCOPE_INTERFACE ? "interface" : kind, nm);
    blocks_out(out, &u->body, nm);
    for (int i = 0; i < u->body.len; i++) {
        Node *s = u->body.items[i];
        if (s && s->kind == N_INTERFACE)
            for (int j = 0; j < s->body.len; j++) {
                Node *b = s->body.items[j];
                if (b && (b->kind == N_SUBROUTINE || b->kind == N_FUNCTION) && b->scope)
                    unit_out(out, b, nm);
            }
    }
    for (int i = 0; i < u->contains.len; i++)
        unit_out(out, u->contains.items[i], nm);
}

void sema_dump_symbols(TranslationUnit *tu, FILE *out)
{
    for (int i = 0; i < tu->units.len; i++)
        unit_out(out, tu->units.items[i], NULL);
}
