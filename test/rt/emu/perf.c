// The benchmark behind docs/emulator.md's figures still builds and computes
// the right results (run small; times are not checked).
// RUN: %emu-cc %S/Inputs/emu_perf.c -o %t.o && %cuf90 %t.o -o %t && %t 0 | FileCheck %s
// CHECK: reduce
// CHECK: stencil
// CHECK: saxpy
// CHECK: shuffle
// CHECK: PASS
