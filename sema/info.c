/* info.c — -Minfo: what the compiler does with the CUDA Fortran of each
 * host procedure, reported on stderr in nvfortran's layout (the procedure's
 * name, then "line, message" lines):
 *   - each !$cuf kernel do becomes a generated kernel: the loops it maps
 *     onto the grid, its launch configuration and reductions;
 *   - each assignment whose two sides are in different memory (host and
 *     device: the copies the compiler inserts, docs/cuda-rules.md) or that
 *     copies device memory to device memory;
 *   - each kernel launch.
 * Device procedures themselves are compiled for the GPU and not listed. */
#include "sema_impl.h"

#include <string.h>

typedef struct Info {
    const char *unit;       /* procedure being reported */
    bool header_done;
} Info;

static void info_line(Info *in, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void info_line(Info *in, Loc loc, const char *fmt, ...)
{
    if (!in->header_done) {
        fprintf(stderr, "%s:\n", in->unit);
        in->header_done = true;
    }
    fprintf(stderr, "%6d, ", loc.line);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

/* The source text of a line, blanks trimmed, for echoing a directive. */
static void source_line(Loc loc, char *out, size_t cap)
{
    out[0] = 0;
    if (!loc.file || !loc.file->text || loc.line < 1)
        return;
    const char *p = loc.file->text, *end = p + loc.file->len;
    for (int l = 1; l < loc.line && p < end; l++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl + 1 : end;
    }
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    const char *e = memchr(p, '\n', (size_t)(end - p));
    e = e ? e : end;
    while (e > p && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
        e--;
    snprintf(out, cap, "%.*s", (int)(e - p), p);
}

static MemSpace space_of(Symbol *s)
{
    s = sym_resolve(s);
    return s && s->kind == SYM_VARIABLE ? s->space : SPACE_HOST;
}

static bool on_device(MemSpace m)
{
    return m == SPACE_DEVICE || m == SPACE_CONSTANT || m == SPACE_TEXTURE;
}

/* Whether expression e reads device memory / host variables. */
static void reads(Node *e, bool *dev, bool *host)
{
    if (!e)
        return;
    if (e->kind == N_NAME && e->sym && sym_resolve(e->sym)->kind == SYM_VARIABLE) {
        if (on_device(space_of(e->sym)))
            *dev = true;
        else if (space_of(e->sym) != SPACE_MANAGED)
            *host = true;
    }
    reads(e->lhs, dev, host);
    reads(e->rhs, dev, host);
    for (int i = 0; i < e->args.len; i++)
        reads(e->args.items[i], dev, host);
}

static void info_assign(Info *in, Node *s)
{
    Symbol *l = expr_base_symbol(s->lhs);
    if (!l || !s->rhs)
        return;
    bool dev = false, host = false;
    reads(s->rhs, &dev, &host);
    bool ldev = on_device(space_of(l));
    if (ldev && host)
        info_line(in, s->loc, "Implicit copy of host data to the device into '%s'", l->name);
    else if (ldev && dev)
        info_line(in, s->loc, "Device-to-device copy into '%s'", l->name);
    else if (ldev && !host)
        info_line(in, s->loc, "Device data '%s' set from the host", l->name);
    else if (!ldev && dev)
        info_line(in, s->loc, "Implicit copy of device data to the host into '%s'", l->name);
}

static void info_cuf_kernel(Info *in, Node *s)
{
    char text[512];
    source_line(s->loc, text, sizeof text);
    int nest = s->nest > 0 ? s->nest : 1;
    info_line(in, s->loc, "CUDA kernel generated for %d loop%s", nest, nest > 1 ? "s" : "");
    fprintf(stderr, "%10d, %s\n", s->loc.line, text);
    for (int i = 0; i < s->args.len; i++) {
        Node *r = s->args.items[i];
        if (r && r->kind == N_KEYWORD)
            for (int j = 0; j < r->args.len; j++) {
                Node *v = r->args.items[j];
                if (v && v->kind == N_NAME)
                    fprintf(stderr, "%10d, Reduction of '%s' with '%s'\n", s->loc.line, v->name, r->name);
            }
    }
}

static void info_stmts(Info *in, NodeList *body);

static void info_stmt(Info *in, Node *s)
{
    if (!s)
        return;
    switch (s->kind) {
    case N_CUF_KERNEL:
        info_cuf_kernel(in, s);
        return; /* its body is the kernel */
    case N_ASSIGN:
        info_assign(in, s);
        return;
    case N_CALL:
        if (s->chevron && s->lhs && s->lhs->kind == N_NAME)
            info_line(in, s->loc, "Launch of kernel '%s'", s->lhs->name);
        return;
    default:
        break;
    }
    info_stmts(in, &s->body);
    for (int i = 0; i < s->args.len; i++) {
        Node *a = s->args.items[i];
        if (a && (a->kind == N_IF_BRANCH || a->kind == N_CASE || a->kind == N_WHERE_BRANCH))
            info_stmts(in, &a->body);
    }
}

static void info_stmts(Info *in, NodeList *body)
{
    for (int i = 0; i < body->len; i++)
        info_stmt(in, body->items[i]);
}

static void info_unit(Node *u)
{
    if (!u || (u->kind != N_PROGRAM && u->kind != N_SUBROUTINE && u->kind != N_FUNCTION &&
               u->kind != N_MODULE))
        return;
    bool device = u->sym && u->sym->proc && (u->sym->proc->cuda_attrs & (CA_DEVICE | CA_GLOBAL)) &&
                  !(u->sym->proc->cuda_attrs & CA_HOST);
    if (u->kind != N_MODULE && !device) {
        Info in = {u->name ? u->name : "main", false};
        info_stmts(&in, &u->body);
    }
    for (int i = 0; i < u->contains.len; i++)
        info_unit(u->contains.items[i]);
}

void sema_info(TranslationUnit *tu)
{
    if (!opts.info || opts.cuda == CUDA_MODE_OFF)
        return;
    for (int i = 0; i < tu->units.len; i++)
        info_unit(tu->units.items[i]);
}
