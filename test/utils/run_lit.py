#!/usr/bin/env python3
"""run_lit.py — runs the whole lit suite for `meson test` and .ci/run.

Usage: run_lit.py LIT_PY TEST_DIR BUILD_DIR [extra lit args...]

Runs lit verbosely over TEST_DIR with the compiler of BUILD_DIR, then prints
one line `N passed, N failed, N skipped` (skipped = unsupported, xfail,
excluded) and writes it to BUILD_DIR/test/lit-summary.txt. Exits non-zero
when a test failed (failed counts FAIL, XPASS, UNRESOLVED and TIMEOUT).
"""
import os
import subprocess
import sys
import json


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    lit_py, test_dir, build_dir = argv[:3]
    extra = argv[3:]
    out_dir = os.path.join(build_dir, "test")
    os.makedirs(out_dir, exist_ok=True)
    results = os.path.join(out_dir, "lit-results.json")
    summary_file = os.path.join(out_dir, "lit-summary.txt")
    for f in (results, summary_file):
        if os.path.exists(f):
            os.unlink(f)
    cmd = [sys.executable, lit_py, "-sv", "-o", results,
           "--param", "cuf90_build=" + os.path.abspath(build_dir)] + extra + [test_dir]
    rc = subprocess.call(cmd)
    if not os.path.exists(results):
        print("run_lit: lit wrote no results (exit status %d)" % rc)
        return rc or 1
    passed = failed = skipped = 0
    with open(results) as f:
        tests = json.load(f)["tests"]
    for t in tests:
        code = t["code"]
        if code == "PASS" or code == "FLAKYPASS":
            passed += 1
        elif code in ("UNSUPPORTED", "XFAIL", "SKIPPED", "EXCLUDED"):
            skipped += 1
        else:  # FAIL, XPASS, UNRESOLVED, TIMEOUT
            failed += 1
    line = "%d passed, %d failed, %d skipped" % (passed, failed, skipped)
    with open(summary_file, "w") as f:
        f.write(line + "\n")
    print(line)
    return 1 if failed or rc not in (0, 1) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
