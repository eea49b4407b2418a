/* warnings.c — gfortran's most useful -Wall warnings, off by default:
 * unused variables and dummy arguments (-Wunused-variable,
 * -Wunused-dummy-argument) and implicit conversions that may change a value
 * (-Wconversion). Tabs (-Wtabs) are the lexer's (frontend/lex.c). */
#include "sema_impl.h"

#include <math.h>

static bool numeric(const Type *t)
{
    return t && (t->kind == TY_INTEGER || t->kind == TY_REAL || t->kind == TY_COMPLEX);
}

/* Does converting the constant 'c' to 'to' change its value? */
static bool constant_changes(const ConstVal *c, const Type *to)
{
    const Type *from = c->type;
    if (c->rank)
        return false;
    double v = from->kind == TY_COMPLEX ? c->c.re : from->kind == TY_REAL ? c->r : (double)c->i;
    if (from->kind == TY_COMPLEX && to->kind != TY_COMPLEX && c->c.im != 0)
        return true;
    if (to->kind == TY_INTEGER && from->kind != TY_INTEGER)
        return v != trunc(v);
    if (to->kind == TY_INTEGER && from->kind == TY_INTEGER && to->kind_param < from->kind_param) {
        __int128 max = ((__int128)1 << (8 * to->kind_param - 1)) - 1;
        return c->i > max || c->i < -max - 1;
    }
    if (to->kind != TY_INTEGER && from->kind != TY_INTEGER && to->kind_param == 4 && from->kind_param == 8)
        return (double)(float)v != v;
    return false;
}

/* -Wconversion: the value 'r' is converted to 'to' implicitly (assignment,
 * initializer). gfortran's rules: a constant warns when its value changes;
 * other values when the kind shrinks, or REAL/COMPLEX become INTEGER, or
 * COMPLEX becomes REAL. */
void sema_warn_conversion(const Node *r, const Type *to)
{
    const Type *from = r ? r->type : NULL;
    if (!opts.warn_conversion || !numeric(from) || !numeric(to))
        return;
    if (r->cval) {
        if (constant_changes(r->cval, to))
            warning_at(r->loc, "Change of value in conversion from %s to %s.", type_name((Type *)from),
                       type_name((Type *)to));
        return;
    }
    bool possible = (from->kind == to->kind && to->kind_param < from->kind_param) ||
                    (to->kind == TY_INTEGER && from->kind != TY_INTEGER) ||
                    (to->kind == TY_REAL && from->kind == TY_COMPLEX) ||
                    (to->kind != TY_INTEGER && from->kind != TY_INTEGER && to->kind_param < from->kind_param);
    if (possible)
        warning_at(r->loc, "Possible change of value in conversion from %s to %s.", type_name((Type *)from),
                   type_name((Type *)to));
}

/* -Wunused-variable, -Wunused-dummy-argument: the variables of a program
 * unit or procedure that nothing references (module variables may be used
 * by other files; COMMON members and results are not reported, as gfortran;
 * nor are the predefined threadidx, blockidx, blockdim and griddim of device
 * subprograms, which the user never declared). */
void sema_warn_unused(Node *unit)
{
    if (!opts.warn_unused || !unit || !unit->scope || unit->kind == N_MODULE || unit->kind == N_BLOCK_DATA)
        return;
    Scope *sc = unit->scope;
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        if (s->kind != SYM_VARIABLE || s->use_of || s->used || s->host_assoc || s->is_result || s->common ||
            s->implicit_type || s->cuda_builtin || s->scope != sc)
            continue;
        if (s->is_dummy)
            warning_at(s->loc, "Unused dummy argument '%s'.", s->name);
        else
            warning_at(s->loc, "Unused variable '%s'.", s->name);
    }
}
