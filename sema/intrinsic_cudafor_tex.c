/* intrinsic_cudafor_tex.c — the generic interfaces of cudafor's surface and
 * texture intrinsics of device code, generated (one specific per data type)
 * and added to cudafor's text (intrinsic_modules.c):
 *   surf1Dwrite(data, surfObj, x [, boundaryMode]), surf2Dwrite(data, surfObj,
 *   x, y [, boundaryMode]) and CUDA C's pointer forms surf1Dread/surf2Dread:
 *   x a byte offset, y a row, data of any listed type (its size is the
 *   access's); tex1Dfetch(data, texObj, x) (element x), tex1D(data, texObj,
 *   x), tex2D(data, texObj, x, y) (REAL(4) coordinates): the first channel.
 * Binding names cuf90_surf{1,2}d{write,read}_<k> and cuf90_tex{1dfetch,1d,
 * 2d}_<k>; codegen/surface.c gives the bodies. */
#include "sema_impl.h"

#include <string.h>

typedef struct { const char *suffix, *type; } DataType;

static const DataType surf_types[] = {{"i1", "integer(1)"}, {"i2", "integer(2)"}, {"i4", "integer(4)"},
                                      {"i8", "integer(8)"}, {"r4", "real(4)"},    {"r8", "real(8)"}};
static const DataType tex_types[] = {{"r4", "real(4)"}, {"i4", "integer(4)"}};

/* interface <generic> with one specific per type: the data dummy, the
 * object, the coordinates of type coord_type, and the optional mode. */
static char *generic(char *text, const char *generic_name, const char *bind, const DataType *types, int ntypes,
                     const char *data_attr, const char *coords, const char *coord_type, bool mode)
{
    const char *obj = mode ? "surfObj" : "texObj";
    text = arena_printf(cu_arena, "%s  interface %s\n", text, generic_name);
    for (int i = 0; i < ntypes; i++)
        text = arena_printf(cu_arena,
                            "%s    attributes(device) subroutine %s_%s(d, %s, %s%s) bind(c, name='cuf90_%s_%s')\n"
                            "      %s, %s :: d\n"
                            "      integer(8), value :: %s\n"
                            "      %s, value :: %s\n"
                            "      !dir$ ignore_tkr (k) %s\n"
                            "%s"
                            "    end subroutine\n",
                            text, generic_name, types[i].suffix, obj, coords, mode ? ", boundaryMode" : "", bind,
                            types[i].suffix, types[i].type, data_attr, obj, coord_type, coords, coords,
                            mode ? "      integer(4), value, optional :: boundaryMode\n" : "");
    return arena_printf(cu_arena, "%s  end interface\n", text);
}

const char *cudafor_texture_interfaces(void)
{
    int ns = (int)(sizeof surf_types / sizeof *surf_types), nt = (int)(sizeof tex_types / sizeof *tex_types);
    char *t = "";
    t = generic(t, "surf1Dwrite", "surf1dwrite", surf_types, ns, "value", "x", "integer(4)", true);
    t = generic(t, "surf1Dread", "surf1dread", surf_types, ns, "intent(out)", "x", "integer(4)", true);
    t = generic(t, "surf2Dwrite", "surf2dwrite", surf_types, ns, "value", "x, y", "integer(4)", true);
    t = generic(t, "surf2Dread", "surf2dread", surf_types, ns, "intent(out)", "x, y", "integer(4)", true);
    t = generic(t, "tex1Dfetch", "tex1dfetch", tex_types, nt, "intent(out)", "x", "integer(4)", false);
    t = generic(t, "tex1D", "tex1d", tex_types, nt, "intent(out)", "x", "real(4)", false);
    t = generic(t, "tex2D", "tex2d", tex_types, nt, "intent(out)", "x, y", "real(4)", false);
    return t;
}
