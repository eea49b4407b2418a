/* submodule.c — F2008 submodules and separate module procedures, for a submodule in the
 * same file as its ancestor module.
 *
 * A submodule's scope is host-associated with its ancestor module, and each separate module
 * procedure it implements is the module's procedure (gfortran mangles it __mod_MOD_name).
 * parse_file gives sema exactly that by moving the submodule into its module: the
 * submodule's specification statements join the module's (made PRIVATE, so users of the
 * module do not see them), its procedures join the module's CONTAINS, and each
 * implementation replaces its interface body (MODULE PROCEDURE name takes the
 * interface's dummies, result and declarations). */
#include "parse.h"

#include <string.h>

static Node *find_module(NodeList *units, const char *name)
{
    for (int i = 0; i < units->len; i++) {
        Node *u = units->items[i];
        if (u && u->kind == N_MODULE && u->name && !strcmp(u->name, name))
            return u;
    }
    return NULL;
}

static void private_name(Node *acc, const char *name, Loc loc)
{
    if (!name)
        return;
    Node *e = mk(N_ENTITY, loc);
    e->name = name;
    nodelist_push(&acc->args, e);
}

/* The names a submodule's specification statement declares, into acc's list */
static void names_declared(Node *acc, Node *s)
{
    switch (s->kind) {
    case N_TYPE_DECL:
    case N_PROC_DECL:
        for (int i = 0; i < s->args.len; i++)
            private_name(acc, s->args.items[i]->name, s->args.items[i]->loc);
        break;
    case N_DERIVED_TYPE:
    case N_NAMELIST:
        private_name(acc, s->name, s->loc);
        break;
    case N_INTERFACE:
        if (s->name && !s->op_name)
            private_name(acc, s->name, s->loc);
        for (int i = 0; i < s->body.len; i++) {
            Node *b = s->body.items[i];
            if (b->kind == N_FUNCTION || b->kind == N_SUBROUTINE)
                private_name(acc, b->name, b->loc);
        }
        break;
    default:
        break;
    }
}

static void bind_one(Node *m, Node *c, bool in_submodule);

/* Does procedure c declare 'name' itself (a dummy, its result, a local)? Then its references
 * are to its own entity. */
static bool declares_locally(Node *c, const char *name)
{
    for (int i = 0; i < c->params.len; i++)
        if (c->params.items[i]->name && !strcmp(c->params.items[i]->name, name))
            return true;
    if ((c->result_name && !strcmp(c->result_name, name)) || (c->name && !strcmp(c->name, name)))
        return true;
    for (int i = 0; i < c->body.len; i++) {
        Node *s = c->body.items[i];
        for (int j = 0; s && s->kind == N_TYPE_DECL && j < s->args.len; j++)
            if (s->args.items[j]->name && !strcmp(s->args.items[j]->name, name))
                return true;
    }
    return false;
}

/* Renames the variable 'from' to 'to' in n: names in expressions and declarations, not
 * components, keywords, derived type definitions (their components) or USE statements. */
static void rename_refs(Node *n, const char *from, const char *to)
{
    if (!n || n->kind == N_DERIVED_TYPE || n->kind == N_USE)
        return;
    if ((n->kind == N_FUNCTION || n->kind == N_SUBROUTINE) && declares_locally(n, from))
        return;
    if ((n->kind == N_NAME || n->kind == N_ENTITY) && n->name && !strcmp(n->name, from))
        n->name = to;
    Node *kids[] = {n->lhs, n->rhs, n->cond, n->var, n->start, n->end, n->step, n->init, n->chevron, n->ts_len};
    for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
        rename_refs(kids[i], from, to);
    NodeList *lists[] = {&n->args, &n->opts, &n->dims, &n->body, &n->body2, &n->contains};
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++)
        for (int j = 0; j < lists[i]->len; j++)
            rename_refs(lists[i]->items[j], from, to);
}

/* A submodule's variable x that hides x of its module (or of a parent submodule) is the
 * module's variable x__s (s: the submodule) after the merge: the submodule's references,
 * and its descendants', are renamed. Renames of each submodule, for its descendants:
 * submodule name, from, to, in threes. */
static PtrVec renames;

static void rename_everywhere(Node *sm, const char *from, const char *to)
{
    for (int i = 0; i < sm->body.len; i++)
        rename_refs(sm->body.items[i], from, to);
    for (int i = 0; i < sm->contains.len; i++)
        rename_refs(sm->contains.items[i], from, to);
    vec_push(&renames, (void *)sm->name);
    vec_push(&renames, (void *)from);
    vec_push(&renames, (void *)to);
}

/* The renames of sm's parent submodule apply in sm (host association) */
static void inherit_renames(Node *sm)
{
    if (!sm->construct_name)
        return;
    int n = renames.len;
    for (int i = 0; i + 2 < n; i += 3)
        if (!strcmp(renames.data[i], sm->construct_name))
            rename_everywhere(sm, renames.data[i + 1], renames.data[i + 2]);
}

/* Module m read from m@p.smod (modfile.c): its variables x__p of parent submodule p */
void note_parent_renames(Node *m, const char *parent)
{
    size_t pl = strlen(parent);
    for (int i = 0; i < m->body.len; i++) {
        Node *s = m->body.items[i];
        for (int j = 0; s->kind == N_TYPE_DECL && j < s->args.len; j++) {
            const char *nm = s->args.items[j]->name;
            size_t l = nm ? strlen(nm) : 0;
            if (l > pl + 2 && !strcmp(nm + l - pl, parent) && nm[l - pl - 1] == '_' && nm[l - pl - 2] == '_') {
                vec_push(&renames, (void *)parent);
                vec_push(&renames, (void *)arena_printf(cu_arena, "%.*s", (int)(l - pl - 2), nm));
                vec_push(&renames, (void *)nm);
            }
        }
    }
}

/* Is module 'name' defined after unit 'after' in the file? */
static bool defined_later(NodeList *units, Node *after, const char *name)
{
    bool seen = false;
    for (int i = 0; i < units->len; i++) {
        Node *u = units->items[i];
        if (u == after)
            seen = true;
        else if (seen && u && u->kind == N_MODULE && u->name && !strcmp(u->name, name))
            return true;
    }
    return false;
}

/* Move submodule sm into module m. A USE of a module defined after m (which may USE m: the
 * reason for the submodule) goes into each of the submodule's procedures instead, and sema
 * declares those procedures after every unit (PF_LATE_DECLS). */
static void merge_into(NodeList *units, Node *m, Node *sm)
{
    NodeList late_uses = {0};
    for (int i = 0; i < sm->body.len; i++) {
        Node *s = sm->body.items[i];
        if (s->kind == N_USE && defined_later(units, m, s->name))
            nodelist_push(&late_uses, s);
    }
    inherit_renames(sm);
    Node *acc = mk(N_ATTR_STMT, sm->loc);
    acc->attrs = A_PRIVATE;
    int nuse = 0;
    while (nuse < m->body.len && m->body.items[nuse]->kind == N_USE)
        nuse++;
    NodeList body = {0};
    for (int i = 0; i < nuse; i++)
        nodelist_push(&body, m->body.items[i]);
    for (int i = 0; i < sm->body.len; i++) {
        Node *s = sm->body.items[i];
        bool late = false;
        for (int j = 0; j < late_uses.len; j++)
            late |= late_uses.items[j] == s;
        if (s->kind == N_USE && !late)
            nodelist_push(&body, s);
    }
    for (int i = nuse; i < m->body.len; i++)
        nodelist_push(&body, m->body.items[i]);
    Node *known = mk(N_ATTR_STMT, m->loc); /* the names the module (and merged submodules) declare */
    for (int i = 0; i < m->body.len; i++)
        names_declared(known, m->body.items[i]);
    for (int i = 0; i < m->contains.len; i++)
        private_name(known, m->contains.items[i]->name, m->contains.items[i]->loc);
    for (int i = 0; i < sm->body.len; i++) {
        Node *s = sm->body.items[i];
        /* the module's IMPLICIT rules stand for both */
        if (s->kind == N_USE || s->kind == N_IMPLICIT)
            continue;
        int first = acc->args.len;
        bool hides = false;
        names_declared(acc, s);
        for (int j = first; j < acc->args.len; j++)
            for (int k = 0; k < known->args.len; k++) {
                Node *a = acc->args.items[j], *b = known->args.items[k];
                if (strcmp(a->name, b->name))
                    continue;
                if (s->kind == N_TYPE_DECL) {
                    /* a variable: the module's x__s */
                    rename_everywhere(sm, a->name, arena_printf(cu_arena, "%s__%s", a->name, sm->name));
                    a->name = renames.data[renames.len - 1];
                    break;
                }
                hides = true;
                error_at(a->loc, "'%s' of submodule '%s' hides '%s' of module '%s' declared at line %d: not supported",
                         a->name, sm->name, b->name, m->name, b->loc.line);
            }
        if (hides)
            acc->args.len = first; /* dropped: the error says it */
        else
            nodelist_push(&body, s);
    }
    for (int i = 0; i < sm->contains.len; i++) {
        Node *c = sm->contains.items[i];
        if (!(c->prefix & PF_MODULE))
            private_name(acc, c->name, c->loc);
        bind_one(m, c, true);
        if (late_uses.len) {
            NodeList cb = {0};
            for (int j = 0; j < late_uses.len; j++)
                nodelist_push(&cb, late_uses.items[j]);
            for (int j = 0; j < c->body.len; j++)
                nodelist_push(&cb, c->body.items[j]);
            c->body = cb;
            c->prefix |= PF_LATE_DECLS;
        }
        for (int j = 0; j < c->body.len; j++)
            if (c->body.items[j]->kind == N_USE && defined_later(units, m, c->body.items[j]->name))
                c->prefix |= PF_LATE_DECLS;
        nodelist_push(&m->contains, c);
    }
    if (acc->args.len)
        nodelist_push(&body, acc);
    m->body = body;
    m->submodules = m->submodules ? arena_printf(cu_arena, "%s %s", m->submodules, sm->name) : sm->name;
}

static void list_remove(NodeList *l, int i)
{
    memmove(&l->items[i], &l->items[i + 1], (size_t)(l->len - i - 1) * sizeof l->items[0]);
    l->len--;
}

/* The separate module procedure interface 'name' in module m: its interface block in
 * *blk and its index in *idx */
static Node *find_interface(Node *m, const char *name, Node **blk, int *idx)
{
    for (int i = 0; i < m->body.len; i++) {
        Node *in = m->body.items[i];
        if (in->kind != N_INTERFACE)
            continue;
        for (int j = 0; j < in->body.len; j++) {
            Node *b = in->body.items[j];
            if ((b->kind == N_FUNCTION || b->kind == N_SUBROUTINE) && (b->prefix & PF_MODULE) && b->name &&
                !strcmp(b->name, name)) {
                *blk = in;
                *idx = j;
                return b;
            }
        }
    }
    return NULL;
}

static const char *kind_word(const Node *n) { return n->kind == N_FUNCTION ? "FUNCTION" : "SUBROUTINE"; }

/* Check the implementation's header against its interface (cheap characteristics) */
static void header_matches(Node *impl, Node *itf)
{
    if (impl->kind != itf->kind) {
        error_at(impl->loc, "'%s' is a %s here but a separate module %s in its interface at line %d",
                 impl->name, kind_word(impl), kind_word(itf), itf->loc.line);
        return;
    }
    if (impl->params.len != itf->params.len) {
        error_at(impl->loc, "'%s' has %d dummy arguments here but %d in its interface at line %d", impl->name,
                 impl->params.len, itf->params.len, itf->loc.line);
        return;
    }
    for (int i = 0; i < impl->params.len; i++) {
        Node *a = impl->params.items[i], *b = itf->params.items[i];
        const char *an = a->kind == N_NAME ? a->name : "*", *bn = b->kind == N_NAME ? b->name : "*";
        if (strcmp(an, bn)) {
            error_at(a->loc, "dummy argument %d of '%s' is '%s' here but '%s' in its interface at line %d", i + 1,
                     impl->name, an, bn, itf->loc.line);
            return;
        }
    }
}

/* Implementation c of a separate module procedure of module m replaces its interface body
 * (a generic interface keeps it as a MODULE PROCEDURE statement). A MODULE prefix without
 * an interface is an error in a submodule; gfortran takes it in the module's own CONTAINS
 * as an ordinary module procedure. */
static void bind_one(Node *m, Node *c, bool in_submodule)
{
    if (!(c->prefix & PF_MODULE) || !c->name)
        return;
    Node *blk;
    int idx;
    Node *itf = find_interface(m, c->name, &blk, &idx);
    if (!itf) {
        if (in_submodule || (c->prefix & PF_MODPROC))
            error_at(c->loc, "no separate module procedure interface '%s' in module '%s'", c->name, m->name);
        return;
    }
    if (c->prefix & PF_MODPROC) {
        /* MODULE PROCEDURE name: the interface's header and declarations */
        NodeList body = {0};
        for (int j = 0; j < itf->body.len; j++)
            if (itf->body.items[j]->kind != N_IMPORT)
                nodelist_push(&body, itf->body.items[j]);
        for (int j = 0; j < c->body.len; j++)
            nodelist_push(&body, c->body.items[j]);
        c->kind = itf->kind;
        c->params = itf->params;
        c->result_name = itf->result_name;
        c->ts = itf->ts;
        c->bind_name = itf->bind_name;
        c->cuda_attrs |= itf->cuda_attrs;
        c->prefix |= itf->prefix & (PF_RECURSIVE | PF_PURE | PF_ELEMENTAL | PF_IMPURE);
        c->body = body;
    } else {
        header_matches(c, itf);
    }
    /* replaced on a mismatch too: the error above says all there is */
    if (blk->name) {
        Node *mp = mk(N_MODULE_PROCEDURE, itf->loc);
        Node *n = mk(N_NAME, itf->loc);
        n->name = c->name;
        nodelist_push(&mp->args, n);
        blk->body.items[idx] = mp;
    } else {
        list_remove(&blk->body, idx);
    }
}

/* Submodule sm, whose ancestor m was read from a module file (fresh nodes), into m */
void merge_submodule_into(Node *m, Node *sm)
{
    NodeList units = {0};
    nodelist_push(&units, m);
    for (int j = 0; j < m->contains.len; j++)
        bind_one(m, m->contains.items[j], false);
    merge_into(&units, m, sm);
}

static int unit_index(NodeList *units, Node *u)
{
    for (int i = 0; i < units->len; i++)
        if (units->items[i] == u)
            return i;
    return -1;
}

/* Does unit u (or a procedure in it) USE a module defined in the file at or after index 'from'? */
static bool uses_from(NodeList *units, Node *u, int from)
{
    for (int i = 0; i < u->body.len; i++) {
        Node *s = u->body.items[i];
        Node *d = s->kind == N_USE ? find_module(units, s->name) : NULL;
        if (d && unit_index(units, d) >= from)
            return true;
    }
    for (int i = 0; i < u->contains.len; i++)
        if (uses_from(units, u->contains.items[i], from))
            return true;
    return false;
}

/* Do modules a and b declare a name in common? (A USE in the submodule hides the host's
 * entity there, which the merge into m cannot give; the USE in each procedure does.) */
static bool names_clash(Node *a, Node *b)
{
    Node *na = mk(N_ATTR_STMT, a->loc), *nb = mk(N_ATTR_STMT, b->loc);
    for (int i = 0; i < a->body.len; i++)
        names_declared(na, a->body.items[i]);
    for (int i = 0; i < a->contains.len; i++)
        private_name(na, a->contains.items[i]->name, a->loc);
    for (int i = 0; i < b->body.len; i++)
        names_declared(nb, b->body.items[i]);
    for (int i = 0; i < b->contains.len; i++)
        private_name(nb, b->contains.items[i]->name, b->loc);
    for (int i = 0; i < na->args.len; i++)
        for (int j = 0; j < nb->args.len; j++)
            if (!strcmp(na->args.items[i]->name, nb->args.items[j]->name))
                return true;
    return false;
}

/* A submodule of m that USEs a module x defined after m: x goes before m when it can (it
 * USEs no module from m on and declares none of m's names), so that the submodule's specification part, merged into m,
 * sees x's entities. Otherwise x may USE m: the submodule's procedures get the USE
 * (merge_into). */
static void hoist_later_uses(NodeList *units)
{
    for (int i = 0; i < units->len; i++) {
        Node *sm = units->items[i];
        Node *m = sm && sm->kind == N_SUBMODULE ? find_module(units, sm->text) : NULL;
        for (int j = 0; m && j < sm->body.len; j++) {
            Node *s = sm->body.items[j];
            Node *x = s->kind == N_USE ? find_module(units, s->name) : NULL;
            int mi = unit_index(units, m), xi = x ? unit_index(units, x) : -1;
            if (xi <= mi || xi > i || uses_from(units, x, mi) || names_clash(m, x))
                continue;
            memmove(&units->items[mi + 1], &units->items[mi], (size_t)(xi - mi) * sizeof units->items[0]);
            units->items[mi] = x;
        }
    }
}

void merge_submodules(TranslationUnit *tu)
{
    NodeList kept = {0};
    hoist_later_uses(&tu->units);
    for (int i = 0; i < tu->units.len; i++) {
        Node *u = tu->units.items[i];
        if (u && u->kind == N_MODULE)
            for (int j = 0; j < u->contains.len; j++)
                bind_one(u, u->contains.items[j], false);
    }
    for (int i = 0; i < tu->units.len; i++) {
        Node *u = tu->units.items[i];
        if (!u || u->kind != N_SUBMODULE) {
            nodelist_push(&kept, u);
            continue;
        }
        Node *m = find_module(&tu->units, u->text);
        if (!m && find_module(&tu->broken_units, u->text)) {
            nodelist_push(&tu->broken_units, u); /* its module has a syntax error */
            continue;
        }
        if (!m) {
            /* compiled apart from its module: sema merges it into the module's file (modfile.c) */
            nodelist_push(&kept, u);
            continue;
        }
        if (u->construct_name) {
            bool found = false;
            for (int j = 0; j < i; j++) {
                Node *s = tu->units.items[j];
                if (s && s->kind == N_SUBMODULE && s->name && !strcmp(s->name, u->construct_name) &&
                    !strcmp(s->text, u->text))
                    found = true;
            }
            if (!found) {
                error_at(u->loc, "no submodule '%s' of module '%s' before submodule '%s'", u->construct_name,
                         u->text, u->name);
                nodelist_push(&tu->broken_units, u);
                continue;
            }
        }
        merge_into(&tu->units, m, u);
    }
    tu->units = kept;
}
