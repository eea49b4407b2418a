/* ast_dump.c — --dump-ast: one node per line, indented by depth:
 *   [role: ]kind [key fields] <line:col>
 * Children that are not statements are prefixed with their role (lhs:,
 * args:, ...); statement lists (body, contains) are not.  Deterministic. */
#include "cuf90.h"

#include <string.h>

static const char *const op_names[] = {
    [TK_PLUS] = "+", [TK_MINUS] = "-", [TK_STAR] = "*", [TK_SLASH] = "/", [TK_POW] = "**",
    [TK_CONCAT] = "//", [TK_EQ] = "==", [TK_NE] = "/=", [TK_LT] = "<", [TK_LE] = "<=",
    [TK_GT] = ">", [TK_GE] = ">=", [TK_AND] = ".and.", [TK_OR] = ".or.", [TK_NOT] = ".not.",
    [TK_EQV] = ".eqv.", [TK_NEQV] = ".neqv.", [TK_DEFOP] = "defop",
};

static const struct {
    unsigned bit;
    const char *name;
} attr_names[] = {
    {A_ALLOCATABLE, "allocatable"}, {A_POINTER, "pointer"},   {A_TARGET, "target"},
    {A_OPTIONAL, "optional"},       {A_VALUE, "value"},       {A_SAVE, "save"}, {A_AUTOMATIC, "automatic"},
    {A_PARAMETER, "parameter"},     {A_EXTERNAL, "external"}, {A_INTRINSIC, "intrinsic"},
    {A_PUBLIC, "public"},           {A_PRIVATE, "private"},   {A_DIMENSION, "dimension"},
    {A_CONTIGUOUS, "contiguous"},   {A_PROTECTED, "protected"}, {A_VOLATILE, "volatile"},
    {A_ASYNCHRONOUS, "asynchronous"}, {A_BIND_C, "bind(c)"},  {A_INTENT, "intent"},
    {A_DEVICE, "device"},           {A_MANAGED, "managed"},   {A_CONSTANT, "constant"},
    {A_SHARED, "shared"},           {A_PINNED, "pinned"},     {A_TEXTURE, "texture"},
};

static const char *const ts_names[] = {
    [TS_NONE] = "none", [TS_INTEGER] = "integer", [TS_REAL] = "real",
    [TS_DOUBLE_PRECISION] = "doubleprecision", [TS_COMPLEX] = "complex",
    [TS_DOUBLE_COMPLEX] = "doublecomplex", [TS_LOGICAL] = "logical", [TS_CHARACTER] = "character",
    [TS_TYPE] = "type", [TS_CLASS] = "class",
};

static const char *const dim_names[] = {
    [DIM_EXPLICIT] = "explicit", [DIM_ASSUMED_SHAPE] = "assumed-shape", [DIM_ASSUMED_RANK] = "assumed-rank",
    [DIM_DEFERRED] = "deferred", [DIM_ASSUMED_SIZE] = "assumed-size",
};

static void dump(Node *n, FILE *out, int depth, const char *role);

static void indent(FILE *out, int depth)
{
    for (int i = 0; i < depth; i++)
        fputs("  ", out);
}

static void dump_str(FILE *out, const char *s, int n)
{
    fputc('"', out);
    for (int i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c < 32 || c >= 127)
            fprintf(out, "\\x%02x", c);
        else
            fputc(c, out);
    }
    fputc('"', out);
}

static void dump_list(NodeList *l, FILE *out, int depth, const char *role)
{
    for (int i = 0; i < l->len; i++)
        dump(l->items[i], out, depth, role);
}

static void dump_ts(TypeSpec *ts, FILE *out, int depth)
{
    if (!ts || ts->kind == TS_NONE)
        return;
    indent(out, depth);
    fprintf(out, "ts: %s", ts_names[ts->kind]);
    if (ts->type_name)
        fprintf(out, " name=%s", ts->type_name);
    static const char *const lens[] = {"", " len=expr", " len=*", " len=:"};
    fputs(lens[ts->len_kind], out);
    fprintf(out, " <%d:%d>\n", ts->loc.line, ts->loc.col);
    if (ts->kind_expr)
        dump(ts->kind_expr, out, depth + 1, "kind");
    if (ts->len_expr)
        dump(ts->len_expr, out, depth + 1, "len");
}

static void dump(Node *n, FILE *out, int depth, const char *role)
{
    indent(out, depth);
    if (!n) {
        fprintf(out, "%s%s(null)\n", role ? role : "", role ? ": " : "");
        return;
    }
    if (role)
        fprintf(out, "%s: ", role);
    fputs(node_name[n->kind], out);
    if (n->label)
        fprintf(out, " label=%d", n->label);
    if (n->construct_name)
        fprintf(out, " construct=%s", n->construct_name);
    if (n->name)
        fprintf(out, " %s", n->name);
    if (n->kind == N_CHAR_LIT) {
        fputc(' ', out);
        dump_str(out, n->text, n->str_len);
    } else if (n->text) {
        fprintf(out, " text=%s", n->text);
    }
    if (n->op_name)
        fprintf(out, " op=%s", n->op_name);
    if ((n->kind == N_BINARY || n->kind == N_UNARY) && n->op >= 0 && n->op < TK__COUNT && op_names[n->op])
        fprintf(out, " %s", op_names[n->op]);
    if (n->kind == N_LOGICAL_LIT)
        fputs(n->bool_val ? " .true." : " .false.", out);
    if (n->kind == N_BOZ_LIT)
        fprintf(out, " base=%d", n->boz_base);
    if (n->is_double)
        fputs(" double", out);
    if (n->kind == N_DIM)
        fprintf(out, " %s", dim_names[n->dim_kind]);
    if (n->is_range)
        fputs(" range", out);
    if (n->implicit_none)
        fputs(" none", out);
    if (n->only_list)
        fputs(" only", out);
    if (n->is_abstract)
        fputs(" abstract", out);
    if (n->is_sequence)
        fputs(" sequence", out);
    if (n->ptr_init)
        fputs(" ptr-init", out);
    if (n->result_name)
        fprintf(out, " result=%s", n->result_name);
    if (n->bind_name)
        fprintf(out, " bind=\"%s\"", n->bind_name);
    if (n->do_label)
        fprintf(out, " do-label=%d", n->do_label);
    if (n->kind == N_CUF_KERNEL)
        fprintf(out, " nest=%d", n->nest);
    if (n->kind == N_OMP)
        fprintf(out, " \"%s\"", omp_dir_words[n->op]);
    if (n->kind == N_OMP_CLAUSE)
        fprintf(out, " %s", omp_clause_names[n->op]);
    for (size_t i = 0; i < sizeof attr_names / sizeof attr_names[0]; i++)
        if (n->attrs & attr_names[i].bit)
            fprintf(out, " %s", attr_names[i].name);
    if (n->intent)
        fprintf(out, " intent=%s", n->intent == INTENT_IN ? "in" : n->intent == INTENT_OUT ? "out" : "inout");
    if (n->prefix & PF_RECURSIVE) fputs(" recursive", out);
    if (n->prefix & PF_PURE) fputs(" pure", out);
    if (n->prefix & PF_ELEMENTAL) fputs(" elemental", out);
    if (n->prefix & PF_IMPURE) fputs(" impure", out);
    if (n->prefix & PF_MODULE) fputs(" module", out);
    if (n->cuda_attrs & CA_HOST) fputs(" attributes(host)", out);
    if (n->cuda_attrs & CA_DEVICE) fputs(" attributes(device)", out);
    if (n->cuda_attrs & CA_GLOBAL) fputs(" attributes(global)", out);
    if (n->cuda_attrs & CA_GRID_GLOBAL) fputs(" attributes(grid_global)", out);
    fprintf(out, " <%d:%d>\n", n->loc.line, n->loc.col);

    int d = depth + 1;
    dump_ts(n->ts, out, d);
    if (n->kind_expr)
        dump(n->kind_expr, out, d, "kind");
    dump_list(&n->params, out, d, "param");
    if (n->var)
        dump(n->var, out, d, "var");
    if (n->start)
        dump(n->start, out, d, "start");
    if (n->end)
        dump(n->end, out, d, "end");
    if (n->step)
        dump(n->step, out, d, "step");
    if (n->cond)
        dump(n->cond, out, d, "cond");
    if (n->lhs)
        dump(n->lhs, out, d, "lhs");
    if (n->rhs)
        dump(n->rhs, out, d, "rhs");
    dump_list(&n->dims, out, d, "dim");
    if (n->ts_len)
        dump(n->ts_len, out, d, "len");
    if (n->init)
        dump(n->init, out, d, "init");
    if (n->chevron)
        dump(n->chevron, out, d, "chevron");
    dump_list(&n->opts, out, d, "opt");
    dump_list(&n->args, out, d, "arg");
    dump_list(&n->body2, out, d, "value");
    dump_list(&n->body, out, d, NULL);
    if (n->contains.len) {
        indent(out, d);
        fputs("contains\n", out);
        dump_list(&n->contains, out, d + 1, NULL);
    }
}

void ast_dump(Node *root, FILE *out) { dump(root, out, 0, NULL); }
