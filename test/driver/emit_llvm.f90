! -S -emit-llvm -o - writes textual LLVM IR to stdout; -emit-llvm -c writes
! bitcode; -S writes x86-64 assembly.
! RUN: %cuf90 -S -emit-llvm -o - %s | FileCheck %s
! CHECK: define {{.*}}@main(
! RUN: %cuf90 -c -emit-llvm %s -o %t.bc && llvm-dis %t.bc -o - | FileCheck %s
! RUN: %cuf90 -S %s -o - | FileCheck --check-prefix=ASM %s
! ASM: main:
program emit
  print *, 'ir'
end program emit
