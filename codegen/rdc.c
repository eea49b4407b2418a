/* rdc.c — relocatable device code (-Mcuda=rdc) and the device link.
 *
 * Compiling with rdc, an object carries its device module as LLVM bitcode
 * (unoptimized, before libdevice) in the section CG_RDC_SECTION, and its
 * image (image.c) has kernel and global tables but no code: its 'code'
 * field points to CG_RDC_IMAGE_SYM. Device procedures and module device
 * variables of other files stay declarations in that bitcode.
 *
 * Linking, the driver hands every object and archive of the link line to
 * cg_rdc_device_link: the bitcode of all of them is linked into one module
 * (LLVMLinkModules2), checked for unresolved device symbols, and sent
 * through the usual device pipeline (nvptx.c: libdevice, internalize all
 * but the kernels and module variables, O3, PTX, cubin through ptxas when
 * installed). The PTX and cubin go into one small host object that defines
 * CG_RDC_IMAGE_SYM; the runtime loads it once for every rdc object's image
 * and resolves kernels and variables there by name (rt/image.c). Only
 * LLVM, already linked into cuf90, is needed: no nvlink.
 */
#include "cg.h"
#include "image.h"
#include "rdc_nvcc.h"

#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Object.h>

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Each blob in the section: magic, little-endian 64-bit length, bitcode,
 * padding to 8 bytes. Blobs of several objects merged by `ld -r` follow
 * one another in the section. */
static const char blob_magic[8] = {'C', 'U', 'F', '9', '0', 'D', 'B', 'C'};

bool cg_rdc_embed(LLVMModuleRef host, LLVMModuleRef dev)
{
    LLVMMemoryBufferRef buf = LLVMWriteBitcodeToMemoryBuffer(dev);
    if (!buf) {
        error_noloc("internal error: cannot write the device bitcode");
        return false;
    }
    size_t len = LLVMGetBufferSize(buf);
    size_t total = 16 + ((len + 7) & ~(size_t)7);
    unsigned char *blob = calloc(1, total);
    memcpy(blob, blob_magic, 8);
    for (int i = 0; i < 8; i++)
        blob[8 + i] = (unsigned char)((uint64_t)len >> (8 * i));
    memcpy(blob + 16, LLVMGetBufferStart(buf), len);
    LLVMDisposeMemoryBuffer(buf);

    LLVMContextRef c = LLVMGetModuleContext(host);
    LLVMValueRef init = LLVMConstStringInContext2(c, (const char *)blob, total, 1);
    free(blob);
    LLVMValueRef g = LLVMAddGlobal(host, LLVMTypeOf(init), "__cuf90_devbc");
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetSection(g, CG_RDC_SECTION);
    LLVMSetAlignment(g, 8);
    /* !exclude makes the section SHF_EXCLUDE: kept in objects, archives
     * and `ld -r` output, dropped from executables */
    unsigned kind = LLVMGetMDKindIDInContext(c, "exclude", 7);
    LLVMGlobalSetMetadata(g, kind, LLVMMDNodeInContext2(c, NULL, 0));
    cg_mark_used(host, g);
    return true;
}

/* "__m_MOD_f" -> "'f' of module 'm'"; "f_" -> "'f'". */
static void describe(const char *sym, char *out, size_t cap)
{
    const char *mod = strstr(sym, "_MOD_");
    if (sym[0] == '_' && sym[1] == '_' && mod) {
        snprintf(out, cap, "'%s' of module '%.*s'", mod + 5, (int)(mod - sym - 2), sym + 2);
        return;
    }
    size_t n = strlen(sym);
    if (n > 1 && sym[n - 1] == '_')
        n--;
    snprintf(out, cap, "'%.*s'", (int)n, sym);
}

/* What the GPU itself provides to a device module that declares it. */
static bool provided_by_target(const char *name)
{
    static const char *const sys[] = {"vprintf", "malloc", "free", "__assertfail"};
    if (!strncmp(name, "llvm.", 5) || !strncmp(name, "__nv_", 5))
        return true;
    for (size_t i = 0; i < sizeof sys / sizeof *sys; i++)
        if (!strcmp(name, sys[i]))
            return true;
    return false;
}

/* One unresolved device symbol, worded for where it was found: the device
 * link (src NULL) or the compilation of source 'src'. */
static void report_unresolved(const char *kind, const char *sym, const char *src)
{
    char what[700];
    describe(sym, what, sizeof what);
    if (!src)
        error_noloc("%s %s is not defined in the relocatable device code of any object of the "
                    "link (compile the file that defines it with -Mcuda=rdc)", kind, what);
    else
        error_noloc("%s %s is defined in another file; using it in the device code of '%s' "
                    "needs -Mcuda=rdc", kind, what, src);
}

/* 'foreign': nvcc device code takes part in the link (rdc_nvcc.c); nvlink
 * then judges the symbols it may define. */
static bool check_resolved(LLVMModuleRef dev, const char *src, bool foreign)
{
    bool ok = true;
    for (LLVMValueRef f = LLVMGetFirstFunction(dev); f; f = LLVMGetNextFunction(f)) {
        size_t n;
        const char *name = LLVMGetValueName2(f, &n);
        if (!LLVMIsDeclaration(f) || !LLVMGetFirstUse(f) || LLVMGetIntrinsicID(f) ||
            provided_by_target(name) || (foreign && cg_nvcc_foreign_name(name)))
            continue;
        report_unresolved("device procedure", name, src);
        ok = false;
    }
    for (LLVMValueRef g = LLVMGetFirstGlobal(dev); g; g = LLVMGetNextGlobal(g)) {
        size_t n;
        const char *name = LLVMGetValueName2(g, &n);
        unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
        /* the dynamic shared memory is an external shared array by design */
        if (!LLVMIsDeclaration(g) || !LLVMGetFirstUse(g) || as == 3 || !strncmp(name, "llvm.", 5) ||
            (foreign && cg_nvcc_foreign_name(name)))
            continue;
        /* declared in the generic space: device or constant alike */
        report_unresolved("variable", name, src);
        ok = false;
    }
    return ok;
}

bool cg_rdc_check_resolved(LLVMModuleRef dev, const char *src)
{
    return check_resolved(dev, src, false);
}

/* ------------------------------------------------------------------ */
/* The device link                                                     */
/* ------------------------------------------------------------------ */

typedef struct Link {
    LLVMContextRef ctx;
    LLVMModuleRef mod;        /* the linked device module so far */
    char *diag;               /* first error the context reported */
    int nparts;
    NvccLink nv;              /* objects of nvcc -rdc=true and the symbols around them */
} Link;

static void on_diagnostic(LLVMDiagnosticInfoRef di, void *p)
{
    Link *l = p;
    if (LLVMGetDiagInfoSeverity(di) != LLVMDSError || l->diag)
        return;
    char *d = LLVMGetDiagInfoDescription(di);
    l->diag = strdup(d ? d : "?");
    LLVMDisposeMessage(d);
}

/* One bitcode blob of 'origin' into the linked module. */
static bool add_bitcode(Link *l, const char *data, size_t len, const char *origin)
{
    LLVMMemoryBufferRef mb = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, len, origin);
    LLVMModuleRef m = NULL;
    bool bad = LLVMParseBitcodeInContext2(l->ctx, mb, &m);
    LLVMDisposeMemoryBuffer(mb);
    if (bad || !m) {
        error_noloc("the device code in '%s' is unreadable (recompile it with this cuf90)", origin);
        return false;
    }
    l->nparts++;
    if (!l->mod) {
        l->mod = m;
        return true;
    }
    free(l->diag);
    l->diag = NULL;
    if (LLVMLinkModules2(l->mod, m)) {
        error_noloc("device link of '%s' failed: %s", origin, l->diag ? l->diag : "?");
        return false;
    }
    return true;
}

/* The blobs of an ELF object's CG_RDC_SECTION (none: not an rdc object).
 * 'file' is the path on the link line (the archive for a member), for nvlink. */
static bool scan_object(Link *l, const char *data, size_t len, const char *origin, const char *file)
{
    LLVMMemoryBufferRef mb = LLVMCreateMemoryBufferWithMemoryRange(data, len, origin, 0);
    char *err = NULL;
    LLVMBinaryRef bin = LLVMCreateBinary(mb, NULL, &err);
    if (!bin) {
        /* not an object LLVM knows: the system linker will judge it */
        LLVMDisposeMessage(err);
        LLVMDisposeMemoryBuffer(mb);
        return true;
    }
    bool ok = true;
    LLVMBinaryType t = LLVMBinaryGetType(bin);
    if (t == LLVMBinaryTypeELF64L || t == LLVMBinaryTypeELF64B || t == LLVMBinaryTypeELF32L ||
        t == LLVMBinaryTypeELF32B) {
        LLVMSectionIteratorRef si = LLVMObjectFileCopySectionIterator(bin);
        PtrVec names = {0};
        for (; ok && !LLVMObjectFileIsSectionIteratorAtEnd(bin, si); LLVMMoveToNextSection(si)) {
            const char *name = LLVMGetSectionName(si);
            if (name)
                vec_push(&names, (void *)name);
            if (!name || strcmp(name, CG_RDC_SECTION) != 0)
                continue;
            const unsigned char *s = (const unsigned char *)LLVMGetSectionContents(si);
            uint64_t size = LLVMGetSectionSize(si), at = 0;
            while (ok && at + 16 <= size) {
                if (memcmp(s + at, blob_magic, 8) != 0) {
                    at += 8; /* alignment padding between merged sections */
                    continue;
                }
                uint64_t n = 0;
                for (int i = 0; i < 8; i++)
                    n |= (uint64_t)s[at + 8 + i] << (8 * i);
                if (n > size - at - 16) {
                    error_noloc("the device code in '%s' is truncated", origin);
                    ok = false;
                    break;
                }
                ok = add_bitcode(l, (const char *)s + at + 16, (size_t)n, origin);
                at += 16 + ((n + 7) & ~(uint64_t)7);
            }
        }
        if (ok)
            cg_nvcc_scan(&l->nv, bin, file, strcmp(origin, file) != 0, (const char *const *)names.data, names.len);
        free(names.data);
        LLVMDisposeSectionIterator(si);
    }
    LLVMDisposeBinary(bin);
    LLVMDisposeMemoryBuffer(mb);
    return ok;
}

/* A static archive: every member object (the device link takes the device
 * code of all members, not only of those the system linker pulls in). */
static bool scan_archive(Link *l, const char *data, size_t len, const char *path)
{
    size_t at = 8;
    const char *longnames = NULL;
    size_t longnames_len = 0;
    bool ok = true;
    while (ok && at + 60 <= len) {
        const char *h = data + at;
        char sizebuf[11];
        memcpy(sizebuf, h + 48, 10);
        sizebuf[10] = 0;
        size_t size = (size_t)strtoull(sizebuf, NULL, 10);
        const char *body = h + 60;
        if (size > len - at - 60)
            break;
        char name[256];
        int nl = 0;
        if (h[0] == '/' && h[1] == '/') {
            longnames = body;
            longnames_len = size;
        } else if (h[0] == '/' && h[1] >= '0' && h[1] <= '9' && longnames) {
            size_t off = (size_t)strtoull(h + 1, NULL, 10);
            while (off + (size_t)nl < longnames_len && longnames[off + nl] != '/' &&
                   longnames[off + nl] != '\n' && nl < 255)
                nl++;
            snprintf(name, sizeof name, "%.*s", nl, off < longnames_len ? longnames + off : "");
        } else if (h[0] != '/') {
            while (nl < 16 && h[nl] != '/' && h[nl] != ' ')
                nl++;
            snprintf(name, sizeof name, "%.*s", nl, h);
        }
        if (nl > 0) {
            char origin[4096];
            snprintf(origin, sizeof origin, "%s(%s)", path, name);
            ok = scan_object(l, body, size, origin, path);
        }
        at += 60 + size + (size & 1);
    }
    return ok;
}

/* The whole file, when it is an archive or a relocatable ELF object (the
 * only kinds that can carry device bitcode); NULL for anything else, such
 * as a shared library, which is not read further. */
static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    unsigned char head[18];
    size_t got = fread(head, 1, sizeof head, f);
    bool archive = got >= 8 && !memcmp(head, "!<arch>\n", 8);
    bool rel = got == sizeof head && !memcmp(head, "\177ELF", 4) &&
               head[16] == 1 && head[17] == 0; /* ET_REL, little-endian */
    if (!archive && !rel) {
        fclose(f);
        return NULL;
    }
    rewind(f);
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    size_t k;
    while ((k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap)
            buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    *len = n;
    return buf;
}

/* Kernels and defined module device/constant variables: what the images
 * look up by name, so what internalize must keep. */
static const char **keep_names(LLVMModuleRef m, bool foreign, int *n)
{
    int cap = 16, k = 0;
    const char **v = malloc(sizeof *v * (size_t)cap);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        size_t nl;
        /* with nvcc code in the link, BIND(C) device procedures stay
         * visible for CUDA C to call */
        bool c_callable = foreign && LLVMGetLinkage(f) == LLVMExternalLinkage &&
                          cg_nvcc_foreign_name(LLVMGetValueName2(f, &nl));
        if (LLVMIsDeclaration(f) || (LLVMGetFunctionCallConv(f) != LLVMPTXKernelCallConv && !c_callable))
            continue;
        if (k == cap)
            v = realloc(v, sizeof *v * (size_t)(cap *= 2));
        size_t len;
        v[k++] = LLVMGetValueName2(f, &len);
    }
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
        unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
        if (LLVMIsDeclaration(g) || (as != 1 && as != 4) ||
            LLVMGetLinkage(g) != LLVMExternalLinkage)
            continue;
        if (k == cap)
            v = realloc(v, sizeof *v * (size_t)(cap *= 2));
        size_t len;
        v[k++] = LLVMGetValueName2(g, &len);
    }
    *n = k;
    return v;
}

/* Writes the host object that defines CG_RDC_IMAGE_SYM with img's code
 * (and, with nvcc objects in the link, their host glue). */
static bool write_image_object(LLVMContextRef ctx, const DeviceImage *img, const char *name,
                               const NvccLink *nv, const char *out)
{
    char *triple, *err = NULL;
    LLVMTargetMachineRef tm = cg_host_target_machine(LLVMCodeGenLevelNone, &triple);
    if (!tm)
        return false;
    LLVMModuleRef host = LLVMModuleCreateWithNameInContext("cuf90-device-link", ctx);
    LLVMDisposeTargetData(cg_set_module_target(host, tm, triple));
    LLVMDisposeMessage(triple);
    cg_image_emit_linked(host, img, name);
    if (nv->objects.len)
        cg_nvcc_emit_host(nv, host);
    bool ok = !LLVMTargetMachineEmitToFile(tm, host, out, LLVMObjectFile, &err);
    if (!ok) {
        error_noloc("cannot write the device link object '%s': %s", out, err ? err : "?");
        LLVMDisposeMessage(err);
    }
    LLVMDisposeModule(host);
    LLVMDisposeTargetMachine(tm);
    return ok;
}

bool cg_rdc_device_link(const char *const *paths, int npaths, int nsupport, const char *out,
                        const char *image_name, const char *ptx_path, bool *found, bool *nvcc)
{
    Link l = {.ctx = LLVMContextCreate()};
    LLVMContextSetDiagnosticHandler(l.ctx, on_diagnostic, &l);
    bool ok = true;
    for (int i = 0; ok && i < npaths; i++) {
        if (i == npaths - nsupport && l.nparts == 0)
            break; /* the support archives alone start no device link */
        size_t len;
        char *data = paths[i] ? read_file(paths[i], &len) : NULL;
        if (!data)
            continue; /* the system linker reports missing inputs */
        if (len >= 8 && !memcmp(data, "!<arch>\n", 8))
            ok = scan_archive(&l, data, len, paths[i]);
        else if (len >= 4 && !memcmp(data, "\177ELF", 4))
            ok = scan_object(&l, data, len, paths[i], paths[i]);
        free(data);
    }
    *found = l.nparts > 0;
    bool foreign = l.nv.objects.len > 0;
    /* nvcc's host code calls libcudart: relocatable objects when they take
       part in the device link, whole-program ones always */
    *nvcc = (*found && foreign) || l.nv.whole.len > 0;
    if (ok && l.nv.with_kernels.len && opts.cuda == CUDA_MODE_EMU) {
        /* the emulator runs device code compiled for the host from Fortran;
           nvcc's objects hold only GPU code (SASS/PTX in a fatbin) */
        error_noloc("'%s' holds CUDA C device code compiled by nvcc, which -Mcuda=emu cannot run; "
                    "build the program for a GPU (without -Mcuda=emu)", (const char *)l.nv.with_kernels.data[0]);
        ok = false;
    }
    DeviceImage img = {0};
    LLVMTargetMachineRef tm = NULL;
    if (ok && l.mod)
        ok = check_resolved(l.mod, NULL, foreign);
    if (ok && l.mod) {
        tm = cg_nvptx_target_machine(opts.cuda_cc);
        ok = tm != NULL;
    }
    if (ok && l.mod) {
        cg_nvptx_prepare_module(l.mod, tm);
        int nkeep;
        const char **keep = keep_names(l.mod, foreign, &nkeep);
        ok = cg_nvptx_finish(l.mod, tm, keep, nkeep, opts.cuda_debug ? 0 : 3, foreign, &img);
        free(keep);
    }
    if (ok && l.mod && ptx_path) {
        FILE *f = fopen(ptx_path, "w");
        if (f) {
            fputs(img.ptx, f);
            fclose(f);
        }
    }
    if (ok && l.mod && foreign)
        ok = cg_nvcc_link_cubin(&l.nv, &img);
    if (ok && l.mod)
        ok = write_image_object(l.ctx, &img, image_name, &l.nv, out);
    free(img.ptx);
    free(img.cubin);
    free(l.diag);
    if (tm)
        LLVMDisposeTargetMachine(tm);
    if (l.mod)
        LLVMDisposeModule(l.mod);
    LLVMContextDispose(l.ctx);
    return ok;
}
