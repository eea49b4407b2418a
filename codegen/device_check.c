/* device_check.c — -Mbounds checks of emulated device code that a GPU makes
 * in hardware. A GPU fails a kernel whose thread loads or stores at an
 * address that is not a multiple of the access's alignment
 * (cudaErrorMisalignedAddress); a CPU performs the access silently. In
 * Fortran device code such an address comes from a pointer or a dummy
 * associated with storage of another type: C_F_POINTER on the host of a
 * device byte buffer at an odd offset, TRANSFER of an address into a
 * TYPE(C_DEVPTR), a derived-type view of a byte buffer. Element addresses
 * inside one array are multiples of the element size apart, so checking the
 * address of each access catches every case at the line that makes it.
 * The GPU faults on the alignment of the scalar actually loaded or stored,
 * so that is what is checked (test/rt/emu/misaligned.cuf runs the same
 * views on an H200: the accesses reported here are the ones that fail
 * there with CUDA_ERROR_MISALIGNED_ADDRESS).
 */
#include "cg.h"

#include <string.h>

/* Alignment in bytes that an access of type t needs, as the GPU checks
 * it: that of the scalar loaded or stored (1 for character data). A
 * derived-type object is accessed component by component, each checked
 * where it is reached (cg_addr of a component), so as a whole it needs none:
 * on the GPU, too, an integer component at a 4-byte boundary of a
 * misaligned structure is no fault. */
static int64_t access_alignment(CG *cg, Type *t)
{
    if (!t)
        return 1;
    switch (t->kind) {
    case TY_CHARACTER:
        return 1;
    case TY_INTEGER: case TY_REAL: case TY_COMPLEX: case TY_LOGICAL:
        return (int64_t)LLVMABIAlignmentOfType(cg->td, cg_type(cg, t));
    default:
        return 1;
    }
}

/* Under -Mbounds -Mcuda=emu: before an access of `name` (a variable, an
 * array element or a component: `what`) of type t at addr, check that addr is a multiple of
 * t's alignment, else report it with the kernel, block, thread, file and
 * line (cuf90_emu_misaligned_error). Storage the generated code allocates
 * itself (locals, globals) is aligned by construction and is not checked. */
void cg_device_check_align(CG *cg, Loc loc, LLVMValueRef addr, Type *t, const char *name, int what)
{
    if (!opts.bounds_check || cg->target != CG_TARGET_EMU || !addr)
        return;
    if (LLVMIsAAllocaInst(addr) || LLVMIsAGlobalValue(addr) || LLVMIsAConstant(addr))
        return;
    int64_t align = access_alignment(cg, t);
    if (align <= 1)
        return;
    LLVMValueRef bits = LLVMBuildAnd(cg->b, LLVMBuildPtrToInt(cg->b, addr, cg->t_i64, ""),
                                     cg_const_i64(cg, align - 1), "misalign");
    LLVMValueRef bad = LLVMBuildICmp(cg->b, LLVMIntNE, bits, cg_const_i64(cg, 0), "");
    LLVMBasicBlockRef fail = cg_new_block(cg, "align.fail"), ok = cg_new_block(cg, "align.ok");
    LLVMBuildCondBr(cg->b, bad, fail, ok);
    LLVMPositionBuilderAtEnd(cg->b, fail);
    const char *file = loc.file ? loc.file->name : cg->src_name;
    const char *nm = name ? name : "?";
    LLVMTypeRef pt[6] = {cg->t_ptr, cg->t_i32, cg->t_ptr, cg->t_i32, cg->t_ptr, cg->t_i64};
    LLVMValueRef av[6] = {cg_global_string(cg, file, strlen(file), ".file"), cg_const_i32(cg, loc.line),
                          cg_global_string(cg, nm, strlen(nm), ".name"), cg_const_i32(cg, what),
                          addr, cg_const_i64(cg, align)};
    cg_call_extern(cg, "cuf90_emu_misaligned_error", cg->t_void, pt, 6, av, 6, false);
    LLVMBuildUnreachable(cg->b);
    LLVMPositionBuilderAtEnd(cg->b, ok);
}
