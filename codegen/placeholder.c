/* TEMPORARY: replaced by the codegen/ files. */
#include "cg.h"
bool cg_run(TranslationUnit *tu, CgEmitKind kind, const char *out) { (void)tu; (void)kind; (void)out; error_noloc("codegen not built yet"); return false; }
