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

void merge_submodules(TranslationUnit *tu)
{
    NodeList kept = {0};
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
            error_at(u->loc,
                     "the ancestor module '%s' of submodule '%s' must be in the same file (a submodule compiled "
                     "apart from its module is not supported)",
                     u->text, u->name);
            nodelist_push(&tu->broken_units, u);
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
