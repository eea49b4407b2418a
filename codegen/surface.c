/* surface.c — bodies of cudafor's surface intrinsics of device code,
 * surf1Dwrite_<k>(data, surfObj, x, boundaryMode), surf2Dwrite_<k>(data,
 * surfObj, x, y, boundaryMode) and the pointer forms surf1Dread/surf2Dread
 * (sema/intrinsic_modules.c; bind names cuf90_surf{1,2}d{write,read}_{i1,i2,
 * i4,i8,r4,r8}). x is a byte offset, y a row; the element size is the
 * data's. On the GPU: the NVVM intrinsics llvm.nvvm.sust.b.<n>d.<iN>.<mode> /
 * llvm.nvvm.suld.<n>d.<iN>.<mode> (sust.b / suld.b, modes zero, clamp, trap
 * chosen by boundaryMode 0, 1, 2); under emulation a call of cuf90_emu_surf
 * (rt/cudaarray.c). */
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
    int dims = name[10] - '0'; /* cuf90_surf<dims>d... */
    bool write = !strncmp(name + 12, "write_", 6);
    const char *k = strrchr(name, '_') + 1;
    int bytes = k[1] - '0';
    bool real = k[0] == 'r';
    if ((dims != 1 && dims != 2) || LLVMCountParams(fn) != (unsigned)(3 + dims) ||
        (bytes != 1 && bytes != 2 && bytes != 4 && bytes != 8))
        return;
    LLVMContextRef ctx = cg->ctx;
    LLVMTypeRef it = LLVMIntTypeInContext(ctx, (unsigned)(8 * bytes));
    LLVMTypeRef et = real ? (bytes == 8 ? LLVMDoubleTypeInContext(ctx) : LLVMFloatTypeInContext(ctx)) : it;
    LLVMValueRef data = LLVMGetParam(fn, 0), obj = LLVMGetParam(fn, 1), x = LLVMGetParam(fn, 2),
                 y = dims == 2 ? LLVMGetParam(fn, 3) : LLVMConstInt(cg->t_i32, 0, false),
                 mode = LLVMGetParam(fn, 2 + dims);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, fn, "entry"));
    if (cg->target != CG_TARGET_NVPTX) {
        LLVMValueRef slot = data;
        if (write) {
            slot = LLVMBuildAlloca(b, et, "surf.data");
            LLVMBuildStore(b, data, slot);
        }
        LLVMTypeRef pt[8] = {cg->t_i64, cg->t_i32, cg->t_i32, cg->t_ptr, cg->t_i64, cg->t_i32, cg->t_i32, cg->t_i32};
        LLVMTypeRef ft = LLVMFunctionType(cg->t_void, pt, 8, false);
        LLVMValueRef callee = LLVMGetNamedFunction(cg->mod, "cuf90_emu_surf");
        if (!callee)
            callee = LLVMAddFunction(cg->mod, "cuf90_emu_surf", ft);
        LLVMValueRef av[8] = {obj, x, y, slot, LLVMConstInt(cg->t_i64, (unsigned)bytes, false), mode,
                              LLVMConstInt(cg->t_i32, write, false), LLVMConstInt(cg->t_i32, (unsigned)dims, false)};
        LLVMBuildCall2(b, ft, callee, av, 8, "");
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
                snprintf(iname, sizeof iname, "llvm.nvvm.sust.b.%dd.i%d.%s", dims, 8 * bytes, modes[m]);
                LLVMValueRef a[4] = {obj, x, dims == 2 ? y : v, v};
                call_nvvm(b, cg->mod, iname, a, (unsigned)(2 + dims));
            } else {
                snprintf(iname, sizeof iname, "llvm.nvvm.suld.%dd.i%d.%s", dims, 8 * bytes, modes[m]);
                LLVMValueRef a[3] = {obj, x, y};
                LLVMValueRef r = call_nvvm(b, cg->mod, iname, a, (unsigned)(1 + dims));
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

/* tex1Dfetch_<k>(data, texObj, x), tex1D_<k>(data, texObj, x) and
 * tex2D_<k>(data, texObj, x, y) (bind names cuf90_tex{1dfetch,1d,2d}_{r4,i4}):
 * the first channel of llvm.nvvm.tex.unified.{1d,2d}.v4{f32,s32}.{s32,f32} on
 * the GPU, of cuf90_emu_tex under emulation. */
void cg_define_texture(CG *cg, LLVMValueRef fn, const char *name)
{
    const char *op = name + strlen("cuf90_tex");
    int kind = !strncmp(op, "1dfetch_", 8) ? 0 : !strncmp(op, "1d_", 3) ? 1 : !strncmp(op, "2d_", 3) ? 2 : -1;
    bool is_int = !strcmp(strrchr(name, '_'), "_i4");
    unsigned np = LLVMCountParams(fn);
    if (kind < 0 || np != (kind == 2 ? 4u : 3u))
        return;
    LLVMContextRef ctx = cg->ctx;
    LLVMValueRef data = LLVMGetParam(fn, 0), obj = LLVMGetParam(fn, 1), x = LLVMGetParam(fn, 2),
                 y = kind == 2 ? LLVMGetParam(fn, 3) : NULL;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, fn, "entry"));
    LLVMTypeRef f32 = LLVMFloatTypeInContext(ctx);
    if (cg->target != CG_TARGET_NVPTX) {
        LLVMTypeRef pt[7] = {cg->t_i64, cg->t_i32, cg->t_i32, f32, f32, cg->t_ptr, cg->t_i32};
        LLVMTypeRef ft = LLVMFunctionType(cg->t_void, pt, 7, false);
        LLVMValueRef callee = LLVMGetNamedFunction(cg->mod, "cuf90_emu_tex");
        if (!callee)
            callee = LLVMAddFunction(cg->mod, "cuf90_emu_tex", ft);
        LLVMValueRef zi = LLVMConstInt(cg->t_i32, 0, false), zf = LLVMConstReal(f32, 0);
        LLVMValueRef av[7] = {obj, LLVMConstInt(cg->t_i32, (unsigned)kind, false), kind == 0 ? x : zi,
                              kind == 0 ? zf : x, y ? y : zf, data, LLVMConstInt(cg->t_i32, is_int, false)};
        LLVMBuildCall2(b, ft, callee, av, 7, "");
    } else {
        char iname[64];
        snprintf(iname, sizeof iname, "llvm.nvvm.tex.unified.%s.v4%s.%s", kind == 2 ? "2d" : "1d",
                 is_int ? "s32" : "f32", kind == 0 ? "s32" : "f32");
        LLVMValueRef a[3] = {obj, x, y};
        LLVMValueRef r = call_nvvm(b, cg->mod, iname, a, kind == 2 ? 3 : 2);
        LLVMBuildStore(b, LLVMBuildExtractValue(b, r, 0, ""), data);
    }
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, cg_enum_attr(cg, "alwaysinline"));
}
