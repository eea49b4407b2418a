/* sema.c — the pipeline of semantic analysis over a translation unit:
 * global names, declarations of every unit (phase A: all interfaces known),
 * executable parts (phase B), module files. */
#include "sema_impl.h"

#include <stdlib.h>

SemaState S;

/* A local variable that a bare SAVE statement or -fno-automatic makes
 * SAVEd: not a dummy, result, COMMON member, named constant, Cray pointee
 * or USE-associated entity, and of a size known at compile time (automatic
 * arrays and CHARACTER of a length computed at entry stay on the stack, as
 * in gfortran). */
static bool implicitly_savable(const Symbol *s)
{
    if (s->kind != SYM_VARIABLE || s->use_of || s->is_dummy || s->is_result || s->common || s->cray_pointer || s->assoc ||
        s->cuda_builtin || (s->attrs & (A_PARAMETER | A_SAVE | A_AUTOMATIC)) || s->space != SPACE_HOST)
        return false;
    if (s->shape && s->shape->kind == DIM_EXPLICIT && !s->shape->constant)
        return false;
    if (s->type && s->type->kind == TY_CHARACTER && s->type->len_kind == LEN_EXPR)
        return false;
    return true;
}

/* The SAVE attribute of a bare SAVE statement reaches the variables that
 * implicit typing created in the executable part; with -fno-automatic
 * (-Msave) every local of a procedure is SAVEd, except in RECURSIVE and
 * device procedures (gfortran: -fno-automatic overrides -frecursive and
 * the recursion -fopenmp implies). After the statements were checked, so
 * the checks see the variables as declared. */
static bool no_automatic_in(Symbol *owner)
{
    if (!opts.no_automatic || !owner)
        return false;
    if (owner->kind == SYM_PROGRAM)
        return true;
    ProcInfo *p = owner->kind == SYM_PROCEDURE ? owner->proc : NULL;
    return p && !(p->prefix & PF_RECURSIVE) && !(p->cuda_attrs & (CA_DEVICE | CA_GLOBAL | CA_GRID_GLOBAL));
}

/* The locals of a BLOCK construct under -fno-automatic (gfortran SAVEs
 * them as the procedure's own). */
void sema_save_block_locals(Scope *bs)
{
    if (!no_automatic_in(scope_owner_proc(bs)))
        return;
    for (int i = 0; i < bs->symbols.len; i++) {
        Symbol *s = bs->symbols.data[i];
        if (implicitly_savable(s))
            s->attrs |= A_SAVE;
    }
}

static void save_locals(Node *unit)
{
    Scope *sc = unit->scope;
    bool all = (unit->kind == N_SUBROUTINE || unit->kind == N_FUNCTION) && no_automatic_in(unit->sym);
    if (!all && !sc->default_save)
        return;
    if (unit->kind == N_PROGRAM || unit->kind == N_MODULE)
        return; /* static storage already */
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        if (implicitly_savable(s))
            s->attrs |= A_SAVE;
    }
}

/* Executable part of a unit, then of its contained procedures (the host's
 * implicit variables exist before its internal procedures are checked). */
void sema_unit_body(Node *unit)
{
    if (!unit || !unit->scope)
        return;
    SemaState saved = S;
    S.scope = unit->scope;
    S.proc = unit->sym;
    S.constructs = NULL;
    S.labels = (PtrVec){0};
    stmt_collect_labels(&unit->body);
    stmt_list(&unit->body);
    free(S.labels.data);
    /* variables created by implicit typing in the executable part */
    for (int i = 0; i < unit->scope->symbols.len; i++) {
        Symbol *s = unit->scope->symbols.data[i];
        if (s->kind == SYM_VARIABLE && !s->use_of)
            s->space = decl_default_space(s);
    }
    save_locals(unit);
    for (int i = 0; i < unit->contains.len; i++)
        sema_unit_body(unit->contains.items[i]);
    sema_warn_unused(unit);
    Scope *g = S.global;
    PtrVec mods = S.modules;
    S = saved;
    S.global = g;
    S.modules = mods;
}

/* Submodules whose module is in another file (frontend/submodule.c kept them): each becomes
 * its module, read from the module file, with the submodule merged in; a descendant of
 * such a submodule in this file merges into the same module. */
static void submodules_apart(TranslationUnit *tu)
{
    NodeList done = {0}; /* the submodules merged, and their modules, in pairs */
    for (int i = 0; i < tu->units.len; i++) {
        Node *u = tu->units.items[i];
        if (!u || u->kind != N_SUBMODULE)
            continue;
        Node *m = NULL;
        for (int j = 0; j + 1 < done.len; j += 2)
            if (done.items[j + 1] && !strcmp(done.items[j]->text, u->text) &&
                (!u->construct_name || !strcmp(done.items[j]->name, u->construct_name)))
                m = done.items[j + 1];
        if (m) {
            merge_submodule_into(m, u);
            tu->units.items[i] = NULL;
            nodelist_push(&done, u);
            nodelist_push(&done, m);
            continue;
        }
        m = modfile_submodule_host(u);
        tu->units.items[i] = m;
        nodelist_push(&done, u);
        nodelist_push(&done, m);
    }
    int n = 0;
    for (int i = 0; i < tu->units.len; i++)
        if (tu->units.items[i])
            tu->units.items[n++] = tu->units.items[i];
    tu->units.len = n;
}

bool sema_run(TranslationUnit *tu)
{
    int errors_before = diag_error_count();
    if (!S.global)
        S.global = scope_new(SCOPE_GLOBAL, NULL);
    S.scope = S.global;
    submodules_apart(tu);
    /* phase A in file order: a module is complete before later units USE it,
     * and calls to procedures defined later find their interfaces in phase B */
    for (int i = 0; i < tu->units.len; i++) {
        Node *u = tu->units.items[i];
        if (!u || u->kind == N_ERROR_STMT)
            continue;
        if (u->kind != N_PROGRAM && u->kind != N_MODULE && u->kind != N_SUBROUTINE && u->kind != N_FUNCTION &&
            u->kind != N_BLOCK_DATA) {
            error_at(u->loc, "Statement outside a program unit.");
            continue;
        }
        sema_unit_decls(u, NULL);
        if (diag_too_many())
            return false;
    }
    sema_late_decls();
    for (int i = 0; i < tu->units.len; i++) {
        Node *u = tu->units.items[i];
        if (u && u->scope)
            sema_unit_body(u);
    }
    expr_check_late_procs();
    if (diag_error_count() != errors_before) {
        /* the CUDA rules still get checked, so that one error sema finds
         * does not hide the others; not on the lines sema reported */
        if (opts.cuda != CUDA_MODE_OFF && !diag_too_many()) {
            diag_one_error_per_line = true;
            sema_check_cuda(tu);
            diag_one_error_per_line = false;
        }
        return false;
    }
    if (opts.cuda != CUDA_MODE_OFF && !sema_check_cuda(tu))
        return false;
    sema_info(tu);
    if (!opts.dump_symbols && !opts.syntax_only) {
        const char *dir = opts.module_dir ? opts.module_dir : ".";
        for (int i = 0; i < tu->units.len; i++) {
            Node *u = tu->units.items[i];
            if (u && u->kind == N_MODULE && u->sym && !modfile_write(u->sym, dir))
                return false;
        }
    }
    return diag_error_count() == errors_before;
}
