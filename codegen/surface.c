/* surface.c — bodies of cudafor's surface intrinsics of device code,
 * surf1Dwrite_<k>(data, surfObj, x, boundaryMode) and the pointer form
 * surf1Dread_<k>(data, surfObj, x, boundaryMode) (sema/intrinsic_modules.c;
 * bind names cuf90_surf1d{write,read}_{i1,i2,i4,i8,r4,r8}). x is a byte
 * offset; the element size is the data's. On the GPU: the NVVM intrinsics
 * llvm.nvvm.sust.b.1d.<iN>.<mode> / llvm.nvvm.suld.1d.<iN>.<mode> (sust.b /
 * suld.b, modes zero, clamp, trap chosen by boundaryMode 0, 1, 2); under
 * emulation a call of cuf90_emu_surf1d (rt/cudaarray.c). */
#include "cg.h"

#include <string.h>

static LLVMValueRef call_nvvm(LLVMBuilderRef b, LLVMModuleRef mod, const char *name, LLVMValueRef *args, unsigned n)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(mod, id, NULL, 0);
    return LLVMBuildCall2(b, LLVMIntrinsicGetType(LLVMGetModuleContext(mod), id, NULL, 0), fn, args, n, "");
}

void cg_define_surface(CG *cg, LLVMValueRef fn, const char *name)
{
    bool write = !strncmp(name, "cuf90_surf1dwrite_", 18);
    const char *k = strrchr(name, '_') + 1;
    int bytes = k[1] - '0';
    bool real = k[0] == 'r';
    if (LLVMCountParams(fn) != 4 || (bytes != 1 && bytes != 2 && bytes != 4 && bytes != 8))
        return;
    LLVMContextRef ctx = cg->ctx;
    LLVMTypeRef it = LLVMIntTypeInContext(ctx, (unsigned)(8 * bytes));
    LLVMTypeRef et = real ? (bytes == 8 ? LLVMDoubleTypeInContext(ctx) : LLVMFloatTypeInContext(ctx)) : it;
    LLVMValueRef data = LLVMGetParam(fn, 0), obj = LLVMGetParam(fn, 1), x = LLVMGetParam(fn, 2),
                 mode = LLVMGetParam(fn, 3);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, fn, "entry"));
    if (cg->target != CG_TARGET_NVPTX) {
        LLVMValueRef slot = data;
        if (write) {
            slot = LLVMBuildAlloca(b, et, "surf.data");
            LLVMBuildStore(b, data, slot);
        }
        LLVMTypeRef pt[6] = {cg->t_i64, cg->t_i32, cg->t_ptr, cg->t_i64, cg->t_i32, cg->t_i32};
        LLVMTypeRef ft = LLVMFunctionType(cg->t_void, pt, 6, false);
        LLVMValueRef callee = LLVMGetNamedFunction(cg->mod, "cuf90_emu_surf1d");
        if (!callee)
            callee = LLVMAddFunction(cg->mod, "cuf90_emu_surf1d", ft);
        LLVMValueRef av[6] = {obj, x, slot, LLVMConstInt(cg->t_i64, (unsigned)bytes, false), mode,
                              LLVMConstInt(cg->t_i32, write, false)};
        LLVMBuildCall2(b, ft, callee, av, 6, "");
        LLVMBuildRetVoid(b);
    } else {
        /* sust.b/suld.b of 8 bits move a 16-bit register */
        LLVMTypeRef rt = bytes == 1 ? LLVMInt16TypeInContext(ctx) : it;
        static const char *const modes[3] = {"zero", "clamp", "trap"};
        LLVMValueRef v = NULL;
        if (write) {
            v = real ? LLVMBuildBitCast(b, data, it, "") : data;
            if (bytes == 1)
                v = LLVMBuildZExt(b, v, rt, "");
        }
        LLVMBasicBlockRef bb[3], done = LLVMAppendBasicBlockInContext(ctx, fn, "done");
        for (int m = 0; m < 3; m++)
            bb[m] = LLVMAppendBasicBlockInContext(ctx, fn, modes[m]);
        LLVMValueRef sw = LLVMBuildSwitch(b, mode, bb[2], 2); /* anything else traps */
        LLVMAddCase(sw, LLVMConstInt(cg->t_i32, 0, false), bb[0]);
        LLVMAddCase(sw, LLVMConstInt(cg->t_i32, 1, false), bb[1]);
        for (int m = 0; m < 3; m++) {
            LLVMPositionBuilderAtEnd(b, bb[m]);
            char iname[64];
            if (write) {
                snprintf(iname, sizeof iname, "llvm.nvvm.sust.b.1d.i%d.%s", 8 * bytes, modes[m]);
                LLVMValueRef a[3] = {obj, x, v};
                call_nvvm(b, cg->mod, iname, a, 3);
            } else {
                snprintf(iname, sizeof iname, "llvm.nvvm.suld.1d.i%d.%s", 8 * bytes, modes[m]);
                LLVMValueRef a[2] = {obj, x};
                LLVMValueRef r = call_nvvm(b, cg->mod, iname, a, 2);
                if (bytes == 1)
                    r = LLVMBuildTrunc(b, r, it, "");
                if (real)
                    r = LLVMBuildBitCast(b, r, et, "");
                LLVMBuildStore(b, r, data);
            }
            LLVMBuildBr(b, done);
        }
        LLVMPositionBuilderAtEnd(b, done);
        LLVMBuildRetVoid(b);
    }
    LLVMDisposeBuilder(b);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, cg_enum_attr(cg, "alwaysinline"));
}
