/* diag.c — "file:line:col: error: message", the source line, a caret. */
#include "cuf90.h"

#include <stdlib.h>
#include <string.h>

static int error_count;
bool diag_suppress_warnings;
int diag_max_errors = DIAG_DEFAULT_MAX_ERRORS;
bool diag_one_error_per_line;

/* The lines that have an error, for diag_one_error_per_line. */
static struct { const void *file; int line; } *error_lines;
static int n_error_lines, cap_error_lines;

static bool line_has_error(Loc loc)
{
    for (int i = 0; i < n_error_lines; i++)
        if (error_lines[i].file == (const void *)loc.file && error_lines[i].line == loc.line)
            return true;
    return false;
}

static void note_error_line(Loc loc)
{
    if (!loc.file || line_has_error(loc))
        return;
    if (n_error_lines == cap_error_lines) {
        int cap = cap_error_lines ? 2 * cap_error_lines : 64;
        void *p = realloc(error_lines, (size_t)cap * sizeof *error_lines);
        if (!p)
            return;
        error_lines = p;
        cap_error_lines = cap;
    }
    error_lines[n_error_lines].file = loc.file;
    error_lines[n_error_lines++].line = loc.line;
}

int diag_error_count(void) { return error_count; }

bool diag_too_many(void) { return diag_max_errors > 0 && error_count >= diag_max_errors; }

void diag_report_cap(const char *file)
{
    static bool reported;
    if (reported)
        return;
    reported = true;
    fprintf(stderr, "cuf90: error: too many errors (%d, the -fmax-errors=N limit); the rest of '%s' is not checked\n",
            diag_max_errors, file ? file : "the input");
}

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

/* The last error or warning reported, to drop an identical one at the same
 * place: checks that run per element or per instance of the same source
 * construct (a DATA object of n elements, a statement visited twice) would
 * otherwise print the same line n times. Notes after a dropped one go too. */
static struct {
    DiagLevel level;
    Loc loc;
    char text[512];
    bool dropped;
} last;

static bool repeats_last(DiagLevel level, Loc loc, const char *fmt, va_list ap)
{
    if (level == DIAG_NOTE)
        return last.dropped;
    char text[sizeof last.text];
    va_list aq;
    va_copy(aq, ap);
    vsnprintf(text, sizeof text, fmt, aq);
    va_end(aq);
    bool same = loc.file && last.level == level && last.loc.file == loc.file && last.loc.line == loc.line &&
                last.loc.col == loc.col && !strcmp(last.text, text);
    last.level = level;
    last.loc = loc;
    memcpy(last.text, text, sizeof text);
    last.dropped = same;
    return same;
}

static void vdiag(DiagLevel level, Loc loc, const char *fmt, va_list ap)
{
    static const char *const names[] = {"error", "warning", "note"};
    if (level == DIAG_WARNING && diag_suppress_warnings)
        return;
    if (repeats_last(level, loc, fmt, ap)) {
        if (level == DIAG_ERROR)
            error_count++; /* still an error for the phase that found it again */
        return;
    }
    if (diag_too_many()) {
        /* past the cap nothing more is reported: a binary file gives a short report */
        if (level == DIAG_ERROR) {
            error_count++;
            diag_report_cap(loc.file ? loc.file->name : NULL);
        }
        return;
    }
    if (level == DIAG_ERROR) {
        if (diag_one_error_per_line && loc.file && line_has_error(loc))
            return;
        note_error_line(loc);
        error_count++;
    }
    if (loc.file)
        fprintf(stderr, "%s:%d:%d: %s: ", loc.file->name, loc.line, loc.col, names[level]);
    else
        fprintf(stderr, "cuf90: %s: ", names[level]);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    print_source_line(loc);
    /* scripts/fuzz: an internal error is a finding, reported to the fuzzer as a crash */
    if (level == DIAG_ERROR && !strncmp(fmt, "internal", 8) && getenv("CUF90_ABORT_ON_INTERNAL"))
        abort();
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
