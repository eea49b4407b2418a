/* diag.c — "file:line:col: error: message", the source line, a caret. */
#include "cuf90.h"

#include <string.h>

static int error_count;
bool diag_suppress_warnings;

int diag_error_count(void) { return error_count; }

static void print_source_line(Loc loc)
{
    if (!loc.file || !loc.file->text || loc.line <= 0)
        return;
    const char *p = loc.file->text;
    for (int l = 1; l < loc.line && *p; p++)
        if (*p == '\n')
            l++;
    const char *e = strchr(p, '\n');
    int n = e ? (int)(e - p) : (int)strlen(p);
    if (n > 0 && p[n - 1] == '\r')
        n--;
    fprintf(stderr, "%.*s\n", n, p);
    /* Keep tabs so the caret lines up under tab-indented source. */
    for (int i = 0; i < loc.col - 1 && i < n; i++)
        fputc(p[i] == '\t' ? '\t' : ' ', stderr);
    fputs("^\n", stderr);
}

static void vdiag(DiagLevel level, Loc loc, const char *fmt, va_list ap)
{
    static const char *const names[] = {"error", "warning", "note"};
    if (level == DIAG_WARNING && diag_suppress_warnings)
        return;
    if (level == DIAG_ERROR)
        error_count++;
    if (loc.file)
        fprintf(stderr, "%s:%d:%d: %s: ", loc.file->name, loc.line, loc.col, names[level]);
    else
        fprintf(stderr, "cuf90: %s: ", names[level]);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    print_source_line(loc);
}

void diag(DiagLevel level, Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vdiag(level, loc, fmt, ap);
    va_end(ap);
}

#define DIAG_FN(fn, level)                                                     \
    void fn(Loc loc, const char *fmt, ...)                                     \
    {                                                                          \
        va_list ap;                                                            \
        va_start(ap, fmt);                                                     \
        vdiag(level, loc, fmt, ap);                                            \
        va_end(ap);                                                            \
    }
DIAG_FN(error_at, DIAG_ERROR)
DIAG_FN(warning_at, DIAG_WARNING)
DIAG_FN(note_at, DIAG_NOTE)

void error_noloc(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vdiag(DIAG_ERROR, (Loc){0}, fmt, ap);
    va_end(ap);
}
