/* scope.c — scopes, symbol tables (open addressing by name), mangling. */
#include "sema_impl.h"

#include <stdlib.h>
#include <string.h>

const char *const space_name[] = {
    "host", "device", "managed", "constant", "shared", "pinned", "texture", "local",
};

static Type *default_implicit(int c)
{
    if (opts.implicit_none)
        return NULL; /* -fimplicit-none: as IMPLICIT NONE in every unit, an IMPLICIT statement still types its letters */
    return (c >= 'i' - 'a' && c <= 'n' - 'a') ? type_int(opts.default_int_kind)
                                               : type_real(opts.default_real_kind);
}

Scope *scope_new(ScopeKind kind, Scope *parent)
{
    Scope *s = NEW(Scope);
    s->kind = kind;
    s->parent = parent;
    for (int c = 0; c < 26; c++)
        s->implicit[c] = parent && kind != SCOPE_INTERFACE ? parent->implicit[c] : default_implicit(c);
    if (parent && kind != SCOPE_INTERFACE)
        s->implicit_none = parent->implicit_none;
    else
        s->implicit_none = opts.implicit_none;
    return s;
}

static unsigned hash_name(const char *s)
{
    unsigned h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

Symbol *scope_lookup_local(Scope *s, const char *name)
{
    if (!s || !s->table_cap)
        return NULL;
    unsigned mask = (unsigned)s->table_cap - 1;
    for (unsigned i = hash_name(name) & mask;; i = (i + 1) & mask) {
        Symbol *e = s->table[i];
        if (!e)
            return NULL;
        if (!strcmp(e->name, name))
            return e;
    }
}

Symbol *scope_lookup(Scope *s, const char *name)
{
    for (; s; s = s->parent) {
        Symbol *e = scope_lookup_local(s, name);
        if (e)
            return e;
    }
    return NULL;
}

static void table_insert(Scope *s, Symbol *sym)
{
    unsigned mask = (unsigned)s->table_cap - 1;
    unsigned i = hash_name(sym->name) & mask;
    while (s->table[i] && strcmp(s->table[i]->name, sym->name))
        i = (i + 1) & mask;
    if (!s->table[i])
        s->table_len++;
    s->table[i] = sym;
}

/* Adds a new symbol; the caller checks for duplicates first (a symbol with
 * the same name is replaced in the table but stays in 'symbols'). */
Symbol *scope_add(Scope *s, const char *name, SymKind kind, Loc loc)
{
    Symbol *sym = sym_new(name, kind, loc);
    sym->scope = s;
    if ((s->table_len + 1) * 2 > s->table_cap) {
        Symbol **old = s->table;
        int oldcap = s->table_cap;
        s->table_cap = oldcap ? oldcap * 2 : 16;
        s->table = calloc((size_t)s->table_cap, sizeof(Symbol *));
        s->table_len = 0;
        for (int i = 0; i < oldcap; i++)
            if (old[i])
                table_insert(s, old[i]);
        free(old);
    }
    table_insert(s, sym);
    vec_push(&s->symbols, sym);
    return sym;
}

Symbol *sym_new(const char *name, SymKind kind, Loc loc)
{
    Symbol *sym = NEW(Symbol);
    sym->name = name;
    sym->kind = kind;
    sym->loc = loc;
    return sym;
}

Symbol *sym_resolve(Symbol *s)
{
    while (s && s->use_of)
        s = s->use_of;
    return s;
}

Scope *unit_scope(Scope *s)
{
    while (s && s->kind == SCOPE_BLOCK)
        s = s->parent;
    return s;
}

Symbol *scope_owner_proc(Scope *s)
{
    for (; s; s = s->parent)
        if (s->owner && s->kind != SCOPE_BLOCK)
            return s->owner;
    return NULL;
}

/* Device context: the innermost subprogram carries attributes(device/global)
 * (internal procedures of device code are device code too). */
bool scope_in_device(Scope *s)
{
    for (; s; s = s->parent) {
        if (s->kind == SCOPE_BLOCK)
            continue;
        Symbol *o = s->owner;
        if (o && o->proc && (o->proc->cuda_attrs & (CA_DEVICE | CA_GLOBAL | CA_GRID_GLOBAL)))
            return !(o->proc->cuda_attrs & CA_HOST) || (o->proc->cuda_attrs & (CA_GLOBAL | CA_GRID_GLOBAL));
        if (s->kind == SCOPE_SUBPROGRAM || s->kind == SCOPE_INTERFACE)
            continue;
        return false;
    }
    return false;
}

const char *sym_kind_name(SymKind k)
{
    static const char *const names[] = {
        "unknown", "variable", "parameter", "procedure", "generic", "module",
        "program", "type", "component", "namelist", "common", "construct",
    };
    return names[k];
}

bool sym_is_external_proc(Symbol *s)
{
    /* a separate module procedure's interface (MODULE prefix) names the module's procedure */
    return s->kind == SYM_PROCEDURE && s->proc && !s->proc->is_module_proc && !(s->proc->prefix & PF_MODULE) &&
           !s->proc->is_internal &&
           !s->proc->is_intrinsic && !s->proc->is_dummy_proc && !(s->attrs & A_POINTER) && !s->stmt_func;
}

/* An external procedure's or COMMON block's linker name: gfortran's
 * name_, or name__ for a name with an underscore under -fsecond-underscore
 * (-ff2c), or the bare name under -fno-underscoring. */
const char *sym_external_name(const char *name)
{
    if (opts.underscoring == 0)
        return name;
    if (opts.underscoring == 2 && strchr(name, '_'))
        return arena_printf(cu_arena, "%s__", name);
    return arena_printf(cu_arena, "%s_", name);
}

const char *sym_mangle(Symbol *s)
{
    s = sym_resolve(s);
    if (!s)
        return "";
    /* NAME=" ": BIND(C) without a binding label (frontend/parse.c) */
    if (s->proc && s->proc->bind_name && strcmp(s->proc->bind_name, " "))
        return s->proc->bind_name[0] ? s->proc->bind_name : s->name;
    if (s->kind == SYM_VARIABLE && s->bind_name && strcmp(s->bind_name, " "))
        return s->bind_name[0] ? s->bind_name : s->name;
    if (s->kind == SYM_PROGRAM)
        return "MAIN__";
    if (s->kind == SYM_COMMON)
        return s->name[0] ? sym_external_name(s->name) : "__BLNK__";
    if (s->module && (s->kind == SYM_VARIABLE || s->kind == SYM_PROCEDURE || s->kind == SYM_PARAMETER) &&
        !sym_is_external_proc(s))
        return arena_printf(cu_arena, "__%s_MOD_%s", s->module, s->name);
    if (s->kind == SYM_PROCEDURE && s->proc && s->proc->is_internal)
        return s->name;
    return sym_external_name(s->name);
}
