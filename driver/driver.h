/* driver.h — the driver's internal header: the parsed command line, temp
 * files and subcommands. The language and codegen options every phase reads
 * live in the shared Options (frontend/cuf90.h); this header holds what only
 * the driver needs (inputs, outputs, link line). */
#ifndef CUF90_DRIVER_H
#define CUF90_DRIVER_H

#include "../frontend/cuf90.h"

/* Exit statuses of the cuf90 command. */
enum { EXIT_OK = 0, EXIT_COMPILE_ERROR = 1, EXIT_USAGE = 2 };

typedef enum {
    IN_SOURCE,   /* Fortran source: compiled */
    IN_LINK,     /* .o/.a/.so or unknown suffix: handed to the linker */
    IN_LIB,      /* -lname: handed to the linker in command-line order */
} InputKind;

typedef struct Input {
    InputKind kind;
    const char *path;       /* file name, or the NAME of -lNAME */
    bool cuda_suffix;       /* .cuf/.CUF */
    bool pp_suffix;         /* .F90/.F95/.F03/.F08/.CUF/.F */
    bool fixed_suffix;      /* .f/.F/.for/.ftn/.fpp (any case): fixed form by default */
    const char *object;     /* object produced for a source (temp or final) */
} Input;

/* What the command stops after. */
typedef enum {
    STOP_LINK,          /* default: executable */
    STOP_OBJECT,        /* -c */
    STOP_ASM,           /* -S */
    STOP_PREPROCESS,    /* -E */
    STOP_CHECK,         /* -fsyntax-only and the --dump-* flags */
} StopAfter;

/* CUDA math libraries of -cudalib=, linked from the toolkit. */
enum {
    CUDALIB_CUBLAS   = 1u << 0,
    CUDALIB_CUFFT    = 1u << 1,
    CUDALIB_CURAND   = 1u << 2,
    CUDALIB_CUSOLVER = 1u << 3,
    CUDALIB_CUSPARSE = 1u << 4,
    CUDALIB_NVTX     = 1u << 5,
    CUDALIB_CUDART   = 1u << 6,   /* libcudart alone (nvcc objects in the link) */
};

typedef struct DriverArgs {
    Input *inputs;
    int ninputs, cap_inputs;
    int nsources;
    const char *output;         /* -o, NULL when not given */
    StopAfter stop;
    bool emit_llvm;             /* -emit-llvm */
    bool cuda_flag;             /* -cuda / -Mcuda: CUDA syntax in .f90 too */
    bool cuda_emu;              /* -Mcuda=emu */
    bool free_form;             /* -Mfree / -ffree-form: every source is free form */
    bool fixed_form;            /* -Mfixed / -ffixed-form: every source is fixed form */
    bool preprocess_all;        /* -cpp / -Mpreprocess */
    bool no_preprocess;         /* -nocpp */
    bool opt_given;             /* an -O option was seen */
    bool save_temps;            /* -save-temps: keep the temporary objects */
    unsigned cudalibs;          /* CUDALIB_* */
    PtrVec lib_dirs;            /* -L DIR (char *) */
    PtrVec linker_args;         /* -Wl,..., -Xlinker, -static, -rdynamic, -pthread */
    bool help, version;         /* --help, -V/--version */
    bool verbose;               /* -v */
    bool shared;                /* -shared: link a shared library */
    bool debug_keeps_opt;       /* -gopt: debug information without the -O0 default */
    bool cxx_libs;              /* -c++libs: link the C++ runtime (objects of nvcc or g++) */
} DriverArgs;

/* options.c: parses argv into 'args' and the global 'opts'. Returns false
 * after printing a usage error (exit status 2). */
bool driver_parse_args(int argc, char **argv, DriverArgs *args);
bool driver_check_output_not_input(const DriverArgs *args);
void driver_print_help(FILE *out);
void driver_print_version(FILE *out);

/* cudaflags.c: -Mcuda=..., -gpu=..., -cudalib=... sub-option lists. */
bool driver_parse_mcuda(const char *list, DriverArgs *args);
bool driver_parse_gpu(const char *list, DriverArgs *args);
bool driver_parse_cudalib(const char *list, DriverArgs *args);

/* gnu_options.c: gfortran's kind promotions, libgfortran settings and
 * GCC tuning switches. Returns true when 'arg' is one of them (*ok: its
 * value was valid); driver_finish_gnu_options runs after the command line. */
bool driver_parse_gnu_option(const char *arg, bool *ok);
void driver_finish_gnu_options(void);

/* files.c: temporary files removed at exit (also on SIGINT/SIGTERM), and
 * the output-by-rename protocol that leaves nothing behind on error. */
char *driver_temp_file(const char *stem, const char *suffix);
/* A temp name next to 'final' so that rename() is atomic; registered for removal. */
char *driver_temp_beside(const char *final);
/* Renames 'tmp' to 'final' (or copies it to stdout when final is "-"). */
bool driver_commit_output(const char *tmp, const char *final, bool executable);
void driver_forget_temp(const char *path);  /* kept after a successful commit */
void driver_keep_temps(void);               /* -save-temps */
void driver_cleanup_temps(void);
int driver_temp_count(void);                /* registered so far */
void driver_cleanup_temps_from(int first);  /* removes those registered since 'first' */
void driver_install_signal_cleanup(void);
const char *path_basename(const char *path);
/* "dir/name.f90" + ".o" → "name.o" (in the current directory, like cc -c). */
char *replace_suffix(const char *path, const char *suffix);
bool file_exists(const char *path);

/* link.c */
int driver_run(char *const argv[], bool verbose);  /* runs a subcommand, returns its exit status */
bool driver_link(DriverArgs *args, const char *argv0);
const char *driver_find_runtime(const char *argv0);
const char *driver_find_shipped_modules(const char *argv0);

#endif
