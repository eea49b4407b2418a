/* TEMPORARY: replaced by frontend/pp.c. */
#include "cuf90.h"
char *pp_run(SourceFile *src) { error_noloc("preprocessor not built yet: %s", src->name); return NULL; }
