// pipeline_llvm.cpp — the one pipeline setting LLVM 19's C API does not
// offer: the loop unroller's threshold at -O3. LoopUnrollPass takes it
// from the command-line option unroll-threshold-aggressive (300; -O2's is
// unroll-threshold-default, 150), which is process-wide, so the host
// pipeline sets it for its own run and puts the old value back before the
// device pipeline (codegen/nvptx.c) runs. A compile is single-threaded.
#include <llvm/Support/CommandLine.h>

using namespace llvm;

extern "C" {

// Sets the unsigned LLVM option NAME to VALUE; returns its previous value,
// or -1 (nothing changed) if this LLVM has no such option.
long cg_llvm_set_unsigned_option(const char *name, unsigned value)
{
    StringMap<cl::Option *> &opts = cl::getRegisteredOptions();
    auto it = opts.find(name);
    if (it == opts.end())
        return -1;
    auto *opt = static_cast<cl::opt<unsigned> *>(it->second);
    long old = (unsigned)*opt;
    opt->setValue(value);
    return old;
}

// The value of the unsigned LLVM option NAME, or -1.
long cg_llvm_unsigned_option(const char *name)
{
    StringMap<cl::Option *> &opts = cl::getRegisteredOptions();
    auto it = opts.find(name);
    return it == opts.end() ? -1 : (long)(unsigned)*static_cast<cl::opt<unsigned> *>(it->second);
}
}
