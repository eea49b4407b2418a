# lit configuration for cuf90's tests (LLVM's lit + FileCheck).
# Run through `meson test -C build` (test/meson.build), or directly:
#   python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv --param cuf90_build=build test
# The build directory comes from --param cuf90_build=DIR, else $CUF90_BUILD,
# else ../build next to this directory.
import os
import shutil
import sys

import lit.formats
import lit.util

config.name = "cuf90"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".f90", ".F90", ".cuf", ".CUF", ".f", ".F", ".test"]
# Helper scripts, inputs used by other tests, and this config are not tests.
config.excludes = ["utils", "Inputs", "lit.cfg.py", "meson.build"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

build_dir = lit_config.params.get("cuf90_build") or os.environ.get("CUF90_BUILD") \
    or os.path.join(os.path.dirname(config.test_source_root), "build")
build_dir = os.path.abspath(build_dir)
config.test_exec_root = os.path.join(build_dir, "test")

cuf90 = os.path.join(build_dir, "driver", "cuf90")
if not os.path.exists(cuf90):
    lit_config.fatal("cuf90 not found at %s (build first: ninja -C %s)" % (cuf90, build_dir))

llvm_bindir = lit_config.params.get("llvm_bindir") or "/usr/lib/llvm-19/bin"
cuda_home = os.environ.get("CUDA_HOME") or "/usr/local/cuda"
utils = os.path.join(config.test_source_root, "utils")
python = sys.executable

# FileCheck and not from LLVM 19 come first on PATH; the compiler's
# directory too so a RUN line may say plain `cuf90`.
path = os.pathsep.join([llvm_bindir, os.path.dirname(cuf90), config.environment.get("PATH", "")])
config.environment["PATH"] = path
for var in ["TMPDIR", "HOME", "CUF90_RTDIR", "CUF90_CC", "CUDA_HOME", "CUF90_GPU",
            "CUF90_EMU", "CUF90_EMU_GUARD_DEVICE", "LANG", "LC_ALL",
            # the sanitizer run of .ci/run reaches the compiler and the programs
            "ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
# .ci/run's sanitizer run: tests that cap the address space cannot run there
if "ASAN_OPTIONS" in os.environ:
    config.available_features.add("asan")
# .ci/run's perturbed run (CUF90_TEST_MALLOC_PERTURB=N): MALLOC_PERTURB_ for
# every command of the tests, not meson's own MALLOC_PERTURB_ (a random value
# on every `meson test`, which would make the runs unrepeatable).
if os.environ.get("CUF90_TEST_MALLOC_PERTURB"):
    config.environment["MALLOC_PERTURB_"] = os.environ["CUF90_TEST_MALLOC_PERTURB"]

config.substitutions.append(("%cuf90", cuf90))
config.substitutions.append(("%check-diags", "%s %s --cuf90 %s" % (
    python, os.path.join(utils, "check_diags.py"), cuf90)))
config.substitutions.append(("%diff-gfortran", "%s %s --cuf90 %s" % (
    python, os.path.join(utils, "diff_gfortran.py"), cuf90)))
config.substitutions.append(("%expect-exit", "%s %s" % (
    python, os.path.join(utils, "expect_exit.py"))))
config.substitutions.append(("%python", python))
config.substitutions.append(("%cuda_home", cuda_home))
config.substitutions.append(("%utils", utils))

# Features for REQUIRES:/UNSUPPORTED:
if shutil.which("gfortran"):
    config.available_features.add("gfortran")
# the -g tests run gdb in batch mode (test/debug/)
if shutil.which("gdb"):
    config.available_features.add("gdb")
# build systems driven by the build-system tests (test/driver/cmake.test, ...)
for tool in ["cmake", "meson", "ninja", "make"]:
    if shutil.which(tool):
        config.available_features.add(tool)
if shutil.which("nvcc") or os.path.exists(os.path.join(cuda_home, "bin", "nvcc")):
    config.available_features.add("nvcc")
config.substitutions.append(("%cuda_home", cuda_home))
# the toolkit's math libraries, which GPU builds of the library modules link
if os.path.exists(os.path.join(cuda_home, "lib64", "libcublas.so")):
    config.available_features.add("cudalibs")
if os.path.exists(os.path.join(cuda_home, "bin", "ptxas")):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", os.path.join(cuda_home, "bin", "ptxas")))
# A GPU is only used when asked for: CI never has one, and a machine with a
# GPU but an unfinished runtime should not turn every build red by accident.
if os.environ.get("CUF90_GPU") == "1" or lit_config.params.get("gpu") == "1":
    config.available_features.add("gpu")
# The CPU emulator of device code (-Mcuda=emu) runs everywhere; CUF90_EMU=0
# (or lit param emu=0) leaves its tests out.
if os.environ.get("CUF90_EMU", "1") != "0" and lit_config.params.get("emu", "1") != "0":
    config.available_features.add("emu")
# The Debian Fortran ecosystem (docs/modfile.md, docs/user-guide.md): Open
# MPI's wrappers and mpirun, HDF5's h5fc, NetCDF-Fortran's nf-config. MPI
# runs as root in CI and on 2 cores: %mpirun allows both.
if shutil.which("mpif90") and shutil.which("mpirun"):
    config.available_features.add("mpi")
    config.substitutions.append(("%mpirun", "mpirun --allow-run-as-root --oversubscribe -np"))
    import subprocess
    def showme(what):
        return subprocess.run(["mpif90", "--showme:" + what], capture_output=True, text=True).stdout.strip()
    config.substitutions.append(("%mpi-compile", showme("compile")))
    config.substitutions.append(("%mpi-link", showme("link")))
    for var, val in [("OMPI_ALLOW_RUN_AS_ROOT", "1"), ("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1"),
                     ("OMPI_MCA_btl_vader_single_copy_mechanism", "none")]:
        config.environment[var] = val
def tool_output(*cmd):
    import subprocess
    return subprocess.run(list(cmd), capture_output=True, text=True).stdout.strip()
if shutil.which("h5fc"):
    config.available_features.add("hdf5")
    # `h5fc -show` is "gfortran FLAGS... LIBS...": everything but the compiler
    config.substitutions.append(("%h5-flags", " ".join(tool_output("h5fc", "-show").split()[1:])))
if shutil.which("nf-config"):
    config.available_features.add("netcdf")
    config.substitutions.append(("%nc-fflags", tool_output("nf-config", "--fflags")))
    config.substitutions.append(("%nc-flibs", tool_output("nf-config", "--flibs")))
