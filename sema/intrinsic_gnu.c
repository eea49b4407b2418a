/* intrinsic_gnu.c — the GNU library procedures (FTELL, STAT, CHMOD, ETIME,
 * ...): libgfortran's entries of their function and subroutine forms, as
 * gfortran 12's front end calls them (gfortran -fdump-tree-original), and
 * the checks of their actual arguments. codegen/intrinsics_gnu.c lowers a
 * call from the same codes (sema.h, GnuProc). */
#include "sema_impl.h"

#include <string.h>

static const GnuProc procs[] = {
    {INTR_FTELL, "unit,offset", "_gfortran_ftell", "i", 'I', "_gfortran_ftell_i8_sub", "iO"},
    {INTR_FSEEK, "unit,offset,whence,status", NULL, NULL, 0, "_gfortran_fseek_sub", "ijio?"},
    {INTR_MALLOC, "size", "malloc", "p", 'P', NULL, NULL},
    {INTR_FREE, "ptr", NULL, NULL, 0, "free", "q"},
    {INTR_SECNDS, "x", "_gfortran_secnds", "R", 'r', NULL, NULL},
    {INTR_STAT, "name,values,status", "_gfortran_stat_i4", "ca", 'i', "_gfortran_stat_i4_sub", "cao?"},
    {INTR_LSTAT, "name,values,status", "_gfortran_lstat_i4", "ca", 'i', "_gfortran_lstat_i4_sub", "cao?"},
    {INTR_FSTAT, "unit,values,status", "_gfortran_fstat_i4", "ia", 'i', "_gfortran_fstat_i4_sub", "iao?"},
    {INTR_RANDOM_INIT, "repeatable,image_distinct", NULL, NULL, 0, "_gfortran_random_init", "bbz"},
    {INTR_CHMOD, "name,mode,status", "_gfortran_chmod_func", "cc", 'i', "_gfortran_chmod_i4_sub", "cco?"},
    {INTR_GETUID, "", "_gfortran_getuid", "", 'i', NULL, NULL},
    {INTR_GETGID, "", "_gfortran_getgid", "", 'i', NULL, NULL},
    {INTR_GETPID, "", "_gfortran_getpid", "", 'i', NULL, NULL},
    {INTR_ACCESS, "name,mode", "_gfortran_access_func", "cc", 'i', NULL, NULL},
    {INTR_FPUTC, "unit,c,status", "_gfortran_fputc", "ic", 'i', "_gfortran_fputc_i4_sub", "ico?"},
    {INTR_FGETC, "unit,c,status", "_gfortran_fgetc", "iC", 'i', "_gfortran_fgetc_i4_sub", "iCo?"},
    {INTR_FPUT, "c,status", "_gfortran_fput", "c", 'i', "_gfortran_fput_i4_sub", "co?"},
    {INTR_FGET, "c,status", "_gfortran_fget", "C", 'i', "_gfortran_fget_i4_sub", "Co?"},
    {INTR_LTIME, "time,values", NULL, NULL, 0, "_gfortran_ltime_i4", "ia"},
    {INTR_GMTIME, "time,values", NULL, NULL, 0, "_gfortran_gmtime_i4", "ia"},
    {INTR_ITIME, "values", NULL, NULL, 0, "_gfortran_itime_i4", "a"},
    {INTR_IDATE, "values", NULL, NULL, 0, "_gfortran_idate_i4", "a"},
    {INTR_LINK, "path1,path2,status", "_gfortran_link_i4", "cc", 'i', "_gfortran_link_i4_sub", "cco?"},
    {INTR_SYMLNK, "path1,path2,status", "_gfortran_symlnk_i4", "cc", 'i', "_gfortran_symlnk_i4_sub", "cco?"},
    {INTR_RENAME, "path1,path2,status", "_gfortran_rename_i4", "cc", 'i', "_gfortran_rename_i4_sub", "cco?"},
    {INTR_UNLINK, "path,status", "_gfortran_unlink", "c", 'i', "_gfortran_unlink_i4_sub", "co?"},
    {INTR_CHDIR, "name,status", "_gfortran_chdir_i4", "c", 'i', "_gfortran_chdir_i4_sub", "co?"},
    {INTR_RAND, "flag", "_gfortran_rand", "i?", 'r', NULL, NULL},
    {INTR_IRAND, "flag", "_gfortran_irand", "i?", 'i', NULL, NULL},
    {INTR_SRAND, "seed", NULL, NULL, 0, "_gfortran_srand", "i"},
    {INTR_MCLOCK, "", "_gfortran_mclock", "", 'i', NULL, NULL},
    {INTR_MCLOCK8, "", "_gfortran_mclock8", "", 'I', NULL, NULL},
    {INTR_KILL, "pid,sig,status", "_gfortran_kill", "vv", 'i', "_gfortran_kill_sub", "vvo?"},
    {INTR_GETCWD, "c,status", "_gfortran_getcwd", "C", 'i', "_gfortran_getcwd_i4_sub", "Co?"},
    {INTR_HOSTNM, "c,status", "_gfortran_hostnm", "C", 'i', "_gfortran_hostnm_i4_sub", "Co?"},
    {INTR_SYSTEM, "command,status", "_gfortran_system", "c", 'i', "_gfortran_system_sub", "co?"},
    {INTR_ETIME, "values,time", "_gfortran_etime", "A", 'r', "_gfortran_etime_sub", "Ar"},
    {INTR_DTIME, "values,time", "_gfortran_dtime", "A", 'r', "_gfortran_dtime_sub", "Ar"},
    {INTR_CTIME, "time,result", NULL, NULL, 0, "_gfortran_ctime_sub", "jC"},
    {INTR_FDATE, "date", NULL, NULL, 0, "_gfortran_fdate_sub", "C"},
    {INTR_SECOND, "time", "_gfortran_second", "", 'r', "_gfortran_second_sub", "r"},
    {INTR_UMASK, "mask,old", "_gfortran_umask_i4", "i", 'i', "_gfortran_umask_i4_sub", "io?"},
    {INTR_ISATTY, "unit", "_gfortran_isatty_l4", "i", 'l', NULL, NULL},
    {INTR_TTYNAM, "unit,name", NULL, NULL, 0, "_gfortran_ttynam_sub", "iC"},
    {INTR_PERROR, "string", NULL, NULL, 0, "_gfortran_perror_sub", "c"},
    {INTR_GERROR, "result", NULL, NULL, 0, "_gfortran_gerror", "C"},
    {INTR_IERRNO, "", "_gfortran_ierrno_i4", "", 'i', NULL, NULL},
    {INTR_FNUM, "unit", "_gfortran_fnum_i4", "i", 'i', NULL, NULL},
    {INTR_GETLOG, "c", NULL, NULL, 0, "_gfortran_getlog", "C"},
    {INTR_GETENV, "name,value", NULL, NULL, 0, "_gfortran_getenv", "cC"},
    {INTR_BACKTRACE, "", NULL, NULL, 0, "_gfortran_backtrace", ""},
    /* F2008's EXECUTE_COMMAND_LINE, through libgfortran as gfortran calls it */
    {INTR_EXECUTE_COMMAND_LINE, "command,wait,exitstat,cmdstat,cmdmsg", NULL, NULL, 0,
     "_gfortran_execute_command_line_i4", "cB?x?o?C?"},
};

const GnuProc *gnu_proc(IntrinsicId id)
{
    for (size_t i = 0; i < sizeof procs / sizeof procs[0]; i++)
        if (procs[i].id == id)
            return &procs[i];
    return NULL;
}

/* The name of dummy k (0-based) of g. */
static const char *dummy_name(const GnuProc *g, int k, char *buf, size_t n)
{
    const char *p = g->dummies;
    for (int i = 0; i < k && p; i++) {
        p = strchr(p, ',');
        if (p)
            p++;
    }
    size_t len = p ? strcspn(p, ",") : 0;
    if (len >= n)
        len = n - 1;
    memcpy(buf, p ? p : "", len);
    buf[len] = 0;
    return buf;
}

/* Whether the call takes the entry's INTEGER(8) variant (stat_i8, ltime_i8,
 * ...): its values array ('a') is INTEGER(8); its INTEGER arguments and
 * result are then INTEGER(8) too. */
bool gnu_wide_variant(const GnuProc *g, Node **slots, int nslots, bool as_subroutine)
{
    const char *codes = as_subroutine ? g->sub_codes : g->fn_codes;
    int k = 0;
    for (const char *c = codes ? codes : ""; *c; c++) {
        if (*c == '?' || *c == 'z')
            continue;
        Node *a = k < nslots ? slots[k] : NULL;
        if (a && a->kind == N_KEYWORD)
            a = a->rhs;
        if (*c == 'a' && a && a->type && a->type->kind_param == 8)
            return true;
        k++;
    }
    return false;
}

/* Whether actual a fits code c; else reports it. */
static bool actual_fits(Node *a, char c, const GnuProc *g, int k)
{
    char dn[32];
    dummy_name(g, k, dn, sizeof dn);
    const char *fname = intrinsic_name(g->id);
    TypeKind want;
    int rank = 0, kind = 0;
    bool out = false;
    const char *what;
    switch (c) {
    case 'i': case 'j': case 'v': case 'p': want = TY_INTEGER; what = "a scalar INTEGER"; break;
    case 'q': want = TY_INTEGER; kind = 8; what = "a scalar INTEGER(8)"; break;
    case 'b': case 'B': want = TY_LOGICAL; what = "a scalar LOGICAL"; break;
    case 'x': want = TY_INTEGER; out = true; what = "a scalar INTEGER variable"; break;
    case 'R': want = TY_REAL; kind = 4; what = "a scalar REAL(4)"; break;
    case 'c': want = TY_CHARACTER; what = "a scalar CHARACTER"; break;
    case 'C': want = TY_CHARACTER; out = true; what = "a scalar CHARACTER variable"; break;
    case 'a': want = TY_INTEGER; rank = 1; out = true; what = "a rank-1 INTEGER(4) or INTEGER(8) array"; break;
    case 'A': want = TY_REAL; kind = 4; rank = 1; out = true; what = "a rank-1 REAL(4) array"; break;
    case 'o': case 'O': want = TY_INTEGER; out = true; what = "a scalar INTEGER variable"; break;
    case 'r': want = TY_REAL; out = true; what = "a scalar REAL variable"; break;
    default: return true;
    }
    Type *t = a->type;
    bool ok = t && t->kind == want && a->rank == rank && (!kind || t->kind_param == kind) &&
              (c != 'a' || t->kind_param == 4 || t->kind_param == 8) &&
              (want != TY_CHARACTER || t->kind_param == 1);
    if (ok && out && !expr_is_variable(a, false, ""))
        ok = false;
    if (!ok)
        error_at(a->loc, "Argument '%s' of '%s' must be %s.", dn, fname, what);
    return ok;
}

/* Checks the placed actuals of a GNU library procedure's call (slots[i] the
 * i-th dummy) against the form the call takes and sets its type. */
bool gnu_check_call(Node *e, const GnuProc *g, Node **slots, int nslots, bool as_subroutine)
{
    const char *fname = intrinsic_name(g->id);
    const char *codes = as_subroutine ? g->sub_codes : g->fn_codes;
    if (!codes) {
        error_at(e->loc, as_subroutine ? "'%s' is an intrinsic function, not a subroutine."
                                       : "'%s' is an intrinsic subroutine, not a function.",
                 fname);
        expr_set_error(e);
        return false;
    }
    bool ok = true;
    int k = 0;
    for (const char *c = codes; *c; c++) {
        if (*c == '?' || *c == 'z')
            continue;
        bool optional = c[1] == '?';
        Node *a = k < nslots ? slots[k] : NULL;
        if (!a && !optional) {
            char dn[32];
            error_at(e->loc, "Missing actual argument '%s' in the call of intrinsic '%s'.",
                     dummy_name(g, k, dn, sizeof dn), fname);
            ok = false;
        } else if (a && !actual_fits(a, *c, g, k)) {
            ok = false;
        }
        k++;
    }
    for (int i = k; i < nslots; i++)
        if (slots[i]) {
            char dn[32];
            error_at(slots[i]->loc, "Argument '%s' is not allowed in the %s form of '%s'.",
                     dummy_name(g, i, dn, sizeof dn), as_subroutine ? "subroutine" : "function", fname);
            ok = false;
        }
    if (!ok) {
        expr_set_error(e);
        return false;
    }
    e->rank = 0;
    if (as_subroutine) {
        e->type = type_void();
        return true;
    }
    e->kind = N_INTRINSIC_CALL;
    if (gnu_wide_variant(g, slots, nslots, false)) {
        e->type = type_int(8);
        return true;
    }
    switch (g->fn_result) {
    case 'I': case 'P': e->type = type_int(8); break;
    case 'r': e->type = type_real(4); break;
    case 'l': e->type = type_logical(4); break;
    default: e->type = type_int(4); break;
    }
    return true;
}
