#!/usr/bin/env python3
"""check_diags.py — expected-diagnostic tests (lit substitution %check-diags).

Usage: check_diags.py --cuf90 PATH [compiler flags...] FILE

Runs `cuf90 -fsyntax-only [flags] FILE` and compares its diagnostics with
the annotations in FILE:

    x = 1 + .true.      ! ERROR: operands of '+'
    ! ERROR: has no IMPLICIT type
    y = 2

A trailing `! ERROR: <text>` expects an error on its own line whose message
contains <text>; a full-line `! ERROR: <text>` comment expects it on the next
line that is not itself such an annotation (several may be stacked).
`! WARNING: <text>` works the same for warnings. Every expected diagnostic
must appear and no other error or warning may (notes are ignored). The
exit status must be 1 when errors are expected and 0 otherwise; a crash is
always a failure. Exits 0 when everything matches, 1 otherwise.
"""
import os
import re
import subprocess
import sys

ANNOT = re.compile(r"!\s*(ERROR|WARNING):\s*(.*?)\s*$")
DIAG = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note): (.*)$")
NOLOC = re.compile(r"^cuf90: (error|warning|note): (.*)$")


def split_code_comment(line):
    """Returns (code, comment) where comment starts at the first '!' that
    is outside a character constant."""
    quote = None
    # a directive line (!$omp, !$cuf, !$acc) is code up to its own comment
    start = len(line) - len(line.lstrip())
    skip = start + 5 if line[start:start + 2] == "!$" else -1
    for i, ch in enumerate(line):
        if i < skip:
            continue
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "!":
            return line[:i], line[i:]
    return line, ""


def expectations(path):
    """[(line, 'error'|'warning', text)] from the annotations in path."""
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    out = []
    pending = []
    for n, line in enumerate(lines, start=1):
        code, comment = split_code_comment(line)
        m = ANNOT.match(comment.strip()) if comment else None
        if code.strip() == "":
            if m:
                pending.append((m.group(1).lower(), m.group(2)))
            # blank lines and other comments keep the pending annotations
            # only if they are annotations themselves: "directly preceded"
            elif pending and line.strip() != "":
                for kind, text in pending:
                    out.append((n, kind, text))
                pending = []
            continue
        for kind, text in pending:
            out.append((n, kind, text))
        pending = []
        if m:
            out.append((n, m.group(1).lower(), m.group(2)))
    for kind, text in pending:
        out.append((-1, kind, text))  # annotation with no line after it
    return out


def main(argv):
    if len(argv) < 3 or argv[0] != "--cuf90":
        print("usage: check_diags.py --cuf90 PATH [flags...] FILE", file=sys.stderr)
        return 2
    cuf90 = argv[1]
    rest = argv[2:]
    src = None
    for a in reversed(rest):
        if not a.startswith("-") and os.path.isfile(a):
            src = a
            break
    if src is None:
        print("check_diags: no source file among %s" % rest, file=sys.stderr)
        return 2
    flags = list(rest)
    flags.remove(src)
    cmd = [cuf90, "-fsyntax-only"] + flags + [src]
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              timeout=60)
    except subprocess.TimeoutExpired:
        print("check_diags: '%s' timed out after 60 s" % " ".join(cmd))
        return 1
    except OSError as e:
        print("check_diags: cannot run '%s': %s" % (cuf90, e))
        return 1
    stderr = proc.stderr.decode("utf-8", errors="replace")

    expected = expectations(src)
    src_real = os.path.realpath(src)
    got = []  # (line, kind, message)
    for line in stderr.split("\n"):
        m = DIAG.match(line)
        if m:
            kind = m.group(4)
            if kind == "note":
                continue
            same_file = os.path.realpath(m.group(1)) == src_real
            lineno = int(m.group(2)) if same_file else 0
            msg = m.group(5) if same_file else "%s:%s: %s" % (m.group(1), m.group(2), m.group(5))
            got.append((lineno, kind, msg))
            continue
        m = NOLOC.match(line)
        if m and m.group(1) != "note":
            got.append((0, m.group(1), m.group(2)))

    problems = []
    used = [False] * len(got)
    for (lineno, kind, text) in expected:
        if lineno < 0:
            problems.append("annotation '! %s: %s' at the end of the file has no line to apply to"
                            % (kind.upper(), text))
            continue
        hit = None
        for i, (gl, gk, gm) in enumerate(got):
            if not used[i] and gl == lineno and gk == kind and text in gm:
                hit = i
                break
        if hit is None:
            problems.append("missing %s at line %d: '%s'" % (kind, lineno, text))
        else:
            used[hit] = True
    for i, (gl, gk, gm) in enumerate(got):
        if not used[i]:
            where = "line %d" % gl if gl else "no location"
            problems.append("unexpected %s at %s: '%s'" % (gk, where, gm))

    want_errors = any(k == "error" for (_, k, _) in expected)
    rc = proc.returncode
    if rc < 0 or rc > 2:
        problems.append("cuf90 crashed or was killed (exit status %d)" % rc)
    elif want_errors and rc != 1:
        problems.append("exit status %d, expected 1 (errors were expected)" % rc)
    elif not want_errors and rc != 0:
        problems.append("exit status %d, expected 0 (no errors were expected)" % rc)

    if problems:
        print("check_diags: %s: %d problem(s)" % (src, len(problems)))
        for p in problems:
            print("  " + p)
        print("--- command: %s" % " ".join(cmd))
        print("--- cuf90 stderr:")
        sys.stdout.write(stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
