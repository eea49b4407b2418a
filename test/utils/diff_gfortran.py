#!/usr/bin/env python3
"""diff_gfortran.py — gfortran-differential tests (lit substitution %diff-gfortran).

Usage: diff_gfortran.py --cuf90 PATH [--stdin FILE] [--args "A B"]
                        [--env NAME=VALUE]... [--compare-stderr] [--timeout S]
                        [flags...] FILE

Compiles FILE with cuf90 and with gfortran (both -O0 unless the flags give
another -O, both with the same extra flags), runs both programs with the
same standard input, arguments and environment (--env adds a variable,
e.g. OMP_NUM_THREADS=2), and requires byte-identical standard
output and the same exit status (and standard error with --compare-stderr,
ignoring the frame lines of libgfortran's backtrace).
On a mismatch it prints a unified diff and exits 1. Each compiler works in
a directory of its own so their .mod files never meet.
"""
import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile


def run(cmd, cwd, stdin_data=None, timeout=60, env=None):
    try:
        p = subprocess.run(cmd, cwd=cwd, input=stdin_data, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout, env=env)
        return p.returncode, p.stdout, p.stderr, False
    except subprocess.TimeoutExpired as e:
        return None, e.stdout or b"", e.stderr or b"", True
    except OSError as e:
        return None, b"", str(e).encode(), False


def show(title, data):
    text = data.decode("utf-8", errors="replace")
    print("--- %s (%d bytes):" % (title, len(data)))
    sys.stdout.write(text if text.endswith("\n") or not text else text + "\n")


def unified(a, b, name_a, name_b):
    la = a.decode("utf-8", errors="replace").splitlines(keepends=True)
    lb = b.decode("utf-8", errors="replace").splitlines(keepends=True)
    out = "".join(difflib.unified_diff(la, lb, fromfile=name_a, tofile=name_b))
    if not out:  # differ only in bytes lost by decoding or a final newline
        out = "(outputs differ: %r vs %r)\n" % (a[-80:], b[-80:])
    return out


BACKTRACE_LINE = re.compile(rb"^(#\d+\s+0x[0-9a-f]+ in .*|\tat .*)$")


def without_backtrace(err):
    """libgfortran's error backtrace holds run-dependent addresses; keep
    the messages and drop its frame lines."""
    return b"\n".join(l for l in err.split(b"\n") if not BACKTRACE_LINE.match(l))


def status_text(rc, timed_out):
    if timed_out:
        return "timed out"
    if rc is None:
        return "could not run"
    if rc < 0:
        return "killed by signal %d" % -rc
    return "exit status %d" % rc


def main(argv):
    cuf90 = None
    stdin_file = None
    prog_args = []
    compare_stderr = False
    timeout = 20.0
    flags = []
    env = dict(os.environ)
    src = None
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--cuf90":
            cuf90 = argv[i + 1]; i += 2; continue
        if a == "--stdin":
            stdin_file = argv[i + 1]; i += 2; continue
        if a == "--args":
            prog_args = shlex.split(argv[i + 1]); i += 2; continue
        if a == "--env":
            name, _, value = argv[i + 1].partition("="); env[name] = value; i += 2; continue
        if a == "--compare-stderr":
            compare_stderr = True; i += 1; continue
        if a == "--timeout":
            timeout = float(argv[i + 1]); i += 2; continue
        flags.append(a)
        i += 1
    for a in reversed(flags):
        if not a.startswith("-") and os.path.isfile(a):
            src = a
            break
    if cuf90 is None or src is None:
        print("usage: diff_gfortran.py --cuf90 PATH [options] [flags...] FILE", file=sys.stderr)
        return 2
    flags.remove(src)
    src = os.path.abspath(src)
    if not any(f.startswith("-O") for f in flags):
        flags = ["-O0"] + flags
    stdin_data = b""
    if stdin_file:
        with open(stdin_file, "rb") as f:
            stdin_data = f.read()
    gfortran = shutil.which("gfortran")
    if not gfortran:
        print("diff_gfortran: gfortran not found on PATH")
        return 1

    work = tempfile.mkdtemp(prefix="cuf90-diff-")
    try:
        dirs = {}
        for who in ("cuf90", "gfortran"):
            dirs[who] = os.path.join(work, who)
            os.mkdir(dirs[who])
        exe = {w: os.path.join(dirs[w], "prog") for w in dirs}

        # The reference first: a program gfortran rejects is a broken test.
        gcmd = [gfortran] + flags + [src, "-o", exe["gfortran"]]
        rc, out, err, to = run(gcmd, dirs["gfortran"], timeout=120)
        if rc != 0:
            print("diff_gfortran: the reference compile failed (%s): %s"
                  % (status_text(rc, to), " ".join(gcmd)))
            show("gfortran stderr", err)
            return 1
        ccmd = [cuf90] + flags + [src, "-o", exe["cuf90"]]
        rc, out, err, to = run(ccmd, dirs["cuf90"], timeout=120)
        if rc != 0:
            print("diff_gfortran: cuf90 failed to compile (%s): %s"
                  % (status_text(rc, to), " ".join(ccmd)))
            show("cuf90 stderr", err)
            return 1

        res = {}
        for w in ("gfortran", "cuf90"):
            res[w] = run([exe[w]] + prog_args, dirs[w], stdin_data, timeout, env)
        grc, gout, gerr, gto = res["gfortran"]
        crc, cout, cerr, cto = res["cuf90"]
        if gto or grc is None or grc < 0:
            print("diff_gfortran: the reference program did not finish normally (%s)"
                  % status_text(grc, gto))
            show("gfortran program stdout", gout)
            show("gfortran program stderr", gerr)
            return 1

        problems = []
        if cout != gout:
            problems.append("standard output differs:\n" +
                            unified(gout, cout, "gfortran stdout", "cuf90 stdout"))
        if (crc, cto) != (grc, gto):
            problems.append("cuf90's program: %s; gfortran's: %s"
                            % (status_text(crc, cto), status_text(grc, gto)))
        if compare_stderr and without_backtrace(cerr) != without_backtrace(gerr):
            problems.append("standard error differs:\n" +
                            unified(without_backtrace(gerr), without_backtrace(cerr),
                                    "gfortran stderr", "cuf90 stderr"))
        if problems:
            print("diff_gfortran: %s: cuf90's program differs from gfortran's" % src)
            for p in problems:
                print(p)
            if not compare_stderr and cerr:
                show("cuf90 program stderr", cerr)
            return 1
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
