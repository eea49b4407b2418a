// info_llvm.cpp — -Minfo's loop lines: LLVM's optimization remarks of the
// loop passes (vectorizer, unroller, idiom recognizer) on the host module,
// turned into nvfortran-style messages and handed to sema/info.c, which
// prints them under their procedure. LLVM 19's C API delivers diagnostics
// only as text and cannot enable remarks, hence this DiagnosticHandler.
// The lines come from the module's line table (codegen makes one for
// -Minfo without -g and strips it after the optimization pipeline).
#include <llvm-c/Core.h>
#include <llvm/IR/DiagnosticHandler.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <string>

extern "C" void info_loop_note(int line, const char *text); // sema/info.c

using namespace llvm;

namespace {

bool loop_pass(StringRef p) { return p == "loop-vectorize" || p == "loop-unroll" || p == "loop-idiom"; }

std::string arg(const DiagnosticInfoOptimizationBase &r, StringRef key)
{
    for (const auto &a : r.getArgs())
        if (a.Key == key)
            return a.Val;
    return "";
}

// The message for remark r, empty to leave it out.
std::string message(const DiagnosticInfoOptimizationBase &r)
{
    StringRef pass = r.getPassName(), name = r.getRemarkName();
    // the first sentence: clang's advice after it (#pragma clang loop ...)
    // and the lines that follow do not apply
    std::string msg = r.getMsg();
    size_t end = std::min(msg.find('\n'), msg.find(". "));
    if (end != std::string::npos)
        msg.resize(end);
    if (pass == "loop-vectorize") {
        if (r.isPassed() && name == "Vectorized")
            return "Generated vector simd code for the loop (vector width " + arg(r, "VectorizationFactor") +
                   ", interleave count " + arg(r, "InterleaveCount") + ")";
        if (r.isPassed() && name == "Interleaved")
            return "Loop interleaved " + arg(r, "InterleaveCount") + " times, not vectorized";
        // the reasons come as analysis remarks ("loop not vectorized: ..."),
        // the missed remark after them only repeats that it was not; those
        // on interleaving come also for loops that are vectorized
        if (StringRef(msg).contains("interleav"))
            return "";
        if (r.isAnalysis() && StringRef(msg).starts_with("loop not vectorized: "))
            return "Loop not vectorized: " + msg.substr(strlen("loop not vectorized: "));
        if (r.isAnalysis() && !msg.empty())
            return "Loop not vectorized: " + msg;
        return "";
    }
    if (pass == "loop-unroll" && r.isPassed()) {
        if (name == "FullyUnrolled")
            return "Loop completely unrolled (" + arg(r, "UnrollCount") + " iterations)";
        std::string n = arg(r, "UnrollCount");
        if (!n.empty())
            return "Loop unrolled " + n + " times" +
                   (StringRef(msg).contains("run-time trip count") ? " (run-time trip count)" : "");
        return msg;
    }
    if (pass == "loop-idiom" && r.isPassed()) {
        std::string callee = arg(r, "NewFunction");
        if (StringRef(callee).contains("memset"))
            return "Memory set idiom, loop replaced by a call to memset";
        if (StringRef(callee).contains("memcpy") || StringRef(callee).contains("memmove"))
            return "Memory copy idiom, loop replaced by a call to " +
                   std::string(StringRef(callee).contains("memmove") ? "memmove" : "memcpy");
        return "";
    }
    return "";
}

struct InfoHandler final : DiagnosticHandler {
    const Module *host;
    explicit InfoHandler(const Module *m) : host(m) {}

    bool isAnalysisRemarkEnabled(StringRef p) const override { return p == "loop-vectorize"; }
    bool isMissedOptRemarkEnabled(StringRef p) const override { return p == "loop-vectorize"; }
    bool isPassedOptRemarkEnabled(StringRef p) const override { return loop_pass(p); }
    bool isAnyRemarkEnabled() const override { return true; }

    bool handleDiagnostics(const DiagnosticInfo &di) override
    {
        const auto *r = dyn_cast<DiagnosticInfoOptimizationBase>(&di);
        if (!r)
            return false; // errors and warnings: LLVM's default handling
        const auto *ir = dyn_cast<DiagnosticInfoIROptimization>(&di);
        // device code (the same context) is left out: its lines are unknown
        if (!ir || ir->getFunction().getParent() != host || !loop_pass(r->getPassName()) ||
            !r->isLocationAvailable())
            return true;
        StringRef file;
        unsigned line = 0, col = 0;
        r->getLocation(file, line, col);
        std::string m = message(*r);
        if (line > 0 && !m.empty())
            info_loop_note((int)line, m.c_str());
        return true;
    }
};

} // namespace

extern "C" void cg_info_remarks(LLVMContextRef ctx, LLVMModuleRef host)
{
    unwrap(ctx)->setDiagnosticHandler(std::make_unique<InfoHandler>(unwrap(host)), true);
}
