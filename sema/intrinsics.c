/* intrinsics.c — the intrinsic procedures table: dummy argument keywords,
 * how many are required, result type and rank rules, elemental/device
 * flags; placement of actual arguments and folding of constant calls. */
#include "sema_impl.h"
#include <ctype.h>

#include <quadmath.h>

#include <float.h>
#include <math.h>
#include <stdlib.h>

typedef enum {
    RR_SAME, RR_ABS, RR_COMMON, RR_MAXMIN, RR_INT, RR_REAL, RR_REAL4, RR_REAL8, RR_CMPLX,
    RR_CMPLX8, RR_AIMAG, RR_LOGICAL, RR_CHAR1, RR_INT4, RR_INT8, RR_INQ_SAME, RR_INQ_INT,
    RR_REDUCE, RR_COUNT, RR_ANYALL, RR_LOC, RR_SHAPE, RR_BOUND, RR_SIZE, RR_DOT, RR_MATMUL,
    RR_TRANSPOSE, RR_RESHAPE, RR_SPREAD, RR_PACK, RR_UNPACK, RR_MERGE, RR_SHIFT, RR_TRIM,
    RR_REPEAT, RR_NEWLINE, RR_TRANSFER, RR_NULL, RR_SUB, RR_CPTR, RR_CFUNPTR, RR_CDEVPTR, RR_LOG4,
    RR_INTSAME, RR_COMPILER, RR_ARG2, RR_GNU,
} ResultRule;

enum { F_NODEV = 1, F_MINMAX_VARIADIC = 2, F_NOSCALAR_CHECK = 4, F_MASK2 = 8 };

typedef struct IntrDesc {
    IntrinsicId id;
    const char *args;   /* comma-separated dummy names */
    int nreq;           /* required leading arguments */
    ResultRule rule;
    unsigned flags;
    char cls;           /* E I T S D */
} IntrDesc;

#define ROW(id, args, nreq, rule, flags) {id, args, nreq, rule, flags, 0}
static IntrDesc table[] = {
    ROW(INTR_ABS, "a", 1, RR_ABS, 0), ROW(INTR_IABS, "a", 1, RR_SAME, 0),
    ROW(INTR_DABS, "a", 1, RR_SAME, 0), ROW(INTR_MOD, "a,p", 2, RR_COMMON, 0),
    ROW(INTR_MODULO, "a,p", 2, RR_COMMON, 0), ROW(INTR_SIGN, "a,b", 2, RR_COMMON, 0),
    ROW(INTR_DIM, "x,y", 2, RR_COMMON, 0), ROW(INTR_MAX, "a1,a2", 2, RR_MAXMIN, F_MINMAX_VARIADIC),
    ROW(INTR_MIN, "a1,a2", 2, RR_MAXMIN, F_MINMAX_VARIADIC), ROW(INTR_SQRT, "x", 1, RR_SAME, 0),
    ROW(INTR_EXP, "x", 1, RR_SAME, 0), ROW(INTR_LOG, "x", 1, RR_SAME, 0),
    ROW(INTR_LOG10, "x", 1, RR_SAME, 0), ROW(INTR_SIN, "x", 1, RR_SAME, 0),
    ROW(INTR_COS, "x", 1, RR_SAME, 0), ROW(INTR_TAN, "x", 1, RR_SAME, 0),
    ROW(INTR_ASIN, "x", 1, RR_SAME, 0), ROW(INTR_ACOS, "x", 1, RR_SAME, 0),
    ROW(INTR_ATAN, "x,y", 1, RR_COMMON, 0), ROW(INTR_ATAN2, "y,x", 2, RR_COMMON, 0),
    /* degrees (DEC, gfortran's -fdec-math, GNU by default since GCC 11) */
    ROW(INTR_SIND, "x", 1, RR_SAME, 0), ROW(INTR_COSD, "x", 1, RR_SAME, 0),
    ROW(INTR_TAND, "x", 1, RR_SAME, 0), ROW(INTR_ASIND, "x", 1, RR_SAME, 0),
    ROW(INTR_ACOSD, "x", 1, RR_SAME, 0), ROW(INTR_ATAND, "x", 1, RR_SAME, 0),
    ROW(INTR_ATAN2D, "y,x", 2, RR_COMMON, 0), ROW(INTR_COTAN, "x", 1, RR_SAME, 0),
    ROW(INTR_COTAND, "x", 1, RR_SAME, 0),
    ROW(INTR_SINH, "x", 1, RR_SAME, 0), ROW(INTR_COSH, "x", 1, RR_SAME, 0),
    ROW(INTR_TANH, "x", 1, RR_SAME, 0), ROW(INTR_ASINH, "x", 1, RR_SAME, 0),
    ROW(INTR_ACOSH, "x", 1, RR_SAME, 0), ROW(INTR_ATANH, "x", 1, RR_SAME, 0),
    ROW(INTR_HYPOT, "x,y", 2, RR_COMMON, 0), ROW(INTR_ERF, "x", 1, RR_SAME, 0),
    ROW(INTR_ERFC, "x", 1, RR_SAME, 0), ROW(INTR_GAMMA, "x", 1, RR_SAME, 0),
    ROW(INTR_LOG_GAMMA, "x", 1, RR_SAME, 0), ROW(INTR_BESSEL_J0, "x", 1, RR_SAME, 0),
    ROW(INTR_BESSEL_J1, "x", 1, RR_SAME, 0), ROW(INTR_DSQRT, "x", 1, RR_SAME, 0),
    ROW(INTR_DEXP, "x", 1, RR_SAME, 0), ROW(INTR_DLOG, "x", 1, RR_SAME, 0),
    ROW(INTR_DSIN, "x", 1, RR_SAME, 0), ROW(INTR_DCOS, "x", 1, RR_SAME, 0),
    ROW(INTR_ALOG, "x", 1, RR_SAME, 0),
    ROW(INTR_INT, "a,kind", 1, RR_INT, 0), ROW(INTR_NINT, "a,kind", 1, RR_INT, 0),
    ROW(INTR_REAL, "a,kind", 1, RR_REAL, 0), ROW(INTR_DBLE, "a", 1, RR_REAL8, 0),
    ROW(INTR_CMPLX, "x,y,kind", 1, RR_CMPLX, 0), ROW(INTR_DCMPLX, "x,y", 1, RR_CMPLX8, 0),
    ROW(INTR_AIMAG, "z", 1, RR_AIMAG, 0), ROW(INTR_CONJG, "z", 1, RR_SAME, 0),
    ROW(INTR_AINT, "a,kind", 1, RR_REAL, 0), ROW(INTR_ANINT, "a,kind", 1, RR_REAL, 0),
    ROW(INTR_FLOOR, "a,kind", 1, RR_INT, 0), ROW(INTR_CEILING, "a,kind", 1, RR_INT, 0),
    ROW(INTR_FLOAT, "a", 1, RR_REAL4, 0), ROW(INTR_SNGL, "a", 1, RR_REAL4, 0),
    ROW(INTR_IFIX, "a", 1, RR_INT4, 0), ROW(INTR_IDINT, "a", 1, RR_INT4, 0),
    ROW(INTR_LOGICAL, "l,kind", 1, RR_LOGICAL, 0), ROW(INTR_CHAR, "i,kind", 1, RR_CHAR1, 0),
    ROW(INTR_ICHAR, "c,kind", 1, RR_INT, 0), ROW(INTR_ACHAR, "i,kind", 1, RR_CHAR1, 0),
    ROW(INTR_IACHAR, "c,kind", 1, RR_INT, 0),
    ROW(INTR_TRANSFER, "source,mold,size", 2, RR_TRANSFER, F_NODEV),
    ROW(INTR_KIND, "x", 1, RR_INQ_INT, 0), ROW(INTR_SELECTED_INT_KIND, "r", 1, RR_INQ_INT, 0),
    ROW(INTR_SELECTED_REAL_KIND, "p,r,radix", 0, RR_INQ_INT, 0),
    ROW(INTR_SELECTED_CHAR_KIND, "name", 1, RR_INQ_INT, 0),
    ROW(INTR_HUGE, "x", 1, RR_INQ_SAME, 0), ROW(INTR_TINY, "x", 1, RR_INQ_SAME, 0),
    ROW(INTR_EPSILON, "x", 1, RR_INQ_SAME, 0), ROW(INTR_DIGITS, "x", 1, RR_INQ_INT, 0),
    ROW(INTR_PRECISION, "x", 1, RR_INQ_INT, 0), ROW(INTR_RANGE, "x", 1, RR_INQ_INT, 0),
    ROW(INTR_RADIX, "x", 1, RR_INQ_INT, 0), ROW(INTR_BIT_SIZE, "i", 1, RR_INQ_SAME, 0),
    ROW(INTR_MAXEXPONENT, "x", 1, RR_INQ_INT, 0), ROW(INTR_MINEXPONENT, "x", 1, RR_INQ_INT, 0),
    ROW(INTR_SIZE, "array,dim,kind", 1, RR_SIZE, 0), ROW(INTR_SHAPE, "source,kind", 1, RR_SHAPE, 0),
    ROW(INTR_LBOUND, "array,dim,kind", 1, RR_BOUND, 0),
    ROW(INTR_UBOUND, "array,dim,kind", 1, RR_BOUND, 0),
    ROW(INTR_ALLOCATED, "array", 1, RR_LOG4, 0), ROW(INTR_IS_CONTIGUOUS, "array", 1, RR_LOG4, 0), ROW(INTR_RANK, "a", 1, RR_INQ_INT, 0),
    ROW(INTR_EXTENDS_TYPE_OF, "a,mold", 2, RR_LOG4, F_NODEV), ROW(INTR_SAME_TYPE_AS, "a,b", 2, RR_LOG4, F_NODEV),
    ROW(INTR_ASSOCIATED, "pointer,target", 1, RR_LOG4, 0),
    ROW(INTR_PRESENT, "a", 1, RR_LOG4, 0), ROW(INTR_LEN, "string,kind", 1, RR_INT, 0),
    ROW(INTR_LEN_TRIM, "string,kind", 1, RR_INT, 0),
    ROW(INTR_IAND, "i,j", 2, RR_COMMON, 0), ROW(INTR_IOR, "i,j", 2, RR_COMMON, 0),
    ROW(INTR_IEOR, "i,j", 2, RR_COMMON, 0), ROW(INTR_NOT, "i", 1, RR_SAME, 0),
    ROW(INTR_ISHFT, "i,shift", 2, RR_INTSAME, 0), ROW(INTR_ISHFTC, "i,shift,size", 2, RR_INTSAME, 0),
    ROW(INTR_IBSET, "i,pos", 2, RR_INTSAME, 0), ROW(INTR_IBCLR, "i,pos", 2, RR_INTSAME, 0),
    ROW(INTR_BTEST, "i,pos", 2, RR_LOG4, 0), ROW(INTR_IBITS, "i,pos,len", 3, RR_INTSAME, 0),
    ROW(INTR_POPCNT, "i", 1, RR_INT4, 0), ROW(INTR_POPPAR, "i", 1, RR_INT4, 0),
    ROW(INTR_LEADZ, "i", 1, RR_INT4, 0), ROW(INTR_TRAILZ, "i", 1, RR_INT4, 0),
    ROW(INTR_SHIFTL, "i,shift", 2, RR_INTSAME, 0), ROW(INTR_SHIFTR, "i,shift", 2, RR_INTSAME, 0),
    ROW(INTR_SHIFTA, "i,shift", 2, RR_INTSAME, 0), ROW(INTR_DSHIFTL, "i,j,shift", 3, RR_COMMON, 0),
    ROW(INTR_DSHIFTR, "i,j,shift", 3, RR_COMMON, 0), ROW(INTR_MERGE_BITS, "i,j,mask", 3, RR_COMMON, 0),
    ROW(INTR_BGE, "i,j", 2, RR_LOG4, 0), ROW(INTR_BGT, "i,j", 2, RR_LOG4, 0), ROW(INTR_BLE, "i,j", 2, RR_LOG4, 0),
    ROW(INTR_BLT, "i,j", 2, RR_LOG4, 0),
    ROW(INTR_SUM, "array,dim,mask,stream", 1, RR_REDUCE, F_MASK2),
    ROW(INTR_PRODUCT, "array,dim,mask", 1, RR_REDUCE, F_MASK2),
    ROW(INTR_MAXVAL, "array,dim,mask,stream", 1, RR_REDUCE, F_MASK2),
    ROW(INTR_MINVAL, "array,dim,mask,stream", 1, RR_REDUCE, F_MASK2),
    ROW(INTR_COUNT, "mask,dim,kind", 1, RR_COUNT, 0), ROW(INTR_ANY, "mask,dim", 1, RR_ANYALL, 0),
    ROW(INTR_ALL, "mask,dim", 1, RR_ANYALL, 0),
    ROW(INTR_MAXLOC, "array,dim,mask,kind,back", 1, RR_LOC, F_MASK2),
    ROW(INTR_MINLOC, "array,dim,mask,kind,back", 1, RR_LOC, F_MASK2),
    ROW(INTR_FINDLOC, "array,value,dim,mask,kind,back", 2, RR_LOC, 0),
    ROW(INTR_DOT_PRODUCT, "vector_a,vector_b", 2, RR_DOT, 0),
    ROW(INTR_MATMUL, "matrix_a,matrix_b", 2, RR_MATMUL, F_NODEV),
    ROW(INTR_TRANSPOSE, "matrix", 1, RR_TRANSPOSE, F_NODEV),
    ROW(INTR_RESHAPE, "source,shape,pad,order", 2, RR_RESHAPE, F_NODEV),
    ROW(INTR_SPREAD, "source,dim,ncopies", 3, RR_SPREAD, F_NODEV),
    ROW(INTR_PACK, "array,mask,vector", 2, RR_PACK, F_NODEV),
    ROW(INTR_UNPACK, "vector,mask,field", 3, RR_UNPACK, F_NODEV),
    ROW(INTR_MERGE, "tsource,fsource,mask", 3, RR_MERGE, 0),
    ROW(INTR_CSHIFT, "array,shift,dim", 2, RR_SHIFT, F_NODEV),
    ROW(INTR_EOSHIFT, "array,shift,boundary,dim", 2, RR_SHIFT, F_NODEV),
    ROW(INTR_TRIM, "string", 1, RR_TRIM, F_NODEV), ROW(INTR_ADJUSTL, "string", 1, RR_SAME, F_NODEV),
    ROW(INTR_ADJUSTR, "string", 1, RR_SAME, F_NODEV),
    ROW(INTR_INDEX, "string,substring,back,kind", 2, RR_INT, 0),
    ROW(INTR_SCAN, "string,set,back,kind", 2, RR_INT, 0),
    ROW(INTR_VERIFY, "string,set,back,kind", 2, RR_INT, 0),
    ROW(INTR_REPEAT, "string,ncopies", 2, RR_REPEAT, F_NODEV),
    ROW(INTR_LGE, "string_a,string_b", 2, RR_LOG4, 0), ROW(INTR_LGT, "string_a,string_b", 2, RR_LOG4, 0),
    ROW(INTR_LLE, "string_a,string_b", 2, RR_LOG4, 0), ROW(INTR_LLT, "string_a,string_b", 2, RR_LOG4, 0),
    ROW(INTR_NEW_LINE, "a", 1, RR_NEWLINE, 0), ROW(INTR_NULL, "mold", 0, RR_NULL, 0),
    ROW(INTR_MOVE_ALLOC, "from,to", 2, RR_SUB, F_NODEV),
    ROW(INTR_RANDOM_NUMBER, "harvest", 1, RR_SUB, F_NODEV),
    ROW(INTR_RANDOM_SEED, "size,put,get", 0, RR_SUB, F_NODEV),
    ROW(INTR_CPU_TIME, "time", 1, RR_SUB, F_NODEV),
    ROW(INTR_SYSTEM_CLOCK, "count,count_rate,count_max", 0, RR_SUB, F_NODEV),
    ROW(INTR_DATE_AND_TIME, "date,time,zone,values", 0, RR_SUB, F_NODEV),
    ROW(INTR_GET_COMMAND_ARGUMENT, "number,value,length,status", 1, RR_SUB, F_NODEV),
    ROW(INTR_COMMAND_ARGUMENT_COUNT, "", 0, RR_INT4, F_NODEV),
    ROW(INTR_GET_ENVIRONMENT_VARIABLE, "name,value,length,status,trim_name", 1, RR_SUB, F_NODEV),
    ROW(INTR_FLUSH, "unit", 0, RR_SUB, F_NODEV),
    ROW(INTR_SLEEP, "seconds", 1, RR_SUB, F_NODEV),
    ROW(INTR_MVBITS, "from,frompos,len,to,topos", 5, RR_SUB, 0),
    ROW(INTR_GET_COMMAND, "command,length,status", 0, RR_SUB, F_NODEV),
    ROW(INTR_IS_IOSTAT_END, "i", 1, RR_LOG4, 0), ROW(INTR_IS_IOSTAT_EOR, "i", 1, RR_LOG4, 0),
    ROW(INTR_C_LOC, "x", 1, RR_CPTR, 0), ROW(INTR_C_FUNLOC, "x", 1, RR_CFUNPTR, 0),
    ROW(INTR_C_ASSOCIATED, "c_ptr_1,c_ptr_2", 1, RR_LOG4, 0),
    ROW(INTR_C_F_POINTER, "cptr,fptr,shape", 2, RR_SUB, 0), ROW(INTR_C_F_PROCPOINTER, "cptr,fptr", 2, RR_SUB, 0),
    ROW(INTR_C_SIZEOF, "x", 1, RR_INT8, 0),
    ROW(INTR_LOC, "x", 1, RR_INT8, 0), ROW(INTR_C_DEVLOC, "x", 1, RR_CDEVPTR, 0),
    ROW(INTR_INT_PTR_KIND, "", 0, RR_INQ_INT, 0),
    ROW(INTR_SYNCTHREADS, "", 0, RR_SUB, 0),
    ROW(INTR_SYNCTHREADS_COUNT, "predicate", 1, RR_INT4, 0),
    ROW(INTR_SYNCTHREADS_AND, "predicate", 1, RR_INT4, 0),
    ROW(INTR_SYNCTHREADS_OR, "predicate", 1, RR_INT4, 0),
    ROW(INTR_THREADFENCE, "", 0, RR_SUB, 0), ROW(INTR_THREADFENCE_BLOCK, "", 0, RR_SUB, 0),
    ROW(INTR_THREADFENCE_SYSTEM, "", 0, RR_SUB, 0),
    ROW(INTR_ALLTHREADS, "mask", 1, RR_LOG4, 0), ROW(INTR_ANYTHREAD, "mask", 1, RR_LOG4, 0),
    ROW(INTR_BALLOT, "mask", 1, RR_INT4, 0),
    ROW(INTR_SHFL, "var,srclane,width", 2, RR_SAME, 0),
    ROW(INTR_SHFL_UP, "var,delta,width", 2, RR_SAME, 0),
    ROW(INTR_SHFL_DOWN, "var,delta,width", 2, RR_SAME, 0),
    ROW(INTR_SHFL_XOR, "var,lanemask,width", 2, RR_SAME, 0),
    ROW(INTR_SYNCWARP, "mask", 0, RR_SUB, 0), ROW(INTR_ACTIVEMASK, "", 0, RR_INT4, 0),
    ROW(INTR_BALLOT_SYNC, "mask,predicate", 2, RR_INT4, 0),
    ROW(INTR_ALL_SYNC, "mask,predicate", 2, RR_INT4, 0), ROW(INTR_ANY_SYNC, "mask,predicate", 2, RR_INT4, 0),
    ROW(INTR_MATCH_ANY_SYNC, "mask,value", 2, RR_INT4, 0),
    ROW(INTR_MATCH_ALL_SYNC, "mask,value,predicate", 3, RR_INT4, 0),
    ROW(INTR_SHFL_SYNC, "mask,var,srclane,width", 3, RR_ARG2, 0),
    ROW(INTR_SHFL_UP_SYNC, "mask,var,delta,width", 3, RR_ARG2, 0),
    ROW(INTR_SHFL_DOWN_SYNC, "mask,var,delta,width", 3, RR_ARG2, 0),
    ROW(INTR_SHFL_XOR_SYNC, "mask,var,lanemask,width", 3, RR_ARG2, 0),
    ROW(INTR_LDG, "a", 1, RR_SAME, 0), ROW(INTR_LDCA, "a", 1, RR_SAME, 0), ROW(INTR_LDCG, "a", 1, RR_SAME, 0),
    ROW(INTR_LDCS, "a", 1, RR_SAME, 0), ROW(INTR_LDLU, "a", 1, RR_SAME, 0), ROW(INTR_LDCV, "a", 1, RR_SAME, 0),
    ROW(INTR_STWB, "a,value", 2, RR_SUB, 0), ROW(INTR_STCG, "a,value", 2, RR_SUB, 0),
    ROW(INTR_STCS, "a,value", 2, RR_SUB, 0), ROW(INTR_STWT, "a,value", 2, RR_SUB, 0),
    ROW(INTR_CLOCK, "", 0, RR_INT4, 0), ROW(INTR_CLOCK64, "", 0, RR_INT8, 0),
    ROW(INTR_GLOBALTIMER, "", 0, RR_INT8, 0),
    ROW(INTR_COMPILER_VERSION, "", 0, RR_COMPILER, 0), ROW(INTR_COMPILER_OPTIONS, "", 0, RR_COMPILER, 0),
    ROW(INTR_EXPONENT, "x", 1, RR_INT4, 0), ROW(INTR_FRACTION, "x", 1, RR_SAME, 0),
    ROW(INTR_NEAREST, "x,s", 2, RR_SAME, 0), ROW(INTR_SPACING, "x", 1, RR_SAME, 0),
    ROW(INTR_RRSPACING, "x", 1, RR_SAME, 0), ROW(INTR_SCALE, "x,i", 2, RR_SAME, 0),
    ROW(INTR_SET_EXPONENT, "x,i", 2, RR_SAME, 0), ROW(INTR_DPROD, "x,y", 2, RR_REAL8, 0),
    ROW(INTR_BESSEL_Y0, "x", 1, RR_SAME, 0), ROW(INTR_BESSEL_Y1, "x", 1, RR_SAME, 0),
    ROW(INTR_BESSEL_JN, "n,x", 2, RR_ARG2, 0), ROW(INTR_BESSEL_YN, "n,x", 2, RR_ARG2, 0),
    ROW(INTR_ERFC_SCALED, "x", 1, RR_SAME, F_NODEV),
    ROW(INTR_MASKL, "i,kind", 1, RR_INT, 0), ROW(INTR_MASKR, "i,kind", 1, RR_INT, 0),
    ROW(INTR_IALL, "array,dim,mask", 1, RR_REDUCE, F_MASK2 | F_NODEV),
    ROW(INTR_IANY, "array,dim,mask", 1, RR_REDUCE, F_MASK2 | F_NODEV),
    ROW(INTR_IPARITY, "array,dim,mask", 1, RR_REDUCE, F_MASK2 | F_NODEV),
    ROW(INTR_PARITY, "mask,dim", 1, RR_ANYALL, F_NODEV),
    ROW(INTR_ISNAN, "x", 1, RR_LOG4, 0), ROW(INTR_ABORT, "", 0, RR_SUB, F_NODEV),
    ROW(INTR_EXIT, "status", 0, RR_SUB, F_NODEV), ROW(INTR_GETARG, "pos,value", 2, RR_SUB, F_NODEV),
    ROW(INTR_IARGC, "", 0, RR_INT4, F_NODEV), ROW(INTR_TIME, "", 0, RR_INT4, F_NODEV),
    ROW(INTR_TIME8, "", 0, RR_INT8, F_NODEV),
    ROW(INTR_NORM2, "x,dim", 1, RR_REDUCE, 0), ROW(INTR_STORAGE_SIZE, "a,kind", 1, RR_INT, 0),
};

static const char *const intr_names[] = {
    "",
#define X(id, name, cls) name,
    INTRINSIC_LIST(X)
#undef X
};
static const char intr_classes[] = {
    ' ',
#define X(id, name, cls) (#cls)[0],
    INTRINSIC_LIST(X)
#undef X
};

static IntrDesc *desc_of[INTR__COUNT];
static IntrDesc gnu_rows[INTR__COUNT]; /* class G: rows made from intrinsic_gnu.c's table */

static void init_table(void)
{
    if (desc_of[INTR_ABS])
        return;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        table[i].cls = intr_classes[table[i].id];
        desc_of[table[i].id] = &table[i];
    }
    for (int i = 1; i < INTR__COUNT; i++) {
        const GnuProc *g = intr_classes[i] == 'G' ? gnu_proc((IntrinsicId)i) : NULL;
        if (g) {
            gnu_rows[i] = (IntrDesc){(IntrinsicId)i, g->dummies, 0, RR_GNU, F_NODEV, 'G'};
            desc_of[i] = &gnu_rows[i];
        }
    }
}

/* FORTRAN 77 specific names whose result is the generic's for every argument
 * they accept: old code calls DMAX1, AMOD, DATAN2, CABS ... by these names. */
static const struct {
    const char *name;
    IntrinsicId generic;
} specific_alias[] = {
    {"amax1", INTR_MAX}, {"dmax1", INTR_MAX}, {"max0", INTR_MAX},
    {"amin1", INTR_MIN}, {"dmin1", INTR_MIN}, {"min0", INTR_MIN},
    {"amod", INTR_MOD}, {"dmod", INTR_MOD}, {"isign", INTR_SIGN}, {"dsign", INTR_SIGN},
    {"idim", INTR_DIM}, {"ddim", INTR_DIM}, {"dtan", INTR_TAN}, {"datan", INTR_ATAN},
    {"datan2", INTR_ATAN2}, {"dasin", INTR_ASIN}, {"dacos", INTR_ACOS}, {"dsinh", INTR_SINH},
    {"dcosh", INTR_COSH}, {"dtanh", INTR_TANH}, {"alog10", INTR_LOG10}, {"dlog10", INTR_LOG10},
    {"dint", INTR_AINT}, {"dnint", INTR_ANINT}, {"idnint", INTR_NINT}, {"cabs", INTR_ABS},
    {"csqrt", INTR_SQRT}, {"cexp", INTR_EXP}, {"clog", INTR_LOG}, {"csin", INTR_SIN},
    {"ccos", INTR_COS}, {"dconjg", INTR_CONJG}, {"dimag", INTR_AIMAG}, {"dfloat", INTR_DBLE},
    /* the extension CUDA Fortran documents (and gfortran has): bytes of x */
    {"sizeof", INTR_C_SIZEOF},
    /* GNU extensions for COMPLEX(8) that old code uses */
    {"dreal", INTR_REAL}, {"imag", INTR_AIMAG}, {"zabs", INTR_ABS}, {"cdabs", INTR_ABS},
    {"zsqrt", INTR_SQRT}, {"cdsqrt", INTR_SQRT}, {"zexp", INTR_EXP}, {"cdexp", INTR_EXP},
    {"zlog", INTR_LOG}, {"cdlog", INTR_LOG}, {"zsin", INTR_SIN}, {"cdsin", INTR_SIN},
    {"zcos", INTR_COS}, {"cdcos", INTR_COS},
    /* GNU bit functions: AND/OR/XOR of integers are IAND/IOR/IEOR, LSHIFT is
     * SHIFTL and RSHIFT the arithmetic SHIFTA */
    {"and", INTR_IAND}, {"or", INTR_IOR}, {"xor", INTR_IEOR}, {"lshift", INTR_SHIFTL}, {"rshift", INTR_SHIFTA},
    {"dbesy0", INTR_BESSEL_Y0}, {"dbesy1", INTR_BESSEL_Y1}, {"dbesj0", INTR_BESSEL_J0}, {"dbesj1", INTR_BESSEL_J1},
    {"besy0", INTR_BESSEL_Y0}, {"besy1", INTR_BESSEL_Y1}, {"besj0", INTR_BESSEL_J0}, {"besj1", INTR_BESSEL_J1},
    {"dgamma", INTR_GAMMA}, {"lgamma", INTR_LOG_GAMMA}, {"algama", INTR_LOG_GAMMA}, {"dlgama", INTR_LOG_GAMMA},
    {"dacosh", INTR_ACOSH}, {"dasinh", INTR_ASINH}, {"datanh", INTR_ATANH},
    {"lnblnk", INTR_LEN_TRIM}, /* GNU: the length without trailing blanks */
    /* GNU conversions with a fixed result kind (intrinsic_gnu_kind) */
    {"int2", INTR_INT}, {"int8", INTR_INT}, {"complex", INTR_CMPLX},
    /* specific names whose result type differs from the generic's (specific_result) */
    {"amax0", INTR_MAX}, {"amin0", INTR_MIN}, {"max1", INTR_MAX}, {"min1", INTR_MIN},
    /* CUDA C's spellings of the warp functions */
    {"__syncwarp", INTR_SYNCWARP}, {"__activemask", INTR_ACTIVEMASK}, {"__ballot_sync", INTR_BALLOT_SYNC},
    {"__all_sync", INTR_ALL_SYNC}, {"__any_sync", INTR_ANY_SYNC}, {"__match_any_sync", INTR_MATCH_ANY_SYNC},
    {"__match_all_sync", INTR_MATCH_ALL_SYNC},
};

static ConstVal *fold_intrinsic(Node *e, IntrinsicId id, Node **a, int n);

/* GNU AND, OR and XOR of two LOGICAL arguments: the LOGICAL operations
 * (IAND, IOR and IEOR of their 0/1 values, gfortran's extension). */
static bool gnu_logical_bitop(IntrinsicId id, const char *spelled, Node **a, int n)
{
    return (id == INTR_IAND || id == INTR_IOR || id == INTR_IEOR) && n > 1 && a[0] && a[1] && spelled &&
           (!strcasecmp(spelled, "and") || !strcasecmp(spelled, "or") || !strcasecmp(spelled, "xor")) &&
           a[0]->type && a[0]->type->kind == TY_LOGICAL && a[1]->type && a[1]->type->kind == TY_LOGICAL;
}

/* An elemental intrinsic of constant arguments, some of them arrays:
 * folded element by element (INDEX(['abcd', 'xbcx'], 'b')). */
static ConstVal *fold_elemental(Node *e, IntrinsicId id, Node **a, int n)
{
    ConstVal *shape = NULL;
    for (int i = 0; i < n; i++) {
        if (a[i] && !a[i]->cval)
            return NULL;
        if (a[i] && a[i]->cval->rank) {
            if (shape && shape->n != a[i]->cval->n)
                return NULL;
            shape = a[i]->cval;
        }
    }
    if (!shape || shape->n > 1000000)
        return NULL;
    Node el = *e;
    el.rank = 0;
    el.cval = NULL;
    Node **ea = arena_alloc(cu_arena, sizeof(Node *) * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        if (a[i]) {
            ea[i] = NEW(Node);
            *ea[i] = *a[i];
            ea[i]->rank = 0;
        }
    ConstVal *r = NEW(ConstVal);
    r->type = e->type;
    r->rank = shape->rank;
    r->n = shape->n;
    memcpy(r->shape, shape->shape, sizeof r->shape);
    r->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(r->n ? r->n : 1));
    for (int64_t k = 0; k < r->n; k++) {
        for (int i = 0; i < n; i++)
            if (a[i])
                ea[i]->cval = a[i]->cval->rank ? a[i]->cval->elems[k] : a[i]->cval;
        if (!(r->elems[k] = fold_intrinsic(&el, id, ea, n)))
            return NULL;
    }
    return r;
}

/* The value of the checked intrinsic call e with its arguments given the
 * values vals (an implied-DO of a constant constructor); NULL if it does
 * not fold. */
ConstVal *intrinsic_fold_with(Node *e, ConstVal **vals)
{
    Node **a = arena_alloc(cu_arena, sizeof(Node *) * (size_t)(e->args.len + 1));
    for (int i = 0; i < e->args.len; i++) {
        Node *x = e->args.items[i];
        if (!x)
            continue;
        a[i] = NEW(Node);
        *a[i] = *x;
        a[i]->cval = vals[i];
    }
    return fold_intrinsic(e, (IntrinsicId)e->op, a, e->args.len);
}

/* FORTRAN 77's MAX/MIN specifics that convert: AMAX0(i, j) = REAL(MAX(i, j)),
 * MAX1(x, y) = INT(MAX(x, y)). NULL for any other name. */
/* The KIND argument that the GNU conversions INT2, INT8 and COMPLEX imply (checked actuals args), appended as the generic's last
 * positional argument; 0 for another name or a keyword form. */
int intrinsic_gnu_kind(const char *name, NodeList *args)
{
    if (!strcmp(name, "int2")) /* (SHORT and LONG: removed in gfortran 10) */
        return args->len == 1 ? 2 : 0;
    if (!strcmp(name, "int8"))
        return args->len == 1 ? 8 : 0;
    if (strcmp(name, "complex") || args->len != 2)
        return 0;
    /* both INTEGER: default COMPLEX; else the kind of the more precise REAL */
    int k = 0;
    for (int i = 0; i < 2; i++) {
        Node *a = args->items[i];
        if (!a || a->kind == N_KEYWORD)
            return 0;
        expr_check(a);
        if (!a->type)
            return 0;
        if (a->type->kind == TY_REAL && a->type->kind_param > k)
            k = a->type->kind_param;
    }
    return k ? k : 4;
}

Type *intrinsic_specific_result(const char *name)
{
    if (!strcmp(name, "amax0") || !strcmp(name, "amin0"))
        return type_real(4);
    if (!strcmp(name, "max1") || !strcmp(name, "min1"))
        return type_int(4);
    return NULL;
}

/* -fdec-intrinsic-ints: the bit and integer intrinsics with a kind letter
 * in front (B INTEGER(1), I INTEGER(2), J INTEGER(4), K INTEGER(8)):
 * IIAND, JIBSET, KMOD, BBTEST, BITEST, FLOATK, ...; the B forms drop the
 * generic's I where gfortran's do (BBCLR, BABS; but BIAND). The generic
 * itself is called. */
static IntrinsicId dec_int_specific(const char *name)
{
    static const char *const keep[] = {"iabs", "iand", "ieor", "ior", "ibclr", "ibits", "ibset", "ishft", "ishftc",
                                       "mod", "not", "mvbits"};
    static const char *const drop_i[] = {"abs", "bclr", "bits", "bset", "shft", "shftc"};
    if (!strncmp(name, "float", 5) && name[5] && strchr("ijk", name[5]) && !name[6])
        return INTR_FLOAT;
    if (!strchr("bijk", name[0]) || !name[1])
        return INTR_NONE;
    const char *rest = name + 1;
    for (size_t i = 0; i < sizeof keep / sizeof *keep; i++)
        if (!strcmp(rest, keep[i]))
            return intrinsic_lookup(keep[i]);
    for (size_t i = 0; name[0] == 'b' && i < sizeof drop_i / sizeof *drop_i; i++)
        if (!strcmp(rest, drop_i[i]))
            return intrinsic_lookup(arena_printf(cu_arena, "i%s", drop_i[i]));
    if (name[0] == 'b' && strchr("bijk", name[1]) && !strcmp(name + 2, "test"))
        return INTR_BTEST;
    return INTR_NONE;
}

IntrinsicId intrinsic_lookup(const char *name)
{
    for (int i = 1; i < INTR__COUNT; i++)
        if (!strcmp(intr_names[i], name)) {
            /* plain Fortran keeps its own clock(), syncwarp() ...: the
             * device intrinsics added after the guide's exist only with CUDA */
            if (i >= INTR_SYNCWARP && i <= INTR_DEVICE_LAST && opts.cuda == CUDA_MODE_OFF)
                return INTR_NONE;
            return (IntrinsicId)i;
        }
    for (size_t i = 0; i < sizeof specific_alias / sizeof specific_alias[0]; i++)
        if (!strcmp(specific_alias[i].name, name))
            return specific_alias[i].generic;
    return opts.dec_intrinsic_ints ? dec_int_specific(name) : INTR_NONE;
}

const char *intrinsic_name(IntrinsicId id)
{
    return id > 0 && id < INTR__COUNT ? intr_names[id] : "?";
}

int intrinsic_required_args(IntrinsicId id)
{
    init_table();
    return id > 0 && id < INTR__COUNT && desc_of[id] ? desc_of[id]->nreq : -1;
}

bool intrinsic_is_subroutine(IntrinsicId id)
{
    init_table();
    if (desc_of[id] && desc_of[id]->rule == RR_GNU)
        return gnu_proc(id)->sub != NULL;
    return desc_of[id] && desc_of[id]->rule == RR_SUB;
}

bool intrinsic_is_elemental(IntrinsicId id)
{
    return id > 0 && id < INTR__COUNT && intr_classes[id] == 'E';
}

bool intrinsic_allowed_in_device(IntrinsicId id)
{
    init_table();
    return desc_of[id] && !(desc_of[id]->flags & F_NODEV);
}

/* The i-th name of a comma-separated list into buf; false past the end. */
static bool arg_name(const char *list, int i, char *buf, size_t n)
{
    const char *p = list;
    for (int k = 0; k < i; k++) {
        p = strchr(p, ',');
        if (!p)
            return false;
        p++;
    }
    if (!*p)
        return false;
    size_t len = strcspn(p, ",");
    if (len >= n)
        len = n - 1;
    memcpy(buf, p, len);
    buf[len] = 0;
    return true;
}

static int arg_count(const char *list)
{
    if (!*list)
        return 0;
    int n = 1;
    for (; *list; list++)
        n += *list == ',';
    return n;
}

static int64_t kind_arg(Node *k, int64_t dflt, bool *ok)
{
    if (!k)
        return dflt;
    int64_t v;
    if (!node_const_int(k, &v)) {
        error_at(k->loc, "KIND argument must be a constant expression.");
        *ok = false;
        return dflt;
    }
    return v;
}

static Type *kinded(TypeKind tk, Node *k, int dflt, bool *ok)
{
    int64_t v = kind_arg(k, dflt, ok);
    if (!type_kind_valid(tk, v)) {
        error_at(k->loc, "Invalid KIND %lld for type %s.", (long long)v,
                 tk == TY_INTEGER ? "INTEGER" : tk == TY_REAL ? "REAL" : tk == TY_COMPLEX ? "COMPLEX"
                 : tk == TY_CHARACTER ? "CHARACTER" : "LOGICAL");
        *ok = false;
        v = dflt;
    }
    switch (tk) {
    case TY_CHARACTER: return type_char_k(1, (int)v);
    case TY_INTEGER: return type_int((int)v);
    case TY_REAL: return type_real((int)v);
    case TY_COMPLEX: return type_complex((int)v);
    default: return type_logical((int)v);
    }
}

static Type *module_type_named(const char *module, const char *name)
{
    Symbol *m = intrinsic_module(module, (Loc){0});
    Symbol *t = m && m->scope ? scope_lookup_local(m->scope, name) : NULL;
    return t && t->derived ? type_derived(t->derived) : type_error();
}

static Type *ctype_named(const char *name) { return module_type_named("iso_c_binding", name); }

/* --- folding of inquiry and elemental intrinsics with constant args --- */

/* The correctly rounded square root, as gfortran folds it with MPFR
 * (libquadmath's sqrtq may be an ulp off): one Newton step on the exact
 * residual. */
static creal sqrt_rounded(creal x)
{
    creal s = sqrtq(x);
    if (s > 0 && finiteq(s))
        s = fmaq(fmaq(-s, s, x), 0.5Q / s, s);
    return s;
}

ConstVal *intrinsic_type_inquiry(IntrinsicId id, Type *t)
{
    int k = t->kind_param;
    bool isint = t->kind == TY_INTEGER;
    const RealModel *m = isint ? NULL : real_model(k);
    if (!isint && !m && id != INTR_KIND)
        return NULL;
    switch (id) {
    case INTR_KIND: return cv_int(t->kind == TY_CHARACTER ? char_kind(t) : k, 4);
    case INTR_DIGITS: return cv_int(isint ? 8 * k - 1 : m->digits, 4);
    case INTR_RADIX: return cv_int(2, 4);
    case INTR_BIT_SIZE: return isint ? cv_int(8 * k, k) : NULL;
    case INTR_PRECISION: return isint ? NULL : cv_int(m->precision, 4);
    case INTR_RANGE:
        if (isint)
            return cv_int(k == 1 ? 2 : k == 2 ? 4 : k == 4 ? 9 : k == 8 ? 18 : 38, 4);
        return cv_int(m->range, 4);
    case INTR_MAXEXPONENT: return isint ? NULL : cv_int(m->max_exponent, 4);
    case INTR_MINEXPONENT: return isint ? NULL : cv_int(m->min_exponent, 4);
    case INTR_HUGE:
        if (isint)
            return cv_int((__int128)(((unsigned __int128)1 << (8 * k - 1)) - 1), k);
        return cv_real(m->huge, k);
    case INTR_TINY: return isint ? NULL : cv_real(m->tiny, k);
    case INTR_EPSILON: return isint ? NULL : cv_real(m->epsilon, k);
    default: return NULL;
    }
}

static int64_t shape_extent(ArraySpec *as, int d)
{
    int64_t e = as->hi_val[d] - as->lo_val[d] + 1;
    return e < 0 ? 0 : e;
}

/* Constant shape of a whole-array name (for size/lbound/ubound/shape). */
static ArraySpec *const_shape_of(Node *a)
{
    if (!a || a->kind != N_NAME || !a->sym)
        return NULL;
    Symbol *s = sym_resolve(a->sym);
    if (!s->shape || !s->shape->constant || s->shape->kind != DIM_EXPLICIT)
        return NULL;
    return s->shape;
}

static ConstVal *cv_int_array(int64_t *v, int n, int kind)
{
    ConstVal *c = NEW(ConstVal);
    c->type = type_int(kind);
    c->rank = 1;
    c->n = n;
    c->shape[0] = n;
    c->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++)
        c->elems[i] = cv_int(v[i], kind);
    return c;
}

static ConstVal *fold_intrinsic(Node *e, IntrinsicId id, Node **a, int n)
{
    Type *rt = e->type;
    switch (id) {
    case INTR_KIND: case INTR_DIGITS: case INTR_RADIX: case INTR_BIT_SIZE: case INTR_PRECISION:
    case INTR_RANGE: case INTR_MAXEXPONENT: case INTR_MINEXPONENT: case INTR_HUGE: case INTR_TINY:
    case INTR_EPSILON:
        return a[0] && a[0]->type ? intrinsic_type_inquiry(id, a[0]->type) : NULL;
    case INTR_INT_PTR_KIND: return cv_int(8, rt->kind_param);
    case INTR_RANK: /* constant but for an assumed-rank object (codegen reads its descriptor) */
        return a[0] && !sema_is_assumed_rank(a[0]) ? cv_int(a[0]->rank, rt->kind_param) : NULL;
    case INTR_SELECTED_INT_KIND: {
        int64_t r;
        if (!node_const_int(a[0], &r))
            return NULL;
        return cv_int(r <= 2 ? 1 : r <= 4 ? 2 : r <= 9 ? 4 : r <= 18 ? 8 : r <= 38 ? 16 : -1, 4);
    }
    case INTR_SELECTED_REAL_KIND: {
        int64_t p = 0, r = 0, radix = 2;
        if ((a[0] && !node_const_int(a[0], &p)) || (n > 1 && a[1] && !node_const_int(a[1], &r)) ||
            (n > 2 && a[2] && !node_const_int(a[2], &radix)))
            return NULL;
        if (radix != 2)
            return cv_int(-5, 4); /* every real kind here has radix 2 */
        int kp = p <= 6 ? 4 : p <= 15 ? 8 : p <= 18 ? 10 : p <= 33 ? 16 : -1;
        int kr = r <= 37 ? 4 : r <= 307 ? 8 : r <= 4931 ? 10 : -2;
        if (kp < 0 && kr < 0)
            return cv_int(-3, 4);
        if (kp < 0)
            return cv_int(-1, 4);
        if (kr < 0)
            return cv_int(-2, 4);
        return cv_int(kp > kr ? kp : kr, 4);
    }
    case INTR_LEN:
        if (a[0] && a[0]->type && a[0]->type->kind == TY_CHARACTER && a[0]->type->len_kind == LEN_NONE)
            return cv_int(a[0]->type->len, rt->kind_param);
        return NULL;
    case INTR_SIZE: case INTR_LBOUND: case INTR_UBOUND: case INTR_SHAPE: {
        if (id == INTR_SHAPE && a[0] && a[0]->rank == 0 && !sema_is_assumed_rank(a[0]))
            return cv_int_array(NULL, 0, rt->kind_param); /* SHAPE of a scalar: [integer ::] */
        ArraySpec *as = sema_is_assumed_rank(a[0]) ? NULL : const_shape_of(a[0]);
        if (!as) {
            /* SIZE of an array constant (a constructor, a named constant's value) */
            if (id == INTR_SIZE && a[0] && a[0]->cval && a[0]->cval->rank == 1 && (n < 2 || !a[1]))
                return cv_int(a[0]->cval->n, rt->kind_param);
            return NULL;
        }
        int64_t dim = 0;
        if (id != INTR_SHAPE && n > 1 && a[1] && !node_const_int(a[1], &dim))
            return NULL;
        if (dim < 0 || dim > as->rank)
            return NULL;
        int64_t v[15];
        for (int d = 0; d < as->rank; d++)
            /* a zero-sized dimension has bounds 1:0 */
            v[d] = id == INTR_LBOUND ? (shape_extent(as, d) ? as->lo_val[d] : 1)
                   : id == INTR_UBOUND ? (shape_extent(as, d) ? as->hi_val[d] : 0) : shape_extent(as, d);
        if (id == INTR_SIZE) {
            int64_t total = 1;
            if (dim)
                total = v[dim - 1];
            else
                for (int d = 0; d < as->rank; d++)
                    total *= v[d];
            return cv_int(total, rt->kind_param);
        }
        if (dim)
            return cv_int(v[dim - 1], rt->kind_param);
        return cv_int_array(v, as->rank, rt->kind_param);
    }
    case INTR_SPREAD: {
        /* the source's elements, the new dimension DIM of NCOPIES inserted */
        int64_t dim, nc;
        if (!a[0] || !a[0]->cval || !node_const_int(a[1], &dim) || !node_const_int(a[2], &nc))
            return NULL;
        ConstVal *src = a[0]->cval;
        if (dim < 1 || dim > src->rank + 1 || src->rank >= 15)
            return NULL;
        if (nc < 0)
            nc = 0;
        ConstVal *r = NEW(ConstVal);
        r->type = rt;
        r->rank = src->rank + 1;
        int64_t below = 1; /* elements of the source before dimension DIM */
        for (int d = 0, q = 0; d < r->rank; d++) {
            r->shape[d] = d == dim - 1 ? nc : src->shape[q++];
            if (d < dim - 1)
                below *= r->shape[d];
        }
        int64_t total = (src->rank ? src->n : 1) * nc;
        r->n = total;
        r->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(total ? total : 1));
        for (int64_t i = 0; i < total; i++) {
            int64_t lo = i % below, hi = i / below / (nc ? nc : 1);
            r->elems[i] = src->rank ? src->elems[hi * below + lo] : src;
        }
        return r;
    }
    case INTR_RESHAPE: {
        /* PAD cycles through when the source is short; ORDER permutes the
           subscripts: the elements go in with dimension order(1) varying fastest */
        if (!a[0] || !a[1] || !a[0]->cval || !a[1]->cval || a[1]->cval->rank != 1)
            return NULL;
        ConstVal *src = a[0]->cval, *sh = a[1]->cval, *pad = n > 2 && a[2] ? a[2]->cval : NULL;
        ConstVal *ord = n > 3 && a[3] ? a[3]->cval : NULL;
        if (!src->rank || sh->n > 15 || (a[2] && !pad) || (n > 3 && a[3] && (!ord || ord->n != sh->n)))
            return NULL;
        ConstVal *r = NEW(ConstVal);
        r->type = rt;
        r->rank = (int)sh->n;
        int64_t total = 1;
        for (int d = 0; d < r->rank; d++) {
            int64_t ext;
            if (!cv_to_i64(sh->elems[d], &ext) || ext < 0)
                return NULL;
            r->shape[d] = ext;
            total *= ext;
        }
        if (total > src->n && (!pad || !pad->rank || !pad->n))
            return NULL;
        r->n = total;
        r->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(total ? total : 1));
        int perm[15];
        bool seen[15] = {0};
        for (int d = 0; d < r->rank; d++) {
            int64_t o = d + 1;
            if (ord && (!cv_to_i64(ord->elems[d], &o) || o < 1 || o > r->rank || seen[o - 1]))
                return NULL;
            perm[d] = (int)o - 1;
            seen[o - 1] = true;
        }
        for (int64_t i = 0; i < total; i++) {
            int64_t rest = i, off = 0;
            for (int d = 0; d < r->rank; d++) { /* the i-th element's subscripts, order(1) fastest */
                int p = perm[d];
                int64_t sub = r->shape[p] ? rest % r->shape[p] : 0, mult = 1;
                rest = r->shape[p] ? rest / r->shape[p] : 0;
                for (int q = 0; q < p; q++)
                    mult *= r->shape[q];
                off += sub * mult;
            }
            r->elems[off] = i < src->n ? src->elems[i] : pad->elems[(i - src->n) % pad->n];
        }
        return r;
    }
    case INTR_SUM: case INTR_PRODUCT: case INTR_MAXVAL: case INTR_MINVAL: case INTR_ANY:
    case INTR_ALL: case INTR_COUNT: case INTR_MAXLOC: case INTR_MINLOC: case INTR_IALL: case INTR_IANY:
    case INTR_IPARITY: case INTR_NORM2: {
        /* of constant arrays (along DIM, under MASK: fold_reduce_dim) */
        ConstVal *v[5] = {0};
        for (int i = 0; i < n && i < 5; i++) {
            if (a[i] && !a[i]->cval)
                return NULL;
            v[i] = a[i] ? a[i]->cval : NULL;
        }
        bool plain = id != INTR_MAXLOC && id != INTR_MINLOC && id != INTR_IALL && id != INTR_IANY &&
                     id != INTR_IPARITY && id != INTR_NORM2 && !e->rank && !(n > 1 && v[1]) && !(n > 2 && v[2]);
        ConstVal *r = plain ? fold_intrinsic_more(id, v, n < 3 ? n : 3, rt) : NULL;
        return r ? r : fold_reduce_dim(id, v, n < 5 ? n : 5, rt);
    }
    case INTR_TRANSPOSE: case INTR_MATMUL: case INTR_CSHIFT: case INTR_EOSHIFT: case INTR_PACK:
    case INTR_UNPACK: case INTR_FINDLOC: {
        /* rearrangements of constant arrays (fold_array.c) */
        ConstVal *v[6] = {0};
        for (int i = 0; i < n && i < 6; i++) {
            if (a[i] && !a[i]->cval)
                return NULL;
            v[i] = a[i] ? a[i]->cval : NULL;
        }
        return fold_array_intrinsic(id, v, n < 6 ? n : 6, rt);
    }
    default:
        break;
    }
    if (id == INTR_TRANSFER && e->rank == 1 && n >= 2 && a[0] && a[0]->cval && a[1]) {
        /* an array result (an array MOLD, or SIZE=): elements from the source's bytes */
        int64_t count = -1;
        if (n >= 3 && a[2] && !node_const_int(a[2], &count))
            return NULL;
        if (n >= 3 && a[2] && count < 0)
            count = 0;
        return cv_transfer_array(a[0]->cval, rt, count);
    }
    /* elemental functions of scalar constants */
    if (e->rank)
        return NULL;
    for (int i = 0; i < n; i++)
        if (a[i] && !a[i]->cval)
            return NULL;
    ConstVal *x = a[0] ? a[0]->cval : NULL;
    if (!x)
        return NULL;
    switch (id) {
    case INTR_TRANSFER:
        /* a scalar result (a scalar MOLD, no SIZE=): the source's bytes */
        if (n >= 2 && a[1] && a[1]->rank == 0 && (n < 3 || !a[2]) && e->rank == 0)
            return cv_transfer(x, rt);
        return NULL;
    case INTR_MERGE: {
        ConstVal *t = x, *f = n > 1 && a[1] ? a[1]->cval : NULL, *m = n > 2 && a[2] ? a[2]->cval : NULL;
        if (!f || !m || m->rank || (rt->kind == TY_CHARACTER && t->str.len != f->str.len))
            return NULL;
        return rt->kind == TY_CHARACTER ? (m->i ? t : f) : cv_convert(m->i ? t : f, rt);
    }
    case INTR_SELECTED_CHAR_KIND: {
        if (x->type->kind != TY_CHARACTER)
            return NULL;
        char name[16] = "";
        int64_t l = x->str.len;
        while (l > 0 && cv_char_at(x, l - 1) == ' ')
            l--;
        for (int64_t i = 0; i < l && i < 15; i++)
            name[i] = (char)tolower((int)(cv_char_at(x, i) & 255));
        name[l < 15 ? l : 15] = 0;
        int k = !strcmp(name, "ascii") || !strcmp(name, "default") ? 1 : !strcmp(name, "iso_10646") ? 4 : -1;
        return cv_int(k, rt->kind_param);
    }
    case INTR_INT: case INTR_IFIX: case INTR_IDINT: return cv_convert(x, rt);
    case INTR_REAL: case INTR_DBLE: case INTR_FLOAT: case INTR_SNGL: return cv_convert(x, rt);
    case INTR_CMPLX: case INTR_DCMPLX: {
        if (n > 1 && a[1]) {
            ConstVal *re = cv_convert(x, type_real(rt->kind_param)), *im = cv_convert(a[1]->cval, type_real(rt->kind_param));
            return re && im ? cv_complex(re->r, im->r, rt->kind_param) : NULL;
        }
        return cv_convert(x, rt);
    }
    case INTR_LOGICAL: return cv_convert(x, rt);
    case INTR_NINT:
        if (x->type->kind != TY_REAL)
            return NULL;
        return cv_convert(cv_real(roundq(x->r), 16), rt);
    case INTR_FLOOR: case INTR_CEILING:
        if (x->type->kind != TY_REAL)
            return NULL;
        return cv_convert(cv_real(id == INTR_FLOOR ? floorq(x->r) : ceilq(x->r), 16), rt);
    case INTR_ABS: case INTR_IABS: case INTR_DABS:
        if (x->type->kind == TY_INTEGER)
            return cv_int(x->i < 0 ? -x->i : x->i, rt->kind_param);
        if (x->type->kind == TY_REAL)
            return cv_real(fabsq(x->r), rt->kind_param);
        if (x->type->kind == TY_COMPLEX)
            return cv_real(hypotq(x->c.re, x->c.im), rt->kind_param);
        return NULL;
    case INTR_SQRT: case INTR_DSQRT:
        return x->type->kind == TY_REAL && x->r >= 0 ? cv_real(sqrt_rounded(x->r), rt->kind_param) : NULL;
    case INTR_MOD: case INTR_MODULO: {
        ConstVal *p = cv_convert(a[1]->cval, rt);
        x = cv_convert(x, rt);
        if (!x || !p)
            return NULL;
        if (rt->kind == TY_INTEGER) {
            if (p->i == 0)
                return NULL;
            __int128 r = x->i % p->i;
            if (id == INTR_MODULO && r != 0 && ((r < 0) != (p->i < 0)))
                r += p->i;
            return cv_int(r, rt->kind_param);
        }
        if (p->r == 0)
            return NULL;
        creal r = fmodq(x->r, p->r);
        if (id == INTR_MODULO && r != 0 && ((r < 0) != (p->r < 0)))
            r += p->r;
        else if (id == INTR_MODULO && r == 0)
            r = copysignq(0, p->r); /* gfortran's: a zero result has P's sign */
        return cv_real(r, rt->kind_param);
    }
    case INTR_MAX: case INTR_MIN: {
        ConstVal *best = cv_convert(x, rt);
        for (int i = 1; i < n && best; i++) {
            if (!a[i])
                continue;
            ConstVal *y = cv_convert(a[i]->cval, rt);
            if (!y)
                return NULL;
            int c = cv_compare(y, best);
            /* NaNs are passed over unless all are NaN, as gfortran's */
            bool real = rt->kind == TY_REAL;
            if (real && isnanq(y->r))
                continue;
            if ((id == INTR_MAX && c > 0) || (id == INTR_MIN && c < 0) || (real && isnanq(best->r)))
                best = y;
        }
        return best;
    }
    case INTR_ICHAR: case INTR_IACHAR:
        return x->type->kind == TY_CHARACTER && x->str.len >= 1 ? cv_int(cv_char_at(x, 0), rt->kind_param) : NULL;
    case INTR_CHAR: case INTR_ACHAR: {
        if (x->type->kind != TY_INTEGER)
            return NULL;
        uint32_t u = (uint32_t)x->i;
        if (char_kind(rt) == 1)
            u &= 255;
        return cv_char_codes(&u, 1, char_kind(rt));
    }
    case INTR_IAND: case INTR_IOR: case INTR_IEOR: {
        if (rt->kind == TY_LOGICAL)
            return NULL;
        ConstVal *y = cv_convert(a[1]->cval, rt);
        x = cv_convert(x, rt);
        if (!x || !y)
            return NULL;
        if (rt->kind_param == 16)
            return cv_int(id == INTR_IAND ? (x->i & y->i) : id == INTR_IOR ? (x->i | y->i) : (x->i ^ y->i), 16);
        int64_t p = (int64_t)x->i, q = (int64_t)y->i;
        int64_t r = id == INTR_IAND ? (p & q) : id == INTR_IOR ? (p | q) : (p ^ q);
        return cv_int(r, rt->kind_param);
    }
    case INTR_NOT: return cv_int(rt->kind_param == 16 ? ~x->i : ~(int64_t)x->i, rt->kind_param);
    case INTR_ISHFT: {
        int64_t sh;
        if (!node_const_int(a[1], &sh))
            return NULL;
        int bits = 8 * rt->kind_param;
        if (bits == 128) {
            unsigned __int128 w = (unsigned __int128)x->i;
            w = sh >= 128 || sh <= -128 ? 0 : sh >= 0 ? w << sh : w >> -sh;
            return cv_int((__int128)w, 16);
        }
        uint64_t mask = bits == 64 ? ~0ull : ((1ull << bits) - 1);
        uint64_t v = (uint64_t)(int64_t)x->i & mask;
        if (sh >= bits || sh <= -bits)
            v = 0;
        else
            v = sh >= 0 ? (v << sh) & mask : v >> -sh;
        int64_t sv = (int64_t)v;
        if (bits < 64 && (v >> (bits - 1)) & 1)
            sv = (int64_t)(v | ~mask);
        return cv_int(sv, rt->kind_param);
    }
    case INTR_LEN_TRIM: {
        if (x->type->kind != TY_CHARACTER)
            return NULL;
        int64_t l = x->str.len;
        while (l > 0 && cv_char_at(x, l - 1) == ' ')
            l--;
        return cv_int(l, rt->kind_param);
    }
    case INTR_TRIM: {
        if (x->type->kind != TY_CHARACTER)
            return NULL;
        int64_t l = x->str.len;
        while (l > 0 && cv_char_at(x, l - 1) == ' ')
            l--;
        return cv_char_k(x->str.s, l, char_kind(x->type));
    }
    case INTR_NEW_LINE: {
        uint32_t nl = '\n';
        return cv_char_codes(&nl, 1, char_kind(rt));
    }
    default: {
        ConstVal *v[8] = {0};
        for (int i = 0; i < n && i < 8; i++)
            v[i] = a[i] ? a[i]->cval : NULL;
        return fold_intrinsic_more(id, v, n < 8 ? n : 8, rt);
    }
    }
}

/* --- checking --- */

static bool is_char(Node *a) { return a && a->type && a->type->kind == TY_CHARACTER; }
static bool is_kind(Node *a, TypeKind k) { return a && a->type && a->type->kind == k; }

/* A DIM argument: a scalar INTEGER, and when constant, 1 <= DIM <= maxdim. */
static bool check_dim_arg(Node *dim, int maxdim, const char *fname)
{
    if (!dim->type || dim->type->kind == TY_ERROR)
        return false;
    if (dim->rank || dim->type->kind != TY_INTEGER) {
        error_at(dim->loc, "DIM argument of '%s' must be a scalar INTEGER, not %s%s.", fname,
                 dim->rank ? "an array of " : "", type_name(dim->type));
        return false;
    }
    int64_t v;
    if (maxdim > 0 && node_const_int(dim, &v) && (v < 1 || v > maxdim)) {
        error_at(dim->loc, "DIM argument of '%s' must be between 1 and %d, not %lld.", fname, maxdim,
                 (long long)v);
        return false;
    }
    return true;
}
static bool is_num(Node *a) { return a && type_is_numeric(a->type); }

static bool arg_type_ok(IntrinsicId id, const char *fname, const char *spelled, Node **a, int n)
{
    const char *bad = NULL;
    int which = 0;
    switch (id) {
    case INTR_SQRT: case INTR_EXP: case INTR_LOG: case INTR_SIN: case INTR_COS: case INTR_TAN:
    case INTR_SINH: case INTR_COSH: case INTR_TANH: case INTR_COTAN:
        if (!is_kind(a[0], TY_REAL) && !is_kind(a[0], TY_COMPLEX))
            bad = "REAL or COMPLEX";
        break;
    case INTR_LOG10: case INTR_ASIN: case INTR_ACOS: case INTR_ATAN2: case INTR_HYPOT: case INTR_ERF:
    case INTR_ERFC: case INTR_GAMMA: case INTR_LOG_GAMMA: case INTR_BESSEL_J0: case INTR_BESSEL_J1:
    case INTR_BESSEL_Y0: case INTR_BESSEL_Y1: case INTR_ERFC_SCALED: case INTR_ISNAN: case INTR_ASINH: case INTR_ACOSH: case INTR_ATANH: case INTR_AINT: case INTR_ANINT:
    case INTR_FLOOR: case INTR_CEILING: case INTR_NINT: case INTR_ATAN:
    case INTR_SIND: case INTR_COSD: case INTR_TAND: case INTR_ASIND: case INTR_ACOSD: case INTR_ATAND:
    case INTR_ATAN2D: case INTR_COTAND:
        if (!is_kind(a[0], TY_REAL) && !(is_kind(a[0], TY_COMPLEX) && (id == INTR_ATAN || id == INTR_ASINH ||
                                                                    id == INTR_ACOSH || id == INTR_ATANH ||
                                                                    id == INTR_ASIN || id == INTR_ACOS)))
            bad = "REAL";
        break;
    case INTR_DSQRT: case INTR_DEXP: case INTR_DLOG: case INTR_DSIN: case INTR_DCOS: case INTR_DABS:
        if (!is_kind(a[0], TY_REAL) || a[0]->type->kind_param != 8)
            bad = "REAL(8)";
        break;
    case INTR_ALOG: case INTR_SNGL: case INTR_EXPONENT: case INTR_FRACTION: case INTR_NEAREST: case INTR_NORM2:
    case INTR_SPACING: case INTR_RRSPACING: case INTR_SCALE: case INTR_SET_EXPONENT: case INTR_DPROD:
        if (!is_kind(a[0], TY_REAL))
            bad = "REAL";
        break;
    case INTR_ABS: case INTR_INT: case INTR_REAL: case INTR_DBLE: case INTR_CMPLX: case INTR_DCMPLX:
    case INTR_MOD: case INTR_MODULO: case INTR_SIGN: case INTR_DIM:
        if (!is_num(a[0]) && !is_kind(a[0], TY_TYPELESS))
            bad = "numeric";
        break;
    case INTR_IABS: case INTR_FLOAT: case INTR_IAND: case INTR_IOR: case INTR_IEOR: case INTR_NOT:
    case INTR_ISHFT: case INTR_ISHFTC: case INTR_IBSET: case INTR_IBCLR: case INTR_BTEST: case INTR_IBITS:
    case INTR_POPCNT: case INTR_POPPAR: case INTR_LEADZ: case INTR_TRAILZ: case INTR_SHIFTL:
    case INTR_SHIFTR: case INTR_SHIFTA: case INTR_DSHIFTL: case INTR_DSHIFTR: case INTR_MERGE_BITS: case INTR_BGE: case INTR_BGT:
    case INTR_BLE: case INTR_BLT: case INTR_CHAR: case INTR_ACHAR: case INTR_BIT_SIZE:
    case INTR_SELECTED_INT_KIND: case INTR_IS_IOSTAT_END: case INTR_IS_IOSTAT_EOR: case INTR_MASKL:
    case INTR_MASKR: case INTR_IALL: case INTR_IANY: case INTR_IPARITY: case INTR_GETARG:
        if (!is_kind(a[0], TY_INTEGER) && !is_kind(a[0], TY_TYPELESS) && !gnu_logical_bitop(id, spelled, a, n))
            bad = "INTEGER";
        if (id == INTR_GETARG && !bad && !is_char(a[1])) {
            bad = "CHARACTER";
            which = 1;
        }
        break;
    case INTR_BESSEL_JN: case INTR_BESSEL_YN:
        if (!is_kind(a[0], TY_INTEGER))
            bad = "INTEGER";
        else if (!is_kind(a[1], TY_REAL)) {
            bad = "REAL";
            which = 1;
        }
        break;
    case INTR_EXIT:
        if (a[0] && !is_kind(a[0], TY_INTEGER))
            bad = "INTEGER";
        break;
    case INTR_PARITY:
        if (!is_kind(a[0], TY_LOGICAL))
            bad = "LOGICAL";
        break;
    case INTR_AIMAG: case INTR_CONJG:
        if (!is_kind(a[0], TY_COMPLEX))
            bad = "COMPLEX";
        break;
    case INTR_LOGICAL: case INTR_ANY: case INTR_ALL: case INTR_COUNT:
        if (!is_kind(a[0], TY_LOGICAL))
            bad = "LOGICAL";
        break;
    case INTR_ICHAR: case INTR_IACHAR: case INTR_LEN_TRIM: case INTR_TRIM: case INTR_ADJUSTL:
    case INTR_ADJUSTR: case INTR_INDEX: case INTR_SCAN: case INTR_VERIFY: case INTR_REPEAT: case INTR_LGE:
    case INTR_LGT: case INTR_LLE: case INTR_LLT: case INTR_LEN: case INTR_NEW_LINE: case INTR_SELECTED_CHAR_KIND:
        if (!is_char(a[0]))
            bad = "CHARACTER";
        else if (id == INTR_LGE || id == INTR_LGT || id == INTR_LLE || id == INTR_LLT || id == INTR_SELECTED_CHAR_KIND) {
            /* of kind 1 (ASCII collating), as gfortran requires */
            for (int i = 0; i < (id == INTR_SELECTED_CHAR_KIND ? 1 : 2) && !bad; i++)
                if (a[i] && is_char(a[i]) && char_kind(a[i]->type) != 1)
                    bad = "CHARACTER of kind 1", which = i;
        } else if ((id == INTR_INDEX || id == INTR_SCAN || id == INTR_VERIFY) && a[1] && is_char(a[1]) &&
                   char_kind(a[1]->type) != char_kind(a[0]->type)) {
            bad = char_kind(a[0]->type) == 4 ? "CHARACTER of kind 4" : "CHARACTER of kind 1";
            which = 1;
        }
        break;
    case INTR_HUGE: case INTR_DIGITS: case INTR_RADIX:
        if (!is_kind(a[0], TY_INTEGER) && !is_kind(a[0], TY_REAL))
            bad = "INTEGER or REAL";
        break;
    case INTR_RANGE:
        if (!is_kind(a[0], TY_INTEGER) && !is_kind(a[0], TY_REAL) && !is_kind(a[0], TY_COMPLEX))
            bad = "INTEGER, REAL or COMPLEX";
        break;
    case INTR_TINY: case INTR_EPSILON: case INTR_PRECISION: case INTR_MAXEXPONENT: case INTR_MINEXPONENT:
        if (!is_kind(a[0], TY_REAL) && !(id == INTR_PRECISION && is_kind(a[0], TY_COMPLEX)))
            bad = "REAL";
        break;
    case INTR_SUM: case INTR_PRODUCT:
        if (!is_num(a[0]))
            bad = "numeric";
        break;
    case INTR_MAXVAL: case INTR_MINVAL: case INTR_MAXLOC: case INTR_MINLOC:
        if (!is_kind(a[0], TY_INTEGER) && !is_kind(a[0], TY_REAL) && !is_char(a[0]))
            bad = "INTEGER, REAL or CHARACTER";
        break;
    case INTR_MVBITS:
        /* FROM, FROMPOS, LEN, TOPOS INTEGER; TO of FROM's type and kind (below) */
        for (int i = 0; i < n && !bad; i++)
            if (a[i] && !is_kind(a[i], TY_INTEGER))
                bad = "INTEGER", which = i;
        if (!bad && a[0] && a[3] && a[0]->type->kind_param != a[3]->type->kind_param) {
            error_at(a[3]->loc, "Argument 'to' of intrinsic '%s' must have the kind of 'from', %s, not %s.", fname,
                     type_name(a[0]->type), type_name(a[3]->type));
            return false;
        }
        break;
    default:
        break;
    }
    if (bad) {
        error_at(a[which] ? a[which]->loc : (Loc){0}, "Argument of intrinsic '%s' must be %s, not %s.", fname, bad,
                 a[which] && a[which]->type ? type_name(a[which]->type) : "absent");
        return false;
    }
    if (id == INTR_C_F_PROCPOINTER && a[1]) {
        Symbol *f = a[1]->sym ? sym_resolve(a[1]->sym) : NULL;
        bool ok = f && ((a[1]->kind == N_NAME && f->kind == SYM_PROCEDURE && (f->attrs & A_POINTER)) ||
                        (a[1]->kind == N_COMPONENT && f->kind == SYM_COMPONENT && f->proc));
        if (!ok) {
            error_at(a[1]->loc, "Argument 'fptr' of intrinsic 'c_f_procpointer' must be a procedure pointer.");
            return false;
        }
    }
    if (id == INTR_IS_CONTIGUOUS && a[0] && a[0]->rank == 0 && !sema_is_assumed_rank(a[0])) {
        error_at(a[0]->loc, "Argument 'array' of intrinsic 'is_contiguous' must be an array.");
        return false;
    }
    if (id == INTR_PRESENT || id == INTR_ALLOCATED || id == INTR_ASSOCIATED) {
        Node *x = a[0];
        Symbol *xs = x && (x->kind == N_NAME || x->kind == N_COMPONENT) ? x->sym : NULL;
        xs = x && x->kind == N_NAME ? sym_resolve(xs) : xs;
        const char *need = NULL;
        if (id == INTR_PRESENT && !(xs && xs->is_dummy && (xs->attrs & A_OPTIONAL)))
            need = "an OPTIONAL dummy argument";
        else if (id == INTR_ALLOCATED && !(xs && (xs->attrs & A_ALLOCATABLE)))
            need = "an ALLOCATABLE variable";
        else if (id == INTR_ASSOCIATED && !(xs && (xs->attrs & A_POINTER)) && !expr_is_pointer_function_ref(x))
            need = "a POINTER";
        if (need) {
            error_at(x ? x->loc : (Loc){0}, "Argument of intrinsic '%s' must be %s.", fname, need);
            return false;
        }
    }
    bool same_type = id == INTR_MOD || id == INTR_MODULO || id == INTR_SIGN || id == INTR_DIM ||
                     id == INTR_ATAN2 || id == INTR_HYPOT || id == INTR_IAND || id == INTR_IOR ||
                     id == INTR_IEOR || id == INTR_DSHIFTL || id == INTR_DSHIFTR || id == INTR_MERGE_BITS || (id == INTR_ATAN && n > 1 && a[1]);
    if (same_type && a[0] && n > 1 && a[1] && a[1]->type->kind != a[0]->type->kind &&
        a[0]->type->kind != TY_TYPELESS && a[1]->type->kind != TY_TYPELESS) {
        error_at(a[1]->loc, "Arguments of intrinsic '%s' must have the same type, not %s and %s.", fname,
                 type_name(a[0]->type), type_name(a[1]->type));
        return false;
    }
    if (id == INTR_MATCH_ALL_SYNC && a[2] &&
        (!(a[2]->kind == N_NAME || a[2]->kind == N_ARRAY_REF || a[2]->kind == N_COMPONENT) ||
         !is_kind(a[2], TY_INTEGER))) {
        error_at(a[2]->loc, "Argument 'predicate' of intrinsic 'match_all_sync' must be an INTEGER variable");
        return false;
    }
    bool sync_shfl = id >= INTR_SHFL_SYNC && id <= INTR_SHFL_XOR_SYNC;
    Node *var = sync_shfl ? a[1] : a[0];
    if ((sync_shfl || id == INTR_SHFL || id == INTR_SHFL_UP || id == INTR_SHFL_DOWN || id == INTR_SHFL_XOR ||
         id == INTR_MATCH_ANY_SYNC || id == INTR_MATCH_ALL_SYNC) &&
        (var = id == INTR_MATCH_ANY_SYNC || id == INTR_MATCH_ALL_SYNC ? a[1] : var) &&
        !((is_kind(var, TY_INTEGER) || is_kind(var, TY_REAL)) &&
          (var->type->kind_param == 4 || var->type->kind_param == 8))) {
        error_at(var->loc, "Argument '%s' of intrinsic '%s' must be INTEGER or REAL of kind 4 or 8, not %s.",
                 id == INTR_MATCH_ANY_SYNC || id == INTR_MATCH_ALL_SYNC ? "value" : "var", fname, type_name(var->type));
        return false;
    }
    if (id == INTR_MAX || id == INTR_MIN) {
        for (int i = 0; i < n; i++) {
            if (!a[i])
                continue;
            if (!is_kind(a[i], TY_INTEGER) && !is_kind(a[i], TY_REAL) && !is_char(a[i])) {
                error_at(a[i]->loc, "Argument of intrinsic '%s' must be INTEGER, REAL or CHARACTER, not %s.", fname,
                         type_name(a[i]->type));
                return false;
            }
            if (i > 0 && a[0] && a[i]->type->kind != a[0]->type->kind) {
                error_at(a[i]->loc, "Arguments of intrinsic '%s' must have the same type, not %s and %s.", fname,
                         type_name(a[0]->type), type_name(a[i]->type));
                return false;
            }
        }
    }
    return true;
}

/* Converts the argument slots that the result type rule makes common. */
static Type *common_of(Node **a, int n)
{
    Type *t = NULL;
    for (int i = 0; i < n; i++) {
        if (!a[i] || !a[i]->type || a[i]->type->kind == TY_TYPELESS)
            continue;
        if (!t)
            t = a[i]->type;
        else if (a[i]->type->kind == TY_CHARACTER && t->kind == TY_CHARACTER) {
            if (a[i]->type->len_kind == LEN_NONE && t->len_kind == LEN_NONE && a[i]->type->len > t->len)
                t = a[i]->type;
        } else {
            Type *r = type_arith_result(t, a[i]->type);
            if (r)
                t = r;
        }
    }
    return t;
}

static int max_rank(Node **a, int n)
{
    int r = 0;
    for (int i = 0; i < n; i++)
        if (a[i] && a[i]->rank > r)
            r = a[i]->rank;
    return r;
}

/* Places the actual arguments of intrinsic call 'e' by keyword, checks
 * them, and sets e->type/rank/cval. as_subroutine: from a CALL statement.
 * The node becomes N_INTRINSIC_CALL (functions) and keeps N_CALL (subroutines)
 * with op = the intrinsic ID and args[i] = i-th dummy. */
bool intrinsic_check_call(Node *e, IntrinsicId id, bool as_subroutine)
{
    init_table();
    IntrDesc *d = desc_of[id];
    const char *fname = intrinsic_name(id), *spelled = e->name ? e->name : fname;
    if (!d) {
        error_at(e->loc, "Intrinsic '%s' is not supported.", fname);
        expr_set_error(e);
        return false;
    }
    if (d->cls == 'D' && !scope_in_device(S.scope) && opts.cuda == CUDA_MODE_OFF) {
        error_at(e->loc, "Intrinsic '%s' is only available in CUDA Fortran device code.", fname);
    }
    bool gnu = d->rule == RR_GNU;
    bool is_sub = d->rule == RR_SUB || (gnu && as_subroutine);
    if (gnu) {
        /* reported by gnu_check_call */
    } else if (as_subroutine && !is_sub) {
        error_at(e->loc, "'%s' is an intrinsic function, not a subroutine.", fname);
        expr_set_error(e);
        return false;
    }
    if (!as_subroutine && is_sub) {
        error_at(e->loc, "'%s' is an intrinsic subroutine, not a function.", fname);
        expr_set_error(e);
        return false;
    }
    bool ok = true;
    /* check the actuals first; only these inquire about a procedure itself */
    bool procs_ok = id == INTR_ASSOCIATED || id == INTR_PRESENT || id == INTR_C_FUNLOC || id == INTR_NULL ||
                    id == INTR_C_F_PROCPOINTER;
    /* the inquiries about an object may ask about an assumed-rank or
     * assumed-type dummy (F2018 C711, C838) */
    bool assumed_ok = d->cls == 'I' || id == INTR_LOC;
    for (int i = 0; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        if (a && a->kind == N_KEYWORD)
            a = a->rhs;
        if (!a)
            continue;
        Node *saved = S.assumed_ok;
        if (assumed_ok && i == 0)
            S.assumed_ok = a;
        if (procs_ok)
            expr_check(a);
        else
            expr_check_value(a);
        S.assumed_ok = saved;
    }
    int nd = arg_count(d->args);
    bool variadic = d->flags & F_MINMAX_VARIADIC;
    int nslots = variadic ? (e->args.len > nd ? e->args.len : nd) : nd;
    Node **slots = arena_alloc(cu_arena, sizeof(Node *) * (size_t)(nslots + 1));
    bool seen_kw = false;
    int pos = 0;
    for (int i = 0; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        if (!a)
            continue;
        if (a->kind == N_KEYWORD) {
            seen_kw = true;
            int k = -1;
            char buf[32];
            for (int j = 0; j < nslots; j++) {
                if (variadic && j >= nd)
                    snprintf(buf, sizeof buf, "a%d", j + 1);
                else if (!arg_name(d->args, j, buf, sizeof buf))
                    break;
                if (!strcmp(buf, a->name)) {
                    k = j;
                    break;
                }
            }
            if (k < 0 && variadic && a->name[0] == 'a') {
                int j = atoi(a->name + 1);
                if (j >= 1 && j <= nslots)
                    k = j - 1;
            }
            if (k < 0 && id == INTR_ALLOCATED && !strcmp(a->name, "scalar"))
                k = 0; /* ALLOCATED(ARRAY=) or ALLOCATED(SCALAR=) (F2003) */
            if (k < 0) {
                error_at(a->loc, "Intrinsic '%s' has no argument '%s'.", fname, a->name);
                ok = false;
                continue;
            }
            if (slots[k]) {
                error_at(a->loc, "Argument '%s' of intrinsic '%s' is given twice.", a->name, fname);
                ok = false;
                continue;
            }
            slots[k] = a->rhs;
            continue;
        }
        if (seen_kw) {
            error_at(a->loc, "Positional argument follows a keyword argument in the call of '%s'.", fname);
            ok = false;
            continue;
        }
        if (pos >= nslots) {
            error_at(a->loc, "Too many arguments in the call of intrinsic '%s'.", fname);
            ok = false;
            break;
        }
        slots[pos++] = a;
    }
    /* sum(a, mask) / maxloc(a, mask): a positional LOGICAL second argument (an array
     * or a scalar) is the mask, DIM being INTEGER */
    if ((d->flags & F_MASK2) && slots[1] && !slots[2] && is_kind(slots[1], TY_LOGICAL)) {
        slots[2] = slots[1];
        slots[1] = NULL;
    }
    /* findloc(a, v, mask): the same, one place further */
    if (id == INTR_FINDLOC && slots[2] && !slots[3] && is_kind(slots[2], TY_LOGICAL)) {
        slots[3] = slots[2];
        slots[2] = NULL;
    }
    for (int j = 0; j < d->nreq && j < nslots; j++)
        if (!slots[j]) {
            char buf[32] = "";
            arg_name(d->args, j, buf, sizeof buf);
            error_at(e->loc, "Missing actual argument '%s' in the call of intrinsic '%s'.", buf, fname);
            ok = false;
        }
    for (int j = 0; j < nslots; j++)
        if (slots[j] && (!slots[j]->type || slots[j]->type->kind == TY_ERROR))
            ok = false;
    e->args.items = slots;
    e->args.len = e->args.cap = nslots;
    e->op = id;
    e->name = fname;
    if (!ok) {
        expr_set_error(e);
        return false;
    }
    if (gnu)
        return gnu_check_call(e, gnu_proc(id), slots, nslots, as_subroutine);
    if (!arg_type_ok(id, fname, spelled, slots, nslots)) {
        expr_set_error(e);
        return false;
    }
    if (is_sub) {
        /* MVBITS is elemental: array arguments need an array TO of their rank */
        if (id == INTR_MVBITS && slots[3]) {
            for (int i = 0; i < nslots; i++)
                if (slots[i] && slots[i]->rank > 0 && slots[i]->rank != slots[3]->rank) {
                    error_at(slots[i]->loc, "Argument '%s' of MVBITS has rank %d but TO has rank %d.",
                             i == 0 ? "from" : i == 1 ? "frompos" : i == 2 ? "len" : "topos", slots[i]->rank,
                             slots[3]->rank);
                    expr_set_error(e);
                    return false;
                }
        }
        e->type = type_void();
        e->rank = 0;
        return true;
    }
    e->kind = N_INTRINSIC_CALL;
    Node **a = slots;
    Type *t0 = a[0] ? a[0]->type : NULL;
    Type *rt = type_error();
    int rank = d->cls == 'E' ? max_rank(a, nslots) : 0;
    int r0 = a[0] ? a[0]->rank : 0;
    bool any_rank = a[0] && sema_is_assumed_rank(a[0]); /* of rank 0 to 15, known at run time */
    Node *dimarg = NULL;
    switch (d->rule) {
    case RR_SAME: rt = t0; break;
    case RR_ARG2: rt = a[1] ? a[1]->type : type_error(); break;
    case RR_ABS: rt = t0->kind == TY_COMPLEX ? type_real(t0->kind_param) : t0; break;
    case RR_COMMON: case RR_MAXMIN:
    {
        /* DSHIFTL/DSHIFTR: I and J decide (the shift count keeps its kind) */
        int nc = id == INTR_DSHIFTL || id == INTR_DSHIFTR ? 2 : nslots;
        rt = common_of(a, nc);
        if (!rt)
            rt = t0;
        /* operands of mixed kind are converted to the result kind */
        for (int i = 0; i < nc; i++)
            if (a[i] && a[i]->type && rt->kind != TY_CHARACTER && !type_equal(a[i]->type, rt))
                a[i] = expr_convert(a[i], rt);
        break;
    }
    case RR_INTSAME: rt = t0; break;
    case RR_INT: rt = kinded(TY_INTEGER, id == INTR_INDEX || id == INTR_SCAN || id == INTR_VERIFY ? a[3] : a[1], opts.default_int_kind, &ok); break;
    case RR_REAL: {
        /* REAL(a): a complex keeps its kind, else default REAL; AINT/ANINT keep a's kind */
        int dk = id == INTR_REAL ? (t0->kind == TY_COMPLEX ? t0->kind_param : opts.default_real_kind)
                                 : (t0->kind == TY_REAL ? t0->kind_param : opts.default_real_kind);
        rt = kinded(TY_REAL, a[1], dk, &ok);
        break;
    }
    case RR_REAL4:
        rt = type_real(4);
        /* FLOAT takes an INTEGER: a BOZ is one (gfortran's -fallow-invalid-boz), not REAL bits */
        if (id == INTR_FLOAT && a[0] && is_kind(a[0], TY_TYPELESS))
            a[0] = expr_convert(a[0], type_int(opts.default_int_kind));
        break;
    case RR_REAL8: rt = type_real(opts.double_kind); break;
    case RR_CMPLX:
        rt = kinded(TY_COMPLEX, a[2], opts.default_real_kind, &ok); /* default kind without KIND=, even of a COMPLEX x */
        /* a BOZ X or Y is the bits of a REAL of the result's kind (F2008 13.7.36) */
        for (int i = 0; i < 2 && rt; i++)
            if (is_kind(a[i], TY_TYPELESS))
                a[i] = expr_convert(a[i], type_real(rt->kind_param));
        break;
    case RR_CMPLX8: rt = type_complex(opts.double_kind); break;
    case RR_AIMAG: rt = type_real(t0->kind_param); break;
    case RR_LOGICAL: rt = kinded(TY_LOGICAL, a[1], opts.default_int_kind, &ok); break;
    case RR_CHAR1:
        /* CHAR(i, kind), ACHAR(i, kind); other single-character results are of kind 1 */
        rt = id == INTR_CHAR || id == INTR_ACHAR ? kinded(TY_CHARACTER, a[1], 1, &ok) : type_char(1);
        break;
    case RR_INT4: rt = type_int(4); break;
    case RR_INT8: rt = type_int(8); break;
    case RR_LOG4:
        rt = type_logical(4);
        rank = d->cls == 'E' ? rank : 0;
        if ((id == INTR_BGE || id == INTR_BGT || id == INTR_BLE || id == INTR_BLT) && a[0] && a[1]) {
            /* a BOZ argument takes the other's kind; two BOZ: INTEGER(8) */
            bool b0 = a[0]->type->kind == TY_TYPELESS, b1 = a[1]->type->kind == TY_TYPELESS;
            if (b0)
                a[0] = expr_convert(a[0], b1 ? type_int(8) : a[1]->type);
            if (b1)
                a[1] = expr_convert(a[1], a[0]->type);
        }
        break;
    case RR_INQ_SAME:
        rt = id == INTR_BIT_SIZE ? t0 : t0;
        rank = 0;
        break;
    case RR_INQ_INT: rt = type_int(opts.default_int_kind); rank = 0; break;
    case RR_REDUCE:
        rt = t0;
        dimarg = a[1];
        rank = dimarg ? r0 - 1 : 0;
        /* cudafor's SUM/MAXVAL/MINVAL of a device or managed array run on the
         * device, on STREAM= when given (an INTEGER(cuda_stream_kind)) */
        if ((id == INTR_SUM || id == INTR_MAXVAL || id == INTR_MINVAL) && a[3]) {
            Node *arr = a[0]->kind == N_ARRAY_REF ? a[0]->lhs : a[0];
            Symbol *as = arr->kind == N_NAME ? arr->sym : NULL;
            while (as && as->use_of)
                as = as->use_of;
            if (!as || (as->space != SPACE_DEVICE && as->space != SPACE_MANAGED)) {
                error_at(a[3]->loc, "STREAM= of '%s' needs a DEVICE or MANAGED array.", fname);
                ok = false;
            } else if (a[3]->type->kind != TY_INTEGER || a[3]->rank) {
                error_at(a[3]->loc, "STREAM= of '%s' must be a scalar INTEGER(cuda_stream_kind).", fname);
                ok = false;
            }
        }
        break;
    case RR_COUNT: rt = kinded(TY_INTEGER, a[2], opts.default_int_kind, &ok); dimarg = a[1]; rank = dimarg ? r0 - 1 : 0; break;
    case RR_ANYALL: rt = type_logical(t0->kind_param); dimarg = a[1]; rank = dimarg ? r0 - 1 : 0; break;
    case RR_LOC: {
        Node *k = id == INTR_FINDLOC ? a[4] : a[3];
        dimarg = id == INTR_FINDLOC ? a[2] : a[1];
        rt = kinded(TY_INTEGER, k, opts.default_int_kind, &ok);
        rank = dimarg ? r0 - 1 : 1;
        break;
    }
    case RR_SHAPE: rt = kinded(TY_INTEGER, a[1], opts.default_int_kind, &ok); rank = 1; break;
    case RR_BOUND: rt = kinded(TY_INTEGER, a[2], opts.default_int_kind, &ok); rank = a[1] ? 0 : 1; break;
    case RR_SIZE: rt = kinded(TY_INTEGER, a[2], opts.default_int_kind, &ok); rank = 0; break;
    case RR_DOT:
        rt = a[0]->type->kind == TY_LOGICAL ? type_logical(4) : common_of(a, 2);
        rank = 0;
        break;
    case RR_MATMUL:
        rt = a[0]->type->kind == TY_LOGICAL ? type_logical(4) : common_of(a, 2);
        rank = (a[0]->rank == 1 || a[1]->rank == 1) ? 1 : 2;
        if (a[0]->rank < 1 || a[0]->rank > 2 || a[1]->rank < 1 || a[1]->rank > 2 ||
            (a[0]->rank == 1 && a[1]->rank == 1)) {
            error_at(e->loc, "Arguments of MATMUL must have rank 1 or 2, and not both rank 1.");
            ok = false;
        }
        break;
    case RR_TRANSPOSE: rt = t0; rank = 2; break;
    case RR_RESHAPE: {
        rt = t0;
        rank = 0;
        if (a[1] && a[1]->rank == 1) {
            Node *sh = a[1];
            if (sh->kind == N_ARRAY_CTOR)
                rank = sh->args.len;
            else if (sh->cval && sh->cval->rank == 1)
                rank = (int)sh->cval->n;
            else if (sh->kind == N_INTRINSIC_CALL && sh->args.len > 0 && sh->args.items[0] &&
                     (sh->op == INTR_SHAPE ||
                      ((sh->op == INTR_LBOUND || sh->op == INTR_UBOUND) && (sh->args.len < 2 || !sh->args.items[1]))))
                rank = sh->args.items[0]->rank; /* reshape(x, shape(a)): a's rank */
            else {
                ArraySpec *as = const_shape_of(sh);
                if (as && as->rank == 1)
                    rank = (int)shape_extent(as, 0);
            }
        }
        if (rank <= 0) {
            error_at(a[1] ? a[1]->loc : e->loc, "SHAPE argument of RESHAPE must be a rank-1 array of constant size.");
            ok = false;
        }
        break;
    }
    case RR_SPREAD: rt = t0; rank = r0 + 1; break;
    case RR_PACK: rt = t0; rank = 1; break;
    case RR_UNPACK: rt = t0; rank = a[1] ? a[1]->rank : 1; break;
    case RR_MERGE:
        rt = t0;
        if (a[1] && type_is_numeric(t0) && type_is_numeric(a[1]->type) && !type_equal(t0, a[1]->type)) {
            error_at(a[1]->loc, "TSOURCE and FSOURCE of MERGE must have the same type and kind, not %s and %s.",
                     type_name(t0), type_name(a[1]->type));
            ok = false;
        }
        break;
    case RR_SHIFT:
        rt = t0;
        rank = r0;
        /* libgfortran's entries take a SHIFT array of kind 4 or 8: a
         * smaller kind is converted, as gfortran converts it */
        if (a[1] && a[1]->rank > 0 && is_kind(a[1], TY_INTEGER) && a[1]->type->kind_param < 4)
            a[1] = expr_convert(a[1], type_int(4));
        break;
    case RR_TRIM: {
        rt = type_new(TY_CHARACTER, char_kind(t0));
        rt->len_kind = LEN_DEFERRED, rt->len = -1;
        rank = 0;
        break;
    }
    case RR_REPEAT: {
        rt = type_new(TY_CHARACTER, char_kind(t0));
        int64_t nc;
        if (t0->len_kind == LEN_NONE && node_const_int(a[1], &nc))
            rt->len = t0->len * (nc < 0 ? 0 : nc);
        else
            rt->len_kind = LEN_DEFERRED, rt->len = -1;
        rank = 0;
        break;
    }
    case RR_NEWLINE: rt = type_char_k(1, char_kind(t0)); rank = 0; break;
    case RR_TRANSFER:
        rt = a[1]->type;
        rank = (a[1]->rank > 0 || a[2]) ? 1 : 0;
        break;
    case RR_NULL:
        intrinsic_as_null(e);
        if (a[0]) {
            e->type = a[0]->type;
            e->rank = a[0]->rank;
        }
        return true;
    case RR_CPTR: rt = ctype_named("c_ptr"); rank = 0; break;
    case RR_CFUNPTR: rt = ctype_named("c_funptr"); rank = 0; break;
    case RR_CDEVPTR: rt = module_type_named("cudafor", "c_devptr"); rank = 0; break;
    case RR_COMPILER: {
        const char *v = id == INTR_COMPILER_VERSION ? "cuf90 version 0.1 (LLVM 19)" : "";
        e->type = type_char((int64_t)strlen(v));
        e->rank = 0;
        e->cval = cv_char(v, (int64_t)strlen(v));
        return true;
    }
    case RR_SUB: case RR_GNU: break;
    }
    /* DIM of the array intrinsics: a scalar INTEGER naming a dimension of the array (SPREAD's
       may also name the new one) */
    int maxdim = r0;
    if (d->rule == RR_SHIFT)
        dimarg = id == INTR_EOSHIFT ? a[3] : a[2];
    else if (d->rule == RR_SIZE || d->rule == RR_BOUND)
        dimarg = a[1];
    else if (d->rule == RR_SPREAD)
        dimarg = a[1], maxdim = r0 + 1;
    if (any_rank)
        maxdim = 15;
    if (dimarg && !check_dim_arg(dimarg, maxdim, fname))
        ok = false;
    /* MASK of SUM, MAXLOC, ...: conformable with ARRAY */
    Node *mask = (d->flags & F_MASK2) ? a[2] : id == INTR_FINDLOC ? a[3] : NULL;
    if (mask && mask->type && mask->rank && a[0] && mask->rank != r0) {
        error_at(mask->loc, "MASK argument of '%s' has rank %d but ARRAY has rank %d.", fname, mask->rank, r0);
        ok = false;
    }
    if (d->rule == RR_REDUCE || d->rule == RR_COUNT || d->rule == RR_ANYALL || d->rule == RR_LOC ||
        d->rule == RR_SHIFT || d->rule == RR_TRANSPOSE || d->rule == RR_SIZE || d->rule == RR_SHAPE ||
        d->rule == RR_BOUND) {
        if (a[0] && r0 == 0 && d->rule != RR_SHAPE && !(any_rank && (d->rule == RR_SIZE || d->rule == RR_BOUND))) {
            error_at(a[0]->loc, "Argument '%s' of intrinsic '%s' must be an array.",
                     d->rule == RR_COUNT || d->rule == RR_ANYALL ? "mask" : "array", fname);
            ok = false;
        }
    }
    if (rank < 0)
        rank = 0;
    if (!ok || !rt) {
        expr_set_error(e);
        return false;
    }
    e->type = rt;
    e->rank = rank;
    e->cval = fold_intrinsic(e, id, a, nslots);
    if (!e->cval && d->cls == 'E' && rank > 0)
        e->cval = fold_elemental(e, id, a, nslots);
    return true;
}
