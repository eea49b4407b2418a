#!/usr/bin/env python3
"""expect_exit.py — lit substitution %expect-exit.

Usage: expect_exit.py STATUS COMMAND [ARGS...]

Runs COMMAND with the same stdin/stdout/stderr and exits 0 when its exit
status is exactly STATUS, 1 otherwise (with a note on stderr), so a RUN
line can tell a usage error (2) from a compile error (1):
    RUN: %expect-exit 2 %cuf90 -gpu=bogus x.cuf 2>&1 | FileCheck %s
"""
import subprocess
import sys


def main(argv):
    if len(argv) < 2 or not argv[0].lstrip("-").isdigit():
        print(__doc__, file=sys.stderr)
        return 2
    want = int(argv[0])
    try:
        rc = subprocess.call(argv[1:])
    except OSError as e:
        print("expect_exit: cannot run %s: %s" % (argv[1], e), file=sys.stderr)
        return 1
    if rc != want:
        sys.stderr.flush()
        print("expect_exit: '%s' exited with status %d, expected %d" % (argv[1], rc, want),
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
