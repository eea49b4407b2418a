"""Fortran and CUDA Fortran tokens for the mutation fuzzers (scripts/fuzz-replay
inserts them; scripts/fuzz writes them as an AFL++ dictionary)."""

TOKENS = [
    # statements and constructs
    "program", "end", "module", "contains", "subroutine", "function", "result", "use", "implicit none",
    "integer", "real", "complex", "logical", "character(len=*)", "character(len=:)", "double precision",
    "type", "class(*)", "end type", "interface", "end interface", "procedure", "generic", "operator(+)",
    "assignment(=)", "allocatable", "pointer", "target", "dimension(:)", "dimension(*)", "parameter",
    "intent(in)", "intent(out)", "optional", "save", "external", "intrinsic", "value", "bind(c)",
    "if", "then", "else", "elseif", "endif", "do", "enddo", "while", "concurrent", "select case", "case",
    "select type", "type is", "class default", "where", "elsewhere", "forall", "block", "associate",
    "goto", "continue", "cycle", "exit", "return", "stop", "error stop", "pause", "entry", "data",
    "common", "equivalence", "namelist", "format", "print *,", "write(*,*)", "read(*,*)", "open",
    "allocate", "deallocate", "nullify", "call", "=>", "::", "=", "%",
    # operators and punctuation
    "+", "-", "*", "/", "**", "//", "==", "/=", "<", "<=", ">", ">=", ".and.", ".or.", ".not.",
    ".eqv.", ".neqv.", ".true.", ".false.", ".op.", "(", ")", "(/", "/)", "[", "]", ",", ";", "&",
    # intrinsics
    "sum(", "size(", "shape(", "reshape(", "maxloc(", "pack(", "spread(", "merge(", "transfer(",
    "huge(1)", "kind(", "len(", "trim(", "repeat(", "null()", "present(", "associated(", "c_loc(",
    # CUDA Fortran
    "attributes(global)", "attributes(device)", "attributes(host,device)", "attributes(grid_global)",
    "device", "managed", "constant", "shared", "pinned", "texture", "use cudafor", "<<<", ">>>",
    "<<<1,1>>>", "<<<*,*>>>", "!$cuf kernel do", "!$cuf kernel do(2) <<<*,*>>>", "reduce(+:s)",
    "threadidx%x", "blockidx%x", "blockdim%x", "griddim%x", "syncthreads()", "atomicadd(",
    "cudaMemcpy(", "cudaDeviceSynchronize()", "istat = cudaMalloc(",
    # literals
    "0", "-1", "2147483647", "9223372036854775807", "1e308", "1.0d0", "'a'", '""', "z'ff'", "1_8",
    "3.0_16", "(1.0,2.0)",
    # preprocessor and directives
    "#define X", "#if", "#endif", "#include \"x\"", "!dir$", "!$omp parallel do",
]
