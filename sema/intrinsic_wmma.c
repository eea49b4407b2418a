/* intrinsic_wmma.c — the text of the intrinsic module wmma. nvfortran's
 * wmma module has the tensor-core fragments and the pipeline primitives
 * for asynchronous copies from global to shared memory; cuf90 has the
 * pipeline primitives so far (the fragments need REAL(2)):
 * pipelineMemcpyAsync(dst, src) of a 4-, 8- or 16-byte value,
 * pipelineCommit(), pipelineWaitPrior(n). Their bodies are
 * cuf90_dev_pipe_* in codegen/device_cg.c (cp.async on the GPU, a plain
 * copy under emu).
 */
#include "sema_impl.h"

#include <stdio.h>
#include <stdlib.h>

static const char head[] =
    "module wmma\n"
    "  implicit none\n"
    "  interface\n"
    "    attributes(device) subroutine pipelinecommit() bind(c, name='cuf90_dev_pipe_commit')\n"
    "    end subroutine\n"
    "    attributes(device) subroutine pipelinewaitprior(n) bind(c, name='cuf90_dev_pipe_wait')\n"
    "      integer(4), value :: n\n"
    "    end subroutine\n"
    "  end interface\n"
    "  interface pipelinememcpyasync\n";

const char *wmma_source(void)
{
    static char *text;
    static const struct { const char *type, *tag; int bytes; } types[] = {
        {"integer(4)", "i4", 4}, {"real(4)", "r4", 4}, {"integer(8)", "i8", 8}, {"real(8)", "r8", 8},
        {"complex(4)", "c4", 8}, {"complex(8)", "c8", 16},
    };
    if (text)
        return text;
    size_t cap = 8192, n = 0;
    text = malloc(cap);
    n += (size_t)snprintf(text + n, cap - n, "%s", head);
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        n += (size_t)snprintf(text + n, cap - n,
                              "    attributes(device) subroutine pipelinememcpyasync_%s(dst, src) "
                              "bind(c, name='cuf90_dev_pipe_copy_%d_%s')\n"
                              "      %s :: dst, src\n"
                              "    end subroutine\n",
                              types[i].tag, types[i].bytes, types[i].tag, types[i].type);
    n += (size_t)snprintf(text + n, cap - n, "  end interface\n  private :: ");
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        n += (size_t)snprintf(text + n, cap - n, "%spipelinememcpyasync_%s", i ? ", " : "", types[i].tag);
    snprintf(text + n, cap - n, "\nend module wmma\n");
    return text;
}
