// debug_llvm.cpp — the few DIBuilder calls LLVM 19's C API does not offer,
// for codegen/debug.c: arrays whose data and bounds are read from a
// descriptor (DW_AT_data_location, DW_AT_allocated/associated, bound
// expressions), DW_TAG_string_type, DW_TAG_common_block, a Fortran
// DW_TAG_module with its file and line, and a second !dbg attachment of a
// global (COMMON members share their block's global). Everything here is
// a thin extern "C" wrapper; the decisions stay in debug.c.
#include <llvm-c/DebugInfo.h>
#include <llvm/IR/DIBuilder.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/GlobalVariable.h>

using namespace llvm;

// A bound or count: NULL, a ConstantAsMetadata (LLVMValueAsMetadata of an
// i64 constant), a DIVariable or a DIExpression; all are Metadata.
static Metadata *md(LLVMMetadataRef m) { return m ? unwrap(m) : nullptr; }

template <typename T> static T *as(LLVMMetadataRef m) { return m ? unwrap<T>(m) : nullptr; }

// A DW_AT_data_location/allocated/associated operand: a DIExpression or nothing.
static PointerUnion<DIExpression *, DIVariable *> expr_or_null(LLVMMetadataRef m)
{
    if (!m)
        return nullptr;
    return unwrap<DIExpression>(m);
}

extern "C" {

// The compile unit (DW_LANG_Fortran95) without a .debug_names index, as
// clang and gcc make by default on Linux: the linker concatenates the
// objects' indexes, which gdb then rejects ("does not match section
// length"); it indexes the DWARF itself.
LLVMMetadataRef cg_di_compile_unit(LLVMDIBuilderRef b, LLVMMetadataRef file, const char *producer,
                                   bool optimized, LLVMDWARFEmissionKind kind)
{
    return wrap(unwrap(b)->createCompileUnit(
        dwarf::DW_LANG_Fortran95, as<DIFile>(file), producer, optimized, "", 0, "",
        static_cast<DICompileUnit::DebugEmissionKind>(kind), 0, false, false,
        DICompileUnit::DebugNameTableKind::None));
}

LLVMMetadataRef cg_di_subrange(LLVMDIBuilderRef b, LLVMMetadataRef count, LLVMMetadataRef lower,
                               LLVMMetadataRef upper, LLVMMetadataRef stride)
{
    return wrap(unwrap(b)->getOrCreateSubrange(md(count), md(lower), md(upper), md(stride)));
}

LLVMMetadataRef cg_di_array_type(LLVMDIBuilderRef b, uint64_t size_bits, uint32_t align_bits,
                                 LLVMMetadataRef elem, LLVMMetadataRef *subs, unsigned nsubs,
                                 LLVMMetadataRef data_location, LLVMMetadataRef associated,
                                 LLVMMetadataRef allocated)
{
    DIBuilder *d = unwrap(b);
    SmallVector<Metadata *, 8> s;
    for (unsigned i = 0; i < nsubs; i++)
        s.push_back(unwrap(subs[i]));
    return wrap(d->createArrayType(size_bits, align_bits, as<DIType>(elem), d->getOrCreateArray(s),
                                   expr_or_null(data_location), expr_or_null(associated),
                                   expr_or_null(allocated)));
}

// An assumed-rank array (DIMENSION(..)): DW_AT_rank and one
// DW_TAG_generic_subrange whose bound expressions the debugger evaluates
// with the dimension's number pushed first (as gfortran describes them).
LLVMMetadataRef cg_di_assumed_rank_type(LLVMDIBuilderRef b, LLVMMetadataRef elem, LLVMMetadataRef rank,
                                        LLVMMetadataRef lower, LLVMMetadataRef upper, LLVMMetadataRef stride,
                                        LLVMMetadataRef data_location, LLVMMetadataRef associated,
                                        LLVMMetadataRef allocated)
{
    DIBuilder *d = unwrap(b);
    DIGenericSubrange *sub = d->getOrCreateGenericSubrange(
        DIGenericSubrange::BoundType(), unwrap<DIExpression>(lower), unwrap<DIExpression>(upper),
        unwrap<DIExpression>(stride));
    Metadata *subs[] = {sub};
    return wrap(d->createArrayType(0, 0, as<DIType>(elem), d->getOrCreateArray(subs),
                                   expr_or_null(data_location), expr_or_null(associated),
                                   expr_or_null(allocated), expr_or_null(rank)));
}

// CHARACTER: a constant length (len_var NULL) or the variable holding it.
LLVMMetadataRef cg_di_string_type(LLVMDIBuilderRef b, const char *name, uint64_t size_bits,
                                  LLVMMetadataRef len_var)
{
    DIBuilder *d = unwrap(b);
    if (len_var)
        return wrap(d->createStringType(name, as<DIVariable>(len_var)));
    return wrap(d->createStringType(name, size_bits));
}

LLVMMetadataRef cg_di_common_block(LLVMDIBuilderRef b, LLVMMetadataRef scope, LLVMMetadataRef decl,
                                   const char *name, LLVMMetadataRef file, unsigned line)
{
    return wrap(unwrap(b)->createCommonBlock(as<DIScope>(scope), as<DIGlobalVariable>(decl), name,
                                             as<DIFile>(file), line));
}

LLVMMetadataRef cg_di_module(LLVMDIBuilderRef b, LLVMMetadataRef scope, const char *name,
                             LLVMMetadataRef file, unsigned line)
{
    return wrap(unwrap(b)->createModule(as<DIScope>(scope), name, "", "", "", as<DIFile>(file), line));
}

// An unnamed artificial local variable holding an array bound: distinct,
// since uniquing would merge every such variable of a line into one.
LLVMMetadataRef cg_di_bound_variable(LLVMMetadataRef scope, LLVMMetadataRef file, unsigned line,
                                     LLVMMetadataRef type)
{
    DILocalScope *sc = unwrap<DILocalScope>(scope);
    return wrap(DILocalVariable::getDistinct(sc->getContext(), sc, "", as<DIFile>(file), line, as<DIType>(type), 0,
                                             DINode::FlagArtificial, 0, nullptr));
}

// One more !dbg on a global (the C API's LLVMGlobalSetMetadata replaces).
void cg_di_global_add(LLVMValueRef g, LLVMMetadataRef gve)
{
    unwrap<GlobalVariable>(g)->addDebugInfo(as<DIGlobalVariableExpression>(gve));
}

} // extern "C"
