/* files.c — temporary files and outputs. Every output is written under a
 * temporary name and renamed into place only when its phase succeeded, so a
 * failed compile or link leaves no file behind; temporaries are removed at
 * exit and on SIGINT/SIGTERM/SIGHUP. */
#include "driver.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Plain array (not PtrVec) so the signal handler walks memory it owns. */
#define MAX_TEMPS 4096
static char *temps[MAX_TEMPS];
static volatile sig_atomic_t ntemps;
static bool keep_temps;

static void register_temp(char *path)
{
    if (ntemps < MAX_TEMPS)
        temps[ntemps++] = path;
}

void driver_forget_temp(const char *path)
{
    for (int i = 0; i < ntemps; i++)
        if (temps[i] && !strcmp(temps[i], path))
            temps[i] = NULL;
}

void driver_keep_temps(void) { keep_temps = true; }

int driver_temp_count(void) { return ntemps; }

void driver_cleanup_temps_from(int first)
{
    if (keep_temps)
        return;
    for (int i = first; i < ntemps; i++)
        if (temps[i]) {
            unlink(temps[i]);
            temps[i] = NULL;
        }
}

void driver_cleanup_temps(void)
{
    if (keep_temps)
        return;
    for (int i = 0; i < ntemps; i++)
        if (temps[i]) {
            unlink(temps[i]);
            temps[i] = NULL;
        }
}

static void on_signal(int sig)
{
    for (int i = 0; i < ntemps; i++)
        if (temps[i])
            unlink(temps[i]);
    signal(sig, SIG_DFL);
    raise(sig);
}

void driver_install_signal_cleanup(void)
{
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGHUP, on_signal);
}

const char *path_basename(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

char *replace_suffix(const char *path, const char *suffix)
{
    const char *base = path_basename(path);
    const char *dot = strrchr(base, '.');
    size_t stem = dot && dot != base ? (size_t)(dot - base) : strlen(base);
    char *out = malloc(stem + strlen(suffix) + 1);
    memcpy(out, base, stem);
    strcpy(out + stem, suffix);
    return out;
}

bool file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* $TMPDIR/cuf90-STEM-XXXXXX.SUFFIX, created empty (so the name is ours). */
char *driver_temp_file(const char *stem, const char *suffix)
{
    const char *dir = getenv("TMPDIR");
    if (!dir || !*dir)
        dir = "/tmp";
    size_t n = strlen(dir) + strlen(stem) + strlen(suffix) + 32;
    char *path = malloc(n);
    snprintf(path, n, "%s/cuf90-%s-XXXXXX%s", dir, stem, suffix);
    int fd = mkstemps(path, (int)strlen(suffix));
    if (fd < 0) {
        error_noloc("cannot create a temporary file in '%s': %s", dir, strerror(errno));
        free(path);
        return NULL;
    }
    close(fd);
    register_temp(path);
    return path;
}

/* DIR/.NAME.cuf90-XXXXXX beside the final output, so rename() stays on one
 * file system. */
char *driver_temp_beside(const char *final)
{
    const char *base = path_basename(final);
    size_t dirlen = (size_t)(base - final);
    size_t n = strlen(final) + 32;
    char *path = malloc(n);
    snprintf(path, n, "%.*s.%s.cuf90-XXXXXX", (int)dirlen, final, base);
    int fd = mkstemp(path);
    if (fd < 0) {
        error_noloc("cannot create '%s': %s", final, strerror(errno));
        free(path);
        return NULL;
    }
    close(fd);
    register_temp(path);
    return path;
}

static bool copy_to_stdout(const char *tmp)
{
    FILE *f = fopen(tmp, "rb");
    if (!f) {
        error_noloc("cannot read '%s': %s", tmp, strerror(errno));
        return false;
    }
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        fwrite(buf, 1, n, stdout);
    fclose(f);
    fflush(stdout);
    return true;
}

bool driver_commit_output(const char *tmp, const char *final, bool executable)
{
    if (!strcmp(final, "-"))
        return copy_to_stdout(tmp);
    /* mkstemp made the file 0600; give it the permissions a new file gets. */
    mode_t mask = umask(0);
    umask(mask);
    chmod(tmp, (executable ? 0777 : 0666) & ~mask);
    if (rename(tmp, final) != 0) {
        error_noloc("cannot write '%s': %s", final, strerror(errno));
        return false;
    }
    driver_forget_temp(tmp);
    return true;
}
