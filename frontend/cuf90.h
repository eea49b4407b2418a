/* cuf90.h — the compiler's shared header, in sections:
 *   1. utilities (arena, vectors, strings)
 *   2. source files, locations, diagnostics
 *   3. compilation options (filled by the driver, read by every phase)
 *   4. tokens (frontend/lex.c, frontend/pp.c)
 *   5. the AST (frontend/parse_*.c builds it; sema annotates it; codegen lowers it)
 *   6. phase entry points
 * Types, symbols and scopes live in sema/sema.h, which includes this file.
 *
 * Rule for everyone editing this header: add fields and kinds, never rename or
 * remove one without updating every user in the same commit.
 */
#ifndef CUF90_H
#define CUF90_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ===================================================================== */
/* 1. Utilities                                                          */
/* ===================================================================== */

/* Bump allocator: one per compilation unit, a scratch one per procedure.
 * Memory is zeroed. Nodes are never freed one by one. */
typedef struct ArenaBlock ArenaBlock;
typedef struct Arena {
    ArenaBlock *head;
} Arena;

void *arena_alloc(Arena *a, size_t size);
char *arena_strdup(Arena *a, const char *s);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_printf(Arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void arena_free(Arena *a);

/* The arena of the current compilation unit (set by the driver). */
extern Arena *cu_arena;
#define NEW(T) ((T *)arena_alloc(cu_arena, sizeof(T)))

/* Growable array of pointers, allocated with malloc/realloc from the
 * compilation arena's point of view "leaked" until the process ends. */
typedef struct PtrVec {
    void **data;
    int len, cap;
} PtrVec;

void vec_push(PtrVec *v, void *p);
#define VEC_AT(v, i) ((v).data[(i)])

/* Case-insensitive helpers; Fortran names are stored lower case. */
char *str_lower(Arena *a, const char *s, size_t n);
bool str_ieq(const char *a, const char *b);

/* ===================================================================== */
/* 2. Source files, locations, diagnostics                               */
/* ===================================================================== */

typedef struct SourceFile {
    const char *name;   /* as given on the command line or by #include */
    const char *text;   /* whole original contents, NUL terminated */
    size_t len;
    bool defined_elsewhere; /* a module file's text extended by a submodule here: its entities are another object's */
} SourceFile;

/* Every token and every AST node carries one. line and col are 1-based and
 * refer to the ORIGINAL file (after preprocessing, #line markers map back). */
typedef struct Loc {
    SourceFile *file;
    int line, col;
} Loc;

/* Reads a file into memory once; later calls with the same name return the
 * same SourceFile. Returns NULL (no diagnostic) if unreadable. */
SourceFile *source_load(const char *path); /* NULL: why in source_load_error */
extern const char *source_load_error;
/* A SourceFile for text that is not on disk (preprocessor output, tests). */
SourceFile *source_from_string(const char *name, const char *text);

typedef enum { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE } DiagLevel;

/* Prints "file:line:col: error: message", the source line and a caret.
 * Never exits. Messages: one sentence, Fortran keywords upper case,
 * names in single quotes. */
void diag(DiagLevel level, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void error_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void warning_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void note_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Errors without a location ("cuf90: error: ..."). */
void error_noloc(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int diag_error_count(void);
extern bool diag_suppress_warnings; /* -w */
#define DIAG_DEFAULT_MAX_ERRORS 50
extern int diag_max_errors;          /* -fmax-errors=N: errors reported per source, 0 = all */
bool diag_too_many(void);            /* the cap is reached: phases may stop early */
void diag_report_cap(const char *file); /* "too many errors", once */
/* While set, an error on a line that already has one is dropped (the CUDA
 * checker runs after sema's errors and must not pile onto their lines). */
extern bool diag_one_error_per_line;

/* ===================================================================== */
/* 3. Options                                                            */
/* ===================================================================== */

typedef enum {
    CUDA_MODE_OFF,      /* plain Fortran: attributes(...) etc. are errors */
    CUDA_MODE_GPU,      /* device code to NVPTX */
    CUDA_MODE_EMU,      /* -Mcuda=emu: device code compiled for the host */
} CudaMode;

/* -finit-real= and -finit-logical= (gfortran's names) */
enum { INIT_REAL_OFF, INIT_REAL_ZERO, INIT_REAL_NAN, INIT_REAL_SNAN, INIT_REAL_INF, INIT_REAL_NEG_INF };
enum { INIT_LOGICAL_OFF, INIT_LOGICAL_FALSE, INIT_LOGICAL_TRUE };

typedef struct Options {
    /* language */
    CudaMode cuda;              /* per file: .cuf/.CUF or -cuda/-Mcuda */
    bool preprocess;            /* .F90/.CUF, -cpp, -Mpreprocess */
    bool fixed_form;            /* per file: .f/.for/.ftn/.F/.FOR/.FTN/.fpp, -Mfixed/-ffixed-form */
    int fixed_line_length;      /* fixed form: last column read; 72, -Mextend 132, 0 = no limit */
    bool d_lines_code;          /* -fd-lines-as-code: a D in column 1 reads as a blank */
    bool backslash_escapes;     /* -fbackslash, -Mnobackslash: C escapes in character literals */
    PtrVec defines;             /* "NAME" or "NAME=VALUE" (char *) */
    PtrVec undefines;           /* "NAME" */
    PtrVec include_dirs;        /* -I DIR; also searched for .mod files */
    const char *module_dir;     /* -module/-J: where .mod files are written (and read first) */
    const char *shipped_module_dir; /* the compiler's own modules (rt/modules): searched last */
    /* code generation */
    int opt_level;              /* -O0..-O3; the driver defaults to 1 (0 with -g), docs/driver-options.md */
    bool debug_info;            /* -g */
    bool bounds_check;          /* -Mbounds, -fcheck=bounds */
    bool check_do;              /* -fcheck=do: zero DO steps, DO variables changed in the body, overflowing DO loops */
    bool check_recursion;       /* -fcheck=recursion: a procedure not RECURSIVE entered while active */
    bool check_mem;             /* -fcheck=mem: scalar assigned to an unallocated allocatable array */
    bool check_pointer;         /* -fcheck=pointer: unassociated/unallocated actual arguments */
    bool check_bits;            /* -fcheck=bits: the bit intrinsics' POS/LEN/SHIFT/SIZE arguments */
    /* what main hands libgfortran's set_options (gfortran's numbers, driver/options.c):
       -std= and -pedantic make the run-time library reject what the standard lacks */
    int rt_warn_std, rt_allow_std;
    bool rt_pedantic;
    bool rt_no_backtrace;       /* -fno-backtrace */
    bool instrument_functions;  /* -Minstrument, -finstrument-functions: host procedures call
                                   __cyg_profile_func_enter/exit (rt/instrument.c: NVTX ranges) */
    int default_int_kind;       /* 4; -i8, -fdefault-integer-8: 8 (INTEGER and LOGICAL) */
    int default_real_kind;      /* 4; -r8, -fdefault-real-8: 8 (REAL and COMPLEX) */
    int double_kind;            /* DOUBLE PRECISION, 1d0, DBLE: 8; 16 with -fdefault-real-8 (gfortran) but
                                   not -r8 (nvfortran) nor -fdefault-double-8 */
    int real4_kind, real8_kind; /* -freal-4-real-N, -freal-8-real-N: what REAL(4)/REAL(8) become; 0 = themselves */
    int int4_kind;              /* -finteger-4-integer-8: 8; 0 = INTEGER(4) stays */
    bool f2c;                   /* -ff2c: f2c/g77 calling convention for REAL and COMPLEX results, names with '_' get '__' */
    int underscoring;           /* external names: 1 = name_ (default), 2 = name__ when it holds a '_'
                                   (-fsecond-underscore, implied by -ff2c), 0 = name (-fno-underscoring) */
    bool no_pad_source;         /* -fno-pad-source: a fixed-form character constant continued from a short line is not blank-padded */
    bool no_align_commons;      /* -fno-align-commons: COMMON members in sequence, no padding to their alignment */
    bool implicit_none;         /* -fimplicit-none: no implicit typing but where an IMPLICIT statement gives it */
    bool module_private;        /* -fmodule-private: module entities are PRIVATE unless declared PUBLIC */
    bool short_enums;           /* -fshort-enums: an ENUM's enumerators get the smallest kind holding its largest value */
    bool no_sign_zero;          /* -fno-sign-zero: negative zero printed without its sign (libgfortran option) */
    int record_marker;          /* -frecord-marker=4|8; 0 = libgfortran's default (4) */
    int max_subrecord_length;   /* -fmax-subrecord-length=N; 0 = libgfortran's default */
    int fpe_trap_mask;          /* -ffpe-trap=: libgfortran's GFC_FPE_* bits, set by main */
    int convert;                /* -fconvert=: GFC_CONVERT_* + 1 for main; 0 = not given */
    bool no_automatic;          /* -fno-automatic, -Msave: every local of a non-RECURSIVE procedure is SAVEd */
    bool no_range_check;        /* -fno-range-check: INTEGER constants and folded INTEGER arithmetic wrap */
    /* -finit-*: the value locals without an initializer start from (gfortran's options) */
    bool init_integer;          /* -finit-integer=N, -finit-local-zero */
    int64_t init_integer_value;
    int init_real;              /* INIT_REAL_*: -finit-real=, -finit-local-zero */
    int init_logical;           /* INIT_LOGICAL_*: -finit-logical=, -finit-local-zero */
    bool init_character;        /* -finit-character=N, -finit-local-zero */
    int init_character_value;   /* 0..127 */
    bool init_derived;          /* -finit-derived: components too */
    int64_t max_stack_var_size; /* local arrays larger (bytes) are static in non-RECURSIVE procedures;
                                   65536, -fmax-stack-var-size=N, -1 (never) with -frecursive */
    bool dec_static;            /* -fdec-static: the AUTOMATIC and STATIC (= SAVE) attributes and statements */
    bool no_realloc_lhs;        /* -fno-realloc-lhs, -Mallocatable=95: intrinsic assignment never (re)allocates the lhs */
    bool dec_format_defaults;   /* -fdec-format-defaults: I, F, G, A... without a width (libgfortran's DEC mode) */
    /* gfortran's other DEC extensions (-fdec turns on all of them; docs/driver-options.md) */
    bool dec;                   /* -fdec itself: .AND./.OR./.XOR./.NOT. on integers, mixed comparisons,
                                   DEC I/O specifiers, legacy PARAMETER, bare exponent letters */
    bool dec_structure;         /* -fdec-structure: STRUCTURE, RECORD, UNION, MAP, %FILL */
    bool dec_char_conversions;  /* -fdec-char-conversions: character constants assigned to numbers */
    bool dec_math;              /* -fdec-math: SIND, COSD, TAND, COTAN, ... */
    bool dec_intrinsic_ints;    /* -fdec-intrinsic-ints: BIABS, JIAND, KMOD, ... */
    bool dec_include;           /* -fdec-include: INCLUDE as a statement (continued lines) */
    bool dec_blank_format_item; /* -fdec-blank-format-item: an empty item in a format ("(i5,)") */
    bool allow_arg_mismatch;    /* -fallow-argument-mismatch: type/rank mismatches are warnings */
    bool code_model_medium;     /* -mcmodel=medium, -Mlarge_arrays: data over 2 GiB */
    bool host_fast_math;        /* -ffast-math: host FP operations get LLVM's fast-math flags */
    bool warn_unused;           /* -Wall, -Wunused-variable/-dummy-argument: unused locals and dummies */
    bool warn_conversion;       /* -Wall, -Wconversion: implicit conversions that may change a value */
    bool warn_tabs;             /* -Wall, -Wtabs: tab characters in the source */
    bool info;                  /* -Minfo: report generated kernels, implicit copies, launches */
    /* CUDA sub-options */
    int cuda_cc;                /* compute capability, e.g. 90 */
    bool cuda_rdc;
    bool cuda_fastmath;
    bool cuda_keepptx;
    bool cuda_ptxinfo;
    bool cuda_lineinfo;         /* -gpu=lineinfo (and -gopt): .loc/.file in the PTX, ptxas -lineinfo */
    bool cuda_debug;            /* -gpu=debug (and -g): device DWARF, device code unoptimized, ptxas -g */
    bool cuda_fma;              /* default true */
    bool cuda_managed;          /* -gpu=managed: device allocatables become managed */
    int cuda_maxregcount;       /* 0 = unset */
    int cuda_ccs[16];           /* every ccXY given, in order (cuda_cc = cuda_ccs[0]); */
    int cuda_ncc;               /* 0 when none was given (then cuda_cc = 90) */
    /* dumps */
    bool dump_tokens, dump_ast, dump_symbols;
    bool syntax_only;
    bool verbose;               /* -v */
    bool warnings_off;          /* -w */
    bool openmp;                /* -mp, -fopenmp, -mp=multicore: !$omp directives, !$ lines, _OPENMP */
    int coarray;                /* COARRAY_*: -fcoarray=none (default), single, lib (one image, rt/coarray.c) */
} Options;
enum { COARRAY_NONE, COARRAY_SINGLE, COARRAY_LIB };

extern Options opts; /* the one instance, filled by the driver */

/* ===================================================================== */
/* 4. Tokens                                                             */
/* ===================================================================== */

/* X(kind, spelling-for-messages) */
#define TOKEN_LIST(X)                                                    \
    X(TK_EOF, "end of file")                                             \
    X(TK_EOS, "end of statement")   /* newline or ';' */                 \
    X(TK_IDENT, "name")             /* text = lower-case name */         \
    X(TK_INT, "integer constant")   /* text = digits, kind = suffix */   \
    X(TK_REAL, "real constant")     /* text = spelling w/o suffix; is_double for d exponent */ \
    X(TK_STRING, "character constant") /* text = value (quotes undoubled), len; kind prefix in kind */ \
    X(TK_BOZ, "BOZ constant")       /* text = digits, boz_base = 2/8/16 */ \
    X(TK_TRUE, ".TRUE.")                                                 \
    X(TK_FALSE, ".FALSE.")                                               \
    X(TK_FORMAT_SPEC, "format specification") /* text = "(...)" raw, after FORMAT */ \
    X(TK_DIRECTIVE, "directive")    /* text = "cuf", "dir", "acc"...; rest of line follows as tokens, then TK_EOS */ \
    X(TK_DEFOP, "defined operator") /* text = "myop" for .myop. */       \
    X(TK_MEMBER, "'.'")             /* DEC component access a.b: text = "b" */ \
    X(TK_LPAREN, "'('")                                                  \
    X(TK_RPAREN, "')'")                                                  \
    X(TK_LBRACKET, "'['")                                                \
    X(TK_RBRACKET, "']'")                                                \
    X(TK_COMMA, "','")                                                   \
    X(TK_COLON, "':'")                                                   \
    X(TK_DCOLON, "'::'")                                                 \
    X(TK_ASSIGN, "'='")                                                  \
    X(TK_ARROW, "'=>'")                                                  \
    X(TK_PERCENT, "'%'")                                                 \
    X(TK_DOTDOT, "'..'")            /* DIMENSION(..): assumed rank */    \
    X(TK_PLUS, "'+'")                                                    \
    X(TK_MINUS, "'-'")                                                   \
    X(TK_STAR, "'*'")                                                    \
    X(TK_SLASH, "'/'")                                                   \
    X(TK_POW, "'**'")                                                    \
    X(TK_CONCAT, "'//'")                                                 \
    X(TK_EQ, "'=='")                /* also .eq. */                      \
    X(TK_NE, "'/='")                /* also .ne. */                      \
    X(TK_LT, "'<'")                                                      \
    X(TK_LE, "'<='")                                                     \
    X(TK_GT, "'>'")                                                      \
    X(TK_GE, "'>='")                                                     \
    X(TK_AND, "'.AND.'")                                                 \
    X(TK_OR, "'.OR.'")                                                   \
    X(TK_NOT, "'.NOT.'")                                                 \
    X(TK_EQV, "'.EQV.'")                                                 \
    X(TK_NEQV, "'.NEQV.'")                                               \
    X(TK_CHEVRON_OPEN, "'<<<'")                                          \
    X(TK_CHEVRON_CLOSE, "'>>>'")                                         \
    X(TK_QUESTION, "'?'")

typedef enum {
#define X(k, s) k,
    TOKEN_LIST(X)
#undef X
    TK__COUNT
} TokenKind;

extern const char *const token_spelling[]; /* indexed by TokenKind */

typedef struct Token {
    TokenKind kind;
    Loc loc;
    const char *text;     /* see TOKEN_LIST comments */
    int len;              /* TK_STRING: value length (may contain NULs) */
    const char *kind_suffix; /* "_8" → "8", "_dp" → "dp"; TK_STRING prefix kind; NULL if none */
    int boz_base;         /* TK_BOZ */
    bool is_double;       /* TK_REAL spelled with a D exponent */
    bool stmt_start;      /* first token of a statement (labels come first) */
    bool space_before;    /* whitespace precedes this token on the line */
    const char *raw;      /* TK_DIRECTIVE "dir": the directive line after "!dir$", raw */
    bool hollerith;       /* TK_STRING spelled nH... (legacy Hollerith constant) */
    const uint32_t *wide; /* TK_STRING with -fbackslash \\u/\\U escapes: its len characters' codes */
} Token;

typedef struct TokenList {
    Token *tok;
    int len, cap;
} TokenList;

/* Preprocess (if opts.preprocess) and tokenize a whole file. Conditional
 * sentinels (!@cuf) are honoured when opts.cuda != CUDA_MODE_OFF.
 * Returns false after reporting errors. */
bool lex_file(SourceFile *src, TokenList *out);
/* Preprocessor alone (for -E): writes the preprocessed text to 'out'. */
bool pp_file(SourceFile *src, FILE *out);
/* pp_run returns the preprocessed text with "# line "file"" markers that
 * the lexer turns back into original locations. */
char *pp_run(SourceFile *src);
void lex_dump(const TokenList *toks, FILE *out); /* --dump-tokens */

/* ===================================================================== */
/* 5. AST                                                                */
/* ===================================================================== */

typedef struct Node Node;
typedef struct Type Type;         /* sema/sema.h */
typedef struct Symbol Symbol;     /* sema/sema.h */
typedef struct Scope Scope;       /* sema/sema.h */
typedef struct ConstVal ConstVal; /* sema/sema.h */

typedef struct NodeList {
    Node **items;
    int len, cap;
} NodeList;
void nodelist_push(NodeList *l, Node *n);

/* Intrinsic types as written (sema turns TypeSpec into Type). */
typedef enum {
    TS_NONE,
    TS_INTEGER, TS_REAL, TS_DOUBLE_PRECISION, TS_COMPLEX, TS_DOUBLE_COMPLEX,
    TS_LOGICAL, TS_CHARACTER, TS_TYPE /* type(name) */, TS_CLASS,
} TypeSpecKind;

typedef enum {
    LEN_NONE,      /* no len given: 1 */
    LEN_EXPR,      /* len=expr */
    LEN_ASSUMED,   /* len=* */
    LEN_DEFERRED,  /* len=: */
} LenKind;

typedef struct TypeSpec {
    TypeSpecKind kind;
    Loc loc;
    Node *kind_expr;     /* kind=..., or *8 old style becomes an INT literal here */
    LenKind len_kind;
    Node *len_expr;
    const char *type_name; /* TS_TYPE / TS_CLASS: derived type name (lower case) */
    /* TS_TYPE / TS_CLASS of a parameterized derived type, type(t(8, n=10)):
     * the type-param-values, each an expression, N_STAR (*), or an empty
     * N_TRIPLET (:), inside an N_KEYWORD (name = keyword) when one is given */
    NodeList tparams;
} TypeSpec;

/* Attribute flags collected by declarations (both "real, allocatable :: x"
 * and "allocatable :: x" statements). Memory-space attributes are here too;
 * sema turns them into Symbol.space. */
enum {
    A_ALLOCATABLE = 1u << 0,
    A_POINTER     = 1u << 1,
    A_TARGET      = 1u << 2,
    A_OPTIONAL    = 1u << 3,
    A_VALUE       = 1u << 4,
    A_SAVE        = 1u << 5,
    A_PARAMETER   = 1u << 6,
    A_EXTERNAL    = 1u << 7,
    A_INTRINSIC   = 1u << 8,
    A_PUBLIC      = 1u << 9,
    A_PRIVATE     = 1u << 10,
    A_DIMENSION   = 1u << 11,
    A_CONTIGUOUS  = 1u << 12,
    A_PROTECTED   = 1u << 13,
    A_VOLATILE    = 1u << 14,
    A_ASYNCHRONOUS= 1u << 15,
    A_BIND_C      = 1u << 16,
    A_INTENT      = 1u << 17, /* intent given; see Node.intent */
    A_AUTOMATIC   = 1u << 18, /* -fdec-static's AUTOMATIC: on the stack, whatever SAVE or -fno-automatic say */
    A_CODIMENSION = 1u << 19, /* CODIMENSION[...] attribute: Node.codims */
    /* type-parameter declarations in a derived type: integer, kind :: k / integer, len :: n */
    A_KIND_PARAM  = 1u << 26,
    A_LEN_PARAM   = 1u << 27,
    /* a component of a PDT instance whose bounds or length depend on a LEN
     * parameter: laid out as ALLOCATABLE (gfortran's layout), allocated
     * with the object (sema/pdt.c; Symbol.pdt_shape, pdt_len) */
    A_PDT_LEN     = 1u << 28,
    /* CUDA Fortran data attributes */
    A_DEVICE      = 1u << 20,
    A_MANAGED     = 1u << 21,
    A_CONSTANT    = 1u << 22,
    A_SHARED      = 1u << 23,
    A_PINNED      = 1u << 24,
    A_TEXTURE     = 1u << 25,
};

typedef enum { INTENT_NONE, INTENT_IN, INTENT_OUT, INTENT_INOUT } Intent;

/* CUDA subprogram attributes (prefix attributes(...)) */
enum {
    CA_HOST        = 1u << 0,
    CA_DEVICE      = 1u << 1,
    CA_GLOBAL      = 1u << 2,
    CA_GRID_GLOBAL = 1u << 3,
};

/* Procedure prefixes */
enum {
    PF_RECURSIVE = 1u << 0,
    PF_PURE      = 1u << 1,
    PF_ELEMENTAL = 1u << 2,
    PF_IMPURE    = 1u << 3,
    PF_MODULE    = 1u << 4,
    PF_MODPROC   = 1u << 5, /* MODULE PROCEDURE name ... END PROCEDURE: header from its interface */
    PF_LATE_DECLS = 1u << 6, /* a submodule's procedure that USEs a later module: declared after all units */
};

/* N_TYPE_BOUND flags */
enum {
    TBP_NOPASS = 1u << 0,
    TBP_PASS = 1u << 1,          /* PASS or PASS(arg) given (pass_name) */
    TBP_DEFERRED = 1u << 2,
    TBP_NON_OVERRIDABLE = 1u << 3,
    TBP_PRIVATE = 1u << 4,
    TBP_PUBLIC = 1u << 5,
    TBP_GENERIC = 1u << 6,
    TBP_FINAL = 1u << 7,
};

/* N_TYPE_GUARD kinds; the RANK ones are the arms of SELECT RANK, an
 * N_SELECT_TYPE with op SELECT_RANK (F2018 11.1.10) */
enum { GUARD_TYPE_IS, GUARD_CLASS_IS, GUARD_CLASS_DEFAULT, GUARD_RANK, GUARD_RANK_STAR, GUARD_RANK_DEFAULT };
enum { SELECT_TYPE = 0, SELECT_RANK = 1 };

/* Array spec of one dimension (N_DIM). */
typedef enum {
    DIM_EXPLICIT,      /* [lower:]upper */
    DIM_ASSUMED_SHAPE, /* [lower]: in a dummy */
    DIM_DEFERRED,      /* : (allocatable/pointer) */
    DIM_ASSUMED_SIZE,  /* [lower:]* (last dimension) */
    DIM_ASSUMED_RANK,  /* .. (the only one): any rank, a descriptor */
} DimKind;

/* Node kinds with the fields each one uses. Fields not named are unused.
 * X(kind, name-for-dumps) */
#define NODE_LIST(X)                                                                  \
    /* ---- program units -------------------------------------------------- */    \
    /* name (NULL for a main program without a PROGRAM statement);                \
     * body=specification+execution statements in order; contains=internal        \
     * or module procedures (N_PROGRAM..N_FUNCTION); for procedures: params=dummy   \
     * names (N_NAME nodes, or N_STAR for alternate return), result_name,            \
     * prefix (PF_*), cuda_attrs (CA_*), ts (function type prefix, kind TS_NONE if  \
     * none), bind_name (bind(c,name=) or "" for bind(c) without name, else NULL). */ \
    X(N_PROGRAM, "program")                                                          \
    X(N_MODULE, "module")                                                            \
    /* SUBMODULE (text[:construct_name]) name: text = ancestor module, construct_name \
     * = parent submodule or NULL; body, contains as for N_MODULE. parse_file merges  \
     * it into its ancestor module when that is in the same file (submodule.c).     */ \
    X(N_SUBMODULE, "submodule")                                                      \
    X(N_SUBROUTINE, "subroutine")                                                    \
    X(N_FUNCTION, "function")                                                        \
    X(N_BLOCK_DATA, "block-data")                                                    \
    /* ---- specification statements ------------------------------------- */     \
    /* USE: name=module; args=N_RENAME list; only_list (flag); attrs A_INTRINSIC  \
     * for USE, INTRINSIC :: */                                                      \
    X(N_USE, "use")                                                                  \
    /* RENAME: name=local name, text=use name; for ONLY without rename name==text. \
     * Generic specs are spelled "operator(.x.)", "assignment(=)"; op_name is then \
     * the local operator (".x.", "+", "="). */                                      \
    X(N_RENAME, "rename")                                                            \
    /* IMPLICIT: implicit_none flag; args=N_IMPLICIT_RULE list */                   \
    X(N_IMPLICIT, "implicit")                                                        \
    /* IMPLICIT_RULE: ts; text = 26-char map "abc..": 1 where letter covered */     \
    X(N_IMPLICIT_RULE, "implicit-rule")                                             \
    /* TYPE_DECL: ts; attrs (A_*), intent, dims (N_DIM list from DIMENSION(...)), \
     * bind_name (BIND(C[,NAME=]) attribute), args = N_ENTITY list. */             \
    X(N_TYPE_DECL, "type-decl")                                                      \
    /* ENTITY: name; dims (N_DIM list, empty = scalar unless DIMENSION attr);       \
     * ts_len (char len override "*n"; N_STAR for *(*), N_STAR text ":" for *(:); \
     * or NULL); init (=expr) ; ptr_init (=>expr). In PUBLIC/PRIVATE lists name  \
     * may be "operator(+)"/"assignment(=)" (op_name "+"/"="), in SAVE "/blk/". */ \
    X(N_ENTITY, "entity")                                                            \
    /* DIM: dim_kind; lhs=lower (may be NULL); rhs=upper (NULL unless explicit).   \
     * The parser gives DIM_DEFERRED for a bare ':' and DIM_ASSUMED_SHAPE for     \
     * 'lo:'; sema decides whether a bare ':' of a dummy is assumed shape. */       \
    X(N_DIM, "dim")                                                                  \
    /* ATTR_STMT: attrs (one attribute, or several for attributes(device,...)) ;    \
     * intent; args = N_ENTITY list (with dims for DIMENSION a(10)), or empty for  \
     * bare PUBLIC/PRIVATE/SAVE/SEQUENCE-like statements. bind_name for BIND(C). */ \
    X(N_ATTR_STMT, "attr-stmt")                                                      \
    /* PARAMETER stmt: args = N_ENTITY list each with init */                       \
    X(N_PARAMETER_STMT, "parameter-stmt")                                            \
    /* DERIVED_TYPE: name; attrs (A_PUBLIC/A_PRIVATE/A_BIND_C); body = component  \
     * N_TYPE_DECL list, plus an N_ATTR_STMT (A_PRIVATE, no args) for a PRIVATE   \
     * statement among the components; is_sequence; text = extends parent or NULL;\
     * is_abstract; contains = N_TYPE_BOUND list (after CONTAINS);              \
     * params = N_NAME list of type parameters (a parameterized type) */\
    X(N_DERIVED_TYPE, "derived-type")                                               \
    /* DEC structures: an N_DERIVED_TYPE with is_structure (STRUCTURE; name NULL  \
     * when anonymous; args = N_ENTITY fields of a nested one) holds N_UNION      \
     * (body = N_MAP list) and N_MAP (body = component declarations) */          \
    X(N_UNION, "union")                                                              \
    X(N_MAP, "map")                                                                  \
    /* INTERFACE: name (generic name, "operator(+)"/"assignment(=)" for those, or \
     * NULL for a plain interface block);                                           \
     * op_name ("+", ".myop.", "=" for assignment) ; is_abstract; body = N_SUBROUTINE\
     * / N_FUNCTION interface bodies and N_MODULE_PROCEDURE stmts */                \
    X(N_INTERFACE, "interface")                                                      \
    /* MODULE PROCEDURE a, b (in generic interfaces): args = N_NAME list */          \
    X(N_MODULE_PROCEDURE, "module-procedure")                                        \
    /* NAMELIST /name/ a, b: name; args = N_NAME list */                           \
    X(N_NAMELIST, "namelist")                                                        \
    /* COMMON /name/ a, b(10): name (NULL for blank); args = N_ENTITY list */        \
    X(N_COMMON, "common")                                                            \
    /* EQUIVALENCE: args = list of N_EQUIV_SET, each args = designators */          \
    X(N_EQUIVALENCE, "equivalence")                                                  \
    X(N_EQUIV_SET, "equiv-set")                                                      \
    /* DATA: args = N_DATA_SET list; each N_DATA_SET: args=objects (designators or \
     * N_IMPLIED_DO), body2 = values (N_DATA_VALUE: lhs=repeat or NULL, rhs=value) */ \
    X(N_DATA, "data")                                                                \
    X(N_DATA_SET, "data-set")                                                        \
    X(N_DATA_VALUE, "data-value")                                                    \
    /* FORMAT: label; text = raw spec "(...)" */                                     \
    X(N_FORMAT, "format")                                                            \
    /* PROCEDURE(iface), pointer :: p  (minimal): text=iface; args=N_ENTITY list; \
     * in a derived type (a procedure pointer component) tbp_flags TBP_NOPASS /  \
     * TBP_PASS and pass_name */                                                    \
    X(N_PROC_DECL, "procedure-decl")                                                 \
    /* IMPORT [[::] a, b] in an interface body: args = N_NAME list (empty = all) */  \
    X(N_IMPORT, "import")                                                            \
    /* ---- executable statements ---------------------------------------- */     \
    /* ASSIGN: lhs = designator; rhs = expr */                                      \
    X(N_ASSIGN, "assign")                                                            \
    /* PTR_ASSIGN: lhs = pointer designator; rhs = target expr or null() */         \
    X(N_PTR_ASSIGN, "pointer-assign")                                                \
    /* CALL: lhs = N_NAME / N_COMPONENT callee; args = actual args (N_KEYWORD for   \
     * keyword args, N_ALT_RETURN for *label); chevron = N_LAUNCH_CONFIG or NULL */ \
    X(N_CALL, "call")                                                                \
    /* LAUNCH_CONFIG: args = 2..4 exprs (grid, block, bytes, stream); '*' is N_STAR;\
     * a tuple (*,*) or (32,4) is N_PAREN_ARGS with lhs NULL and the items in args;\
     * stream=s is N_KEYWORD */                                                     \
    X(N_LAUNCH_CONFIG, "launch-config")                                              \
    /* IF construct: args = N_IF_BRANCH list (cond = NULL for ELSE); construct_name */\
    X(N_IF, "if")                                                                    \
    X(N_IF_BRANCH, "if-branch") /* cond; body */                                     \
    /* logical IF: cond; body has exactly one statement */                           \
    X(N_IF_STMT, "if-stmt")                                                          \
    /* arithmetic IF: cond=expr; args = 3 N_INT_LIT labels */                        \
    X(N_ARITH_IF, "arith-if")                                                        \
    /* DO: construct_name; do_label (label of terminal stmt, 0 if END DO);         \
     * var (N_NAME) or NULL for endless DO; start, end, step (NULL=1); body */      \
    X(N_DO, "do")                                                                    \
    /* DO WHILE: cond; body; construct_name; do_label */                              \
    X(N_DO_WHILE, "do-while")                                                        \
    /* DO CONCURRENT: args = N_FORALL_TRIPLET list; cond = mask; body */            \
    X(N_DO_CONCURRENT, "do-concurrent")                                              \
    /* SELECT CASE: cond = selector; args = N_CASE list; construct_name */           \
    X(N_SELECT_CASE, "select-case")                                                  \
    /* CASE: args = N_CASE_RANGE list (empty = CASE DEFAULT); body */               \
    X(N_CASE, "case")                                                                \
    /* CASE_RANGE: lhs = low or NULL, rhs = high or NULL; is_range false: lhs only */\
    X(N_CASE_RANGE, "case-range")                                                    \
    /* EXIT / CYCLE: name = construct name or NULL */                                \
    X(N_EXIT, "exit")                                                                \
    X(N_CYCLE, "cycle")                                                              \
    /* GOTO: args = [N_INT_LIT label]; computed: args = labels, cond = index */     \
    X(N_GOTO, "goto")                                                                \
    X(N_COMPUTED_GOTO, "computed-goto")                                              \
    /* ASSIGN label TO var (deleted in F95, gfortran still runs it): args =       \
     * [N_INT_LIT label]; lhs = the INTEGER variable (N_NAME); sema sets bool_val \
     * when the label is a FORMAT's. Assigned GO TO var [[,] (labels)]: cond =    \
     * the variable; args = the labels given (N_INT_LIT), may be empty */         \
    X(N_ASSIGN_LABEL, "assign-label")                                                \
    X(N_ASSIGNED_GOTO, "assigned-goto")                                              \
    /* CONTINUE; also made for a label on an END statement: at the end of the DO \
     * body for END DO, right after the construct for END IF/SELECT/WHERE/FORALL/ \
     * BLOCK, at the end of the unit body for END [SUBROUTINE...] */               \
    X(N_CONTINUE, "continue")                                                        \
    /* STOP / ERROR STOP: rhs = code (int or char expr) or NULL; quiet expr in lhs */\
    X(N_STOP, "stop")                                                                \
    X(N_ERROR_STOP, "error-stop")                                                    \
    X(N_RETURN, "return") /* rhs = alternate return index or NULL */                \
    /* PAUSE (deleted in F95, gfortran still runs it): rhs = code or NULL */         \
    X(N_PAUSE, "pause")                                                              \
    /* ENTRY: name; params = dummies (N_NAME, N_STAR for alternate returns);      \
     * result_name */                                                               \
    X(N_ENTRY, "entry")                                                              \
    /* Cray POINTER (p, x) [, (q, y(n))]: args = N_ENTITY pairs, pointer then      \
     * pointee (with its dims) */                                                   \
    X(N_CRAY_POINTER, "cray-pointer")                                                \
    /* BLOCK: construct_name; body (specification + execution) */                   \
    X(N_BLOCK, "block")                                                              \
    /* ALLOCATE/DEALLOCATE: args = objects (designators with N_ALLOC_SHAPE         \
     * subscripts for allocate: N_PAREN_ARGS whose args are bounds, N_TRIPLET for  \
     * lo:hi), ts = type-spec:: or TS_NONE; opts = N_KEYWORD list                  \
     * (stat=, errmsg=, source=, mold=) */                                           \
    X(N_ALLOCATE, "allocate")                                                        \
    X(N_DEALLOCATE, "deallocate")                                                    \
    X(N_NULLIFY, "nullify") /* args = pointer designators */                         \
    /* I/O statements: opts = N_KEYWORD control list (unit=, fmt=, iostat=, ...; a \
     * positional unit/format becomes keyword "unit"/"fmt"; fmt=* is N_STAR; a     \
     * label format is N_INT_LIT); args = I/O items (exprs, N_IMPLIED_DO) */        \
    X(N_PRINT, "print")                                                              \
    X(N_WRITE, "write")                                                              \
    X(N_READ, "read")                                                                \
    X(N_OPEN, "open")                                                                \
    X(N_CLOSE, "close")                                                              \
    X(N_INQUIRE, "inquire")                                                          \
    X(N_REWIND, "rewind")                                                            \
    X(N_BACKSPACE, "backspace")                                                      \
    X(N_ENDFILE, "endfile")                                                          \
    X(N_FLUSH, "flush")                                                              \
    X(N_WAIT, "wait")                                                                \
    /* WHERE construct: args = N_WHERE_BRANCH list (cond NULL for ELSEWHERE); a   \
     * WHERE statement is a construct with one branch */                            \
    X(N_WHERE, "where")                                                              \
    X(N_WHERE_BRANCH, "where-branch")                                                \
    /* FORALL: args = N_FORALL_TRIPLET list; cond = mask or NULL; body */           \
    X(N_FORALL, "forall")                                                            \
    X(N_FORALL_TRIPLET, "forall-triplet") /* name; start,end,step */               \
    /* CUF KERNEL DO: directive "!$cuf kernel do[(n)] [<<<grid,block[,..]>>>]":    \
     * nest = n (default 1); chevron = N_LAUNCH_CONFIG (args may be N_STAR);       \
     * args = reduce(op:vars) as N_KEYWORD nodes (name="+", "max", ".and.";    \
     * args = N_NAME list); body = [N_DO] */                                        \
    X(N_CUF_KERNEL, "cuf-kernel")                                                    \
    /* OpenMP directive (frontend/parse_omp.c, docs/openmp.md): op = OmpDir;     \
     * args = N_OMP_CLAUSE list (those of the END directive appended); body =     \
     * the structured block (a loop construct: [N_DO]; SECTIONS: N_OMP SECTION  \
     * nodes; ATOMIC: its 1 or 2 statements); name = CRITICAL's name or NULL;   \
     * args of THREADPRIVATE/FLUSH = N_NAME list (common blocks as "/blk/") */   \
    X(N_OMP, "omp")                                                                  \
    /* OpenMP clause: op = OmpClause; args = variable list (N_NAME); rhs = the    \
     * expression (IF, NUM_THREADS, chunk of SCHEDULE, COLLAPSE, FINAL, ...);   \
     * name = REDUCTION's operator ("+", ".and.", "max") or identifier,        \
     * SCHEDULE's kind, DEFAULT's, DEPEND's and PROC_BIND's kind, ATOMIC's */   \
    X(N_OMP_CLAUSE, "omp-clause")                                                    \
    /* Other directives: text = "dir$ <rest of line>" for !dir$/!dec$/!pgi$, "cuf" \
     * for an unknown !$cuf directive (warned about) */                             \
    X(N_DIRECTIVE, "directive")                                                      \
    /* Statement that failed to parse (error already reported) */                  \
    X(N_ERROR_STMT, "error-stmt")                                                    \
    /* ASSOCIATE: construct_name; args = N_KEYWORD list (name => selector in rhs); \
     * body; sema: scope holds the associate names (Symbol.assoc = selector) */    \
    X(N_ASSOCIATE, "associate")                                                      \
    /* SELECT TYPE (op SELECT_TYPE) and SELECT RANK (op SELECT_RANK):           \
     * construct_name; name = associate name or NULL; cond = selector; args =     \
     * N_TYPE_GUARD list; sema: sym = the selector's associate symbol in each     \
     * guard's scope */                                                             \
    X(N_SELECT_TYPE, "select-type")                                                  \
    /* TYPE IS / CLASS IS / CLASS DEFAULT / RANK (n) / RANK (*) / RANK DEFAULT:   \
     * op = GUARD_*; ts (NULL for DEFAULT); lhs = n of RANK (n); body; scope (the \
     * associate name with the guard's type or rank) */                           \
    X(N_TYPE_GUARD, "type-guard")                                                    \
    /* Type-bound procedure part of a derived type (N_DERIVED_TYPE contains):     \
     * PROCEDURE [(iface)] [, attrs] :: name [=> impl]: name; text = impl or NULL; \
     * op_name = interface name (deferred); tbp_flags (TBP_*); pass_name;         \
     * GENERIC :: spec => a, b: tbp_flags TBP_GENERIC, name = generic name or     \
     * "operator(+)"/"assignment(=)", op_name = the operator, args = N_NAME list; \
     * FINAL :: a, b: tbp_flags TBP_FINAL, args = N_NAME list */                   \
    X(N_TYPE_BOUND, "type-bound")                                                    \
    /* ---- expressions ------------------------------------------------------ */   \
    X(N_INT_LIT, "int")        /* text; kind_expr (suffix as N_INT_LIT/N_NAME) */   \
    X(N_REAL_LIT, "real")      /* text; kind_expr; is_double (d exponent) */         \
    X(N_COMPLEX_LIT, "complex")/* lhs = real part, rhs = imag part */                \
    X(N_CHAR_LIT, "char")      /* text, str_len; kind_expr */                        \
    X(N_LOGICAL_LIT, "logical")/* bool_val; kind_expr */                             \
    X(N_BOZ_LIT, "boz")        /* text = digits; boz_base */                         \
    X(N_NAME, "name")          /* name */                                            \
    /* name(args) before sema: array element/section, function call, substring or \
     * structure constructor; lhs = base (N_NAME or N_COMPONENT); args may contain \
     * N_TRIPLET, N_KEYWORD. Sema rewrites kind to N_FUNC_CALL, N_ARRAY_REF,       \
     * N_SUBSTRING, N_STRUCT_CTOR or N_INTRINSIC_CALL in place. A substring of an  \
     * element is N_PAREN_ARGS whose lhs is N_PAREN_ARGS: a(i)(2:3). */             \
    X(N_PAREN_ARGS, "paren-args")                                                    \
    X(N_FUNC_CALL, "func-call")     /* lhs = callee ref; sym = procedure; args */   \
    X(N_INTRINSIC_CALL, "intrinsic")/* name; op = IntrinsicId; args (keywords      \
                                       placed by sema: args[i] is the i-th dummy,  \
                                       NULL when absent) */                          \
    X(N_ARRAY_REF, "array-ref")     /* lhs = array designator; args = subscripts   \
                                       (exprs, N_TRIPLET, vector subscripts) */     \
    X(N_SUBSTRING, "substring")     /* lhs = string designator; args[0]=N_TRIPLET */\
    X(N_STRUCT_CTOR, "struct-ctor") /* sym = derived type; args ordered by sema */  \
    X(N_COMPONENT, "component")     /* lhs = base; name = component; sym = comp */  \
    X(N_TRIPLET, "triplet")         /* lhs = lo, rhs = hi, step (any may be NULL) */\
    X(N_KEYWORD, "keyword")         /* name = keyword (lower case); rhs = value */ \
    X(N_STAR, "star")               /* '*' in unit=*, fmt=*, <<<*,*>>>, a(*) */     \
    X(N_ALT_RETURN, "alt-return")   /* *label actual argument: rhs = label */       \
    X(N_BINARY, "binary")           /* op = TokenKind; lhs, rhs; name for DEFOP */  \
    X(N_UNARY, "unary")             /* op = TK_PLUS/TK_MINUS/TK_NOT/TK_DEFOP; lhs */\
    X(N_PAREN, "paren")             /* (expr): lhs; kept for Fortran semantics */   \
    X(N_ARRAY_CTOR, "array-ctor")   /* args = items (exprs, N_IMPLIED_DO); ts =    \
                                       [type-spec :: ...] or TS_NONE */             \
    X(N_IMPLIED_DO, "implied-do")   /* args = items; var (N_NAME); start,end,step */\
    X(N_CONVERT, "convert")         /* inserted by sema: lhs converted to type */  \
    X(N_NULL_PTR, "null")           /* null() after sema */

/* OpenMP directives: X(kind, words as written, form) (frontend/parse_omp.c).
 * Forms: OF_BLOCK ends with !$OMP END <words>; OF_LOOP applies to the DO loop
 * that follows (END optional); OF_STANDALONE is the directive alone; OF_ATOMIC
 * the assignment(s) that follow; OF_DECL a specification directive. */
enum { OF_BLOCK, OF_LOOP, OF_STANDALONE, OF_ATOMIC, OF_DECL };
#define OMP_DIR_LIST(X)                                              \
    X(OMP_PARALLEL_DO_SIMD, "parallel do simd", OF_LOOP)             \
    X(OMP_PARALLEL_DO, "parallel do", OF_LOOP)                       \
    X(OMP_PARALLEL_SECTIONS, "parallel sections", OF_BLOCK)          \
    X(OMP_PARALLEL_WORKSHARE, "parallel workshare", OF_BLOCK)        \
    X(OMP_PARALLEL, "parallel", OF_BLOCK)                            \
    X(OMP_DO_SIMD, "do simd", OF_LOOP)                               \
    X(OMP_DO, "do", OF_LOOP)                                         \
    X(OMP_SECTIONS, "sections", OF_BLOCK)                            \
    X(OMP_SECTION, "section", OF_BLOCK)                              \
    X(OMP_SINGLE, "single", OF_BLOCK)                                \
    X(OMP_MASTER, "master", OF_BLOCK)                                \
    X(OMP_CRITICAL, "critical", OF_BLOCK)                            \
    X(OMP_WORKSHARE, "workshare", OF_BLOCK)                          \
    X(OMP_ORDERED, "ordered", OF_BLOCK)                              \
    X(OMP_TASKLOOP_SIMD, "taskloop simd", OF_LOOP)                   \
    X(OMP_TASKLOOP, "taskloop", OF_LOOP)                             \
    X(OMP_TASKGROUP, "taskgroup", OF_BLOCK)                          \
    X(OMP_TASKWAIT, "taskwait", OF_STANDALONE)                       \
    X(OMP_TASKYIELD, "taskyield", OF_STANDALONE)                     \
    X(OMP_TASK, "task", OF_BLOCK)                                    \
    X(OMP_SIMD, "simd", OF_LOOP)                                     \
    X(OMP_BARRIER, "barrier", OF_STANDALONE)                         \
    X(OMP_FLUSH, "flush", OF_STANDALONE)                             \
    X(OMP_ATOMIC, "atomic", OF_ATOMIC)                               \
    X(OMP_THREADPRIVATE, "threadprivate", OF_DECL)

typedef enum {
#define X(k, w, f) k,
    OMP_DIR_LIST(X)
#undef X
    OMP__COUNT
} OmpDir;
extern const char *const omp_dir_words[];   /* "parallel do", indexed by OmpDir */
extern const int omp_dir_form[];            /* OF_* */

/* OpenMP clauses: X(kind, name, argument) with argument 0 none, 1 a variable
 * list, 2 an expression, 3 special (DEFAULT, SCHEDULE, REDUCTION, DEPEND,
 * PROC_BIND, ORDERED[(n)], IF([modifier:] e), LINEAR, ALIGNED) */
#define OMP_CLAUSE_LIST(X)                                           \
    X(OMPC_PRIVATE, "private", 1)                                    \
    X(OMPC_FIRSTPRIVATE, "firstprivate", 1)                          \
    X(OMPC_LASTPRIVATE, "lastprivate", 1)                            \
    X(OMPC_SHARED, "shared", 1)                                      \
    X(OMPC_COPYIN, "copyin", 1)                                      \
    X(OMPC_COPYPRIVATE, "copyprivate", 1)                            \
    X(OMPC_REDUCTION, "reduction", 3)                                \
    X(OMPC_DEFAULT, "default", 3)                                    \
    X(OMPC_IF, "if", 3)                                              \
    X(OMPC_NUM_THREADS, "num_threads", 2)                            \
    X(OMPC_SCHEDULE, "schedule", 3)                                  \
    X(OMPC_COLLAPSE, "collapse", 2)                                  \
    X(OMPC_ORDERED, "ordered", 3)                                    \
    X(OMPC_NOWAIT, "nowait", 0)                                      \
    X(OMPC_UNTIED, "untied", 0)                                      \
    X(OMPC_MERGEABLE, "mergeable", 0)                                \
    X(OMPC_FINAL, "final", 2)                                        \
    X(OMPC_PRIORITY, "priority", 2)                                  \
    X(OMPC_DEPEND, "depend", 3)                                      \
    X(OMPC_PROC_BIND, "proc_bind", 3)                                \
    X(OMPC_SAFELEN, "safelen", 2)                                    \
    X(OMPC_SIMDLEN, "simdlen", 2)                                    \
    X(OMPC_LINEAR, "linear", 3)                                      \
    X(OMPC_ALIGNED, "aligned", 3)                                    \
    X(OMPC_GRAINSIZE, "grainsize", 2)                                \
    X(OMPC_NUM_TASKS, "num_tasks", 2)                                \
    X(OMPC_NOGROUP, "nogroup", 0)                                    \
    X(OMPC_HINT, "hint", 2)

typedef enum {
#define X(k, n, a) k,
    OMP_CLAUSE_LIST(X)
#undef X
    OMPC__COUNT
} OmpClause;
extern const char *const omp_clause_names[]; /* "firstprivate", indexed by OmpClause */

typedef enum {
#define X(k, s) k,
    NODE_LIST(X)
#undef X
    N__COUNT
} NodeKind;

extern const char *const node_name[]; /* indexed by NodeKind */

struct Node {
    NodeKind kind;
    Loc loc;
    int label;                 /* statement label, 0 if none */

    /* names and text */
    const char *name;          /* lower case */
    const char *text;
    int str_len;               /* N_CHAR_LIT */
    const uint32_t *wide_text; /* N_CHAR_LIT with \\uXXXX escapes: str_len codes (text has their low bytes) */
    bool hollerith;            /* N_CHAR_LIT spelled nH... outside FORMAT (typeless legacy constant) */
    char arg_pass;             /* an actual argument spelled %VAL(x) ('v') or %REF(x) ('r'); 0 otherwise */
    bool is_enum;              /* N_TYPE_DECL made of an ENUM, BIND(C) block (-fshort-enums sizes it) */
    const char *construct_name;
    const char *op_name;       /* interfaces, renames of operators */
    const char *result_name;   /* N_FUNCTION */
    const char *bind_name;     /* bind(c[,name=]) */
    const char *submodules;    /* N_MODULE: the submodules merged in, space-separated (a .smod each) */

    /* operators and flags */
    int op;                    /* TokenKind or IntrinsicId */
    int boz_base;
    bool bool_val;
    bool is_double;
    bool is_range;             /* N_CASE_RANGE with ':' */
    bool implicit_none;        /* N_IMPLICIT */
    bool only_list;            /* N_USE with ONLY: */
    bool non_intrinsic;        /* N_USE, NON_INTRINSIC (INTRINSIC is A_INTRINSIC in attrs) */
    bool is_abstract;          /* N_INTERFACE, N_DERIVED_TYPE (ABSTRACT) */
    bool is_sequence;          /* N_DERIVED_TYPE */
    bool is_structure;         /* N_DERIVED_TYPE: a DEC STRUCTURE */
    bool ptr_init;             /* N_ENTITY: '=> init' */
    bool eval_once;            /* N_PAREN: a statement function's actual that its expansion evaluates
                                  once (before the expansion, the N_PAREN whose args list these) */
    bool scalar_once;          /* codegen: a scalar operand of an array expression evaluated once
                                  before its element loops, the value in cg (array.c ScalarOnce) */

    /* children */
    Node *lhs, *rhs;
    Node *cond;
    Node *var, *start, *end, *step;
    Node *init;                /* N_ENTITY initializer */
    Node *kind_expr;           /* literal kind suffix */
    Node *ts_len;              /* N_ENTITY char*n */
    Node *chevron;             /* N_CALL, N_CUF_KERNEL */
    NodeList args;
    NodeList opts;             /* keyword control lists */
    NodeList params;           /* dummy argument names */
    NodeList dims;             /* N_DIM list */
    NodeList codims;           /* coarrays (frontend/parse_coarray.c): N_DIM list of a coarray-spec
                                  (N_ENTITY, N_TYPE_DECL/N_ATTR_STMT CODIMENSION); cosubscripts of a
                                  designator's image selector (N_DIM for * and lo:* in ALLOCATE) */
    NodeList body;
    NodeList body2;            /* N_DATA_SET values */
    NodeList contains;         /* internal / module procedures */
    NodeList nml_objects;      /* sema, a NAMELIST group's name in a data transfer: one N_NAME per group
                                  object, with the dtio that transfers it (kept out of args, which
                                  expression walkers visit) */
    NodeList dtio_comps;       /* sema, data transfer statements: for each derived type of a component
                                  (at any depth) of an item transferred component by component that
                                  has a derived-type I/O procedure, an N_NAME with that type and dtio */

    /* declarations */
    TypeSpec *ts;
    unsigned attrs;            /* A_* */
    Intent intent;
    DimKind dim_kind;
    unsigned prefix;           /* PF_* */
    unsigned cuda_attrs;       /* CA_* */
    int do_label;
    int nest;                  /* N_CUF_KERNEL do(n) */

    /* filled by sema */
    Type *type;                /* expression type (element type for arrays) */
    int rank;                  /* 0 for scalars */
    Symbol *sym;               /* resolved entity */
    Scope *scope;              /* program units, BLOCK, DERIVED_TYPE */
    ConstVal *cval;            /* value when constant-folded */
    /* I/O list items of derived type (or arrays of it) that a user-defined
     * derived-type I/O procedure transfers (sema/oop.c oop_dtio_proc) */
    Symbol *dtio;

    /* type-bound procedures (N_TYPE_BOUND) */
    unsigned tbp_flags;        /* TBP_* */
    const char *pass_name;     /* PASS(arg) */
    /* sema: a call through a binding of a polymorphic object (N_CALL,
     * N_FUNC_CALL): dispatch = the object (CLASS), slot = the vtable slot;
     * dispatch NULL: the call is bound statically; a CLASS I/O list item
     * whose dtio is a binding: dispatch = the item itself, slot = the
     * binding's */
    Node *dispatch;
    int slot;

    /* free for codegen */
    void *cg;
};

Node *node_new(NodeKind kind, Loc loc);
void ast_dump(Node *root_list_or_unit, FILE *out);   /* --dump-ast */

/* A parsed source file: its program units in order. */
typedef struct TranslationUnit {
    SourceFile *src;
    NodeList units;
    NodeList broken_units;     /* units with a syntax error, and those that USE such a module */
} TranslationUnit;

/* Parser: returns false after reporting errors. The units that parsed without
 * error stay in units (the driver still checks them), the others go to
 * broken_units (with N_ERROR_STMT in place of bad statements). */
bool parse_file(const TokenList *toks, TranslationUnit *tu);
/* Submodule sm into its ancestor module m, read from a module file (frontend/submodule.c) */
void merge_submodule_into(Node *m, Node *sm);
void note_parent_renames(Node *m, const char *parent); /* m read from m@parent.smod */

/* ===================================================================== */
/* 6. Phase entry points (driver/ calls them in this order)              */
/* ===================================================================== */

/* sema/: resolve names, type and check everything; writes .mod files for
 * the modules of the unit into opts.module_dir (or "."). */
bool sema_run(TranslationUnit *tu);
void sema_dump_symbols(TranslationUnit *tu, FILE *out); /* --dump-symbols */

/* codegen/: lower the checked unit to an object file, LLVM IR (-emit-llvm,
 * textual .ll if 'emit_asm' is set and emit_llvm), or assembly (-S). */
typedef enum { CG_EMIT_OBJECT, CG_EMIT_ASM, CG_EMIT_LLVM_IR, CG_EMIT_LLVM_BC } CgEmitKind;
bool cg_run(TranslationUnit *tu, CgEmitKind kind, const char *out_path);

#endif
