/* info.c — -Minfo: what the compiler does with the CUDA Fortran of each
 * host procedure, reported on stderr in nvfortran's layout (the procedure's
 * name, then "line, message" lines):
 *   - each !$cuf kernel do becomes a generated kernel: the loops it maps
 *     onto the grid, its launch configuration and reductions;
 *   - each assignment whose two sides are in different memory (host and
 *     device: the copies the compiler inserts, docs/cuda-rules.md) or that
 *     copies device memory to device memory;
 *   - each kernel launch;
 *   - what the optimizer did with loops (codegen/info_llvm.cpp passes LLVM's
 *     loop remarks to info_loop_note).
 * The lines are collected and printed by info_flush once the source is
 * compiled, each procedure's in line order, the procedures in source order
 * (a loop's line belongs to the procedure whose first line is the last one
 * before it: Fortran procedures do not interleave). Device procedures'
 * statements are compiled for the GPU and not listed. */
#include "sema_impl.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct Info {
    int unit;               /* index in info_units of the procedure being reported */
} Info;

/* The procedures of the source (programs, subprograms, module procedures,
 * internal procedures), by their first line. */
typedef struct InfoUnit {
    const char *name;
    int line;
} InfoUnit;

/* One reported line; cont: a detail of the line before it (indented). */
typedef struct InfoNote {
    int unit, line, seq;
    bool cont;
    char *text;
} InfoNote;

/* The DO constructs of the source: their first line and the last line of
 * their body. LLVM places a loop's remark at a statement of its body;
 * nvfortran names the DO line. */
typedef struct InfoLoop {
    int first, last;
} InfoLoop;

static InfoLoop *info_loops;
static int n_info_loops, cap_info_loops;
static InfoUnit *info_units;
static int n_info_units, cap_info_units;
static InfoNote *info_notes;
static int n_info_notes, cap_info_notes;

static void note_add(int unit, int line, bool cont, const char *text)
{
    if (n_info_notes == cap_info_notes) {
        cap_info_notes = cap_info_notes ? 2 * cap_info_notes : 64;
        info_notes = realloc(info_notes, (size_t)cap_info_notes * sizeof *info_notes);
    }
    info_notes[n_info_notes] = (InfoNote){unit, line, n_info_notes, cont, strdup(text)};
    n_info_notes++;
}

static void info_line(Info *in, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void info_line(Info *in, Loc loc, const char *fmt, ...)
{
    char text[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    note_add(in->unit, loc.line, false, text);
}

static void info_detail(Info *in, Loc loc, const char *text) { note_add(in->unit, loc.line, true, text); }

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
    info_detail(in, s->loc, text);
    for (int i = 0; i < s->args.len; i++) {
        Node *r = s->args.items[i];
        if (r && r->kind == N_KEYWORD)
            for (int j = 0; j < r->args.len; j++) {
                Node *v = r->args.items[j];
                if (v && v->kind == N_NAME) {
                    snprintf(text, sizeof text, "Reduction of '%s' with '%s'", v->name, r->name);
                    info_detail(in, s->loc, text);
                }
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

/* The last source line of statement s and what it contains. */
static int last_line(Node *s)
{
    int last = s->loc.line;
    for (int i = 0; i < s->body.len; i++)
        if (s->body.items[i]) {
            int l = last_line(s->body.items[i]);
            last = l > last ? l : last;
        }
    for (int i = 0; i < s->args.len; i++) {
        Node *a = s->args.items[i];
        if (a && (a->kind == N_IF_BRANCH || a->kind == N_CASE || a->kind == N_WHERE_BRANCH)) {
            int l = last_line(a);
            last = l > last ? l : last;
        }
    }
    return last;
}

static void record_loops(NodeList *body)
{
    for (int i = 0; i < body->len; i++) {
        Node *s = body->items[i];
        if (!s)
            continue;
        if (s->kind == N_DO || s->kind == N_DO_WHILE || s->kind == N_DO_CONCURRENT) {
            if (n_info_loops == cap_info_loops) {
                cap_info_loops = cap_info_loops ? 2 * cap_info_loops : 32;
                info_loops = realloc(info_loops, (size_t)cap_info_loops * sizeof *info_loops);
            }
            info_loops[n_info_loops++] = (InfoLoop){s->loc.line, last_line(s)};
        }
        record_loops(&s->body);
        for (int j = 0; j < s->args.len; j++) {
            Node *a = s->args.items[j];
            if (a && (a->kind == N_IF_BRANCH || a->kind == N_CASE || a->kind == N_WHERE_BRANCH))
                record_loops(&a->body);
        }
    }
}

static void info_unit(Node *u)
{
    if (!u || (u->kind != N_PROGRAM && u->kind != N_SUBROUTINE && u->kind != N_FUNCTION &&
               u->kind != N_MODULE))
        return;
    bool device = u->sym && u->sym->proc && (u->sym->proc->cuda_attrs & (CA_DEVICE | CA_GLOBAL)) &&
                  !(u->sym->proc->cuda_attrs & CA_HOST);
    if (u->kind != N_MODULE) {
        if (n_info_units == cap_info_units) {
            cap_info_units = cap_info_units ? 2 * cap_info_units : 16;
            info_units = realloc(info_units, (size_t)cap_info_units * sizeof *info_units);
        }
        info_units[n_info_units] = (InfoUnit){u->name ? u->name : "main", u->loc.line};
        Info in = {n_info_units++};
        record_loops(&u->body);
        if (!device && opts.cuda != CUDA_MODE_OFF)
            info_stmts(&in, &u->body);
    }
    for (int i = 0; i < u->contains.len; i++)
        info_unit(u->contains.items[i]);
}

void sema_info(TranslationUnit *tu)
{
    if (!opts.info)
        return;
    for (int i = 0; i < tu->units.len; i++)
        info_unit(tu->units.items[i]);
}

void info_loop_note(int line, const char *text)
{
    /* the innermost DO whose body holds the line */
    int loop = -1;
    for (int i = 0; i < n_info_loops; i++)
        if (info_loops[i].first <= line && line <= info_loops[i].last &&
            (loop < 0 || info_loops[i].first >= info_loops[loop].first))
            loop = i;
    if (loop >= 0)
        line = info_loops[loop].first;
    int best = -1;
    for (int i = 0; i < n_info_units; i++)
        if (info_units[i].line <= line && (best < 0 || info_units[i].line >= info_units[best].line))
            best = i;
    if (best >= 0)
        note_add(best, line, false, text);
}

static int note_order(const void *pa, const void *pb)
{
    const InfoNote *a = pa, *b = pb;
    int ua = info_units[a->unit].line, ub = info_units[b->unit].line;
    if (ua != ub)
        return ua < ub ? -1 : 1;
    if (a->unit != b->unit)
        return a->unit < b->unit ? -1 : 1;
    /* a detail stays under its line, whatever else is reported there */
    if (a->line != b->line)
        return a->line < b->line ? -1 : 1;
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

void info_flush(void)
{
    if (n_info_notes) /* (qsort of a null array is undefined, even of none) */
        qsort(info_notes, (size_t)n_info_notes, sizeof *info_notes, note_order);
    int unit = -1;
    for (int i = 0; i < n_info_notes; i++) {
        InfoNote *n = &info_notes[i];
        /* a loop inlined into another procedure and transformed there
         * the same way is one line */
        bool repeated = false;
        bool not_vec = !strncmp(n->text, "Loop not vectorized", 19);
        for (int j = i - 1; !n->cont && j >= 0 && info_notes[j].unit == n->unit && info_notes[j].line == n->line; j--)
            repeated = repeated || !strcmp(info_notes[j].text, n->text) ||
                       /* one reason a loop is not vectorized is enough */
                       (not_vec && !strncmp(info_notes[j].text, "Loop not vectorized", 19));
        if (repeated)
            continue;
        if (n->unit != unit) {
            fprintf(stderr, "%s:\n", info_units[n->unit].name);
            unit = n->unit;
        }
        fprintf(stderr, n->cont ? "%10d, %s\n" : "%6d, %s\n", n->line, n->text);
    }
    for (int i = 0; i < n_info_notes; i++)
        free(info_notes[i].text);
    n_info_notes = 0;
    n_info_units = 0;
    n_info_loops = 0;
}
