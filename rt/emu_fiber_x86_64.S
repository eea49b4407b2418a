/* emu_fiber_x86_64.S — the emulator's context switch (System V x86-64).
 *
 * A suspended context is a stack pointer; the stack holds, from that
 * pointer up: MXCSR (4 bytes) and the x87 control word (2 bytes) in one
 * 8-byte slot, r15, r14, r13, r12, rbx, rbp, and the return address.
 * Only callee-saved state needs saving: emu_switch is an ordinary call for
 * the compiler, which already keeps everything else in caller-saved places.
 * No system call (swapcontext would save the signal mask with one each time).
 */
#if defined(__x86_64__)

    .text

/* void emu_switch(EmuCtx *from, EmuCtx *to) */
    .globl  emu_switch
    .hidden emu_switch
    .type   emu_switch, @function
    .p2align 4
emu_switch:
    .cfi_startproc
    pushq   %rbp
    .cfi_adjust_cfa_offset 8
    pushq   %rbx
    .cfi_adjust_cfa_offset 8
    pushq   %r12
    .cfi_adjust_cfa_offset 8
    pushq   %r13
    .cfi_adjust_cfa_offset 8
    pushq   %r14
    .cfi_adjust_cfa_offset 8
    pushq   %r15
    .cfi_adjust_cfa_offset 8
    subq    $8, %rsp
    .cfi_adjust_cfa_offset 8
    stmxcsr (%rsp)
    fnstcw  4(%rsp)
    movl    (%rsp), %ecx
    movzwl  4(%rsp), %edx
    movq    %rsp, (%rdi)
    movq    (%rsi), %rsp
    /* loading a control register stalls the pipeline: only when it differs */
    cmpl    (%rsp), %ecx
    je      1f
    ldmxcsr (%rsp)
1:  cmpw    4(%rsp), %dx
    je      2f
    fldcw   4(%rsp)
2:  addq    $8, %rsp
    popq    %r15
    popq    %r14
    popq    %r13
    popq    %r12
    popq    %rbx
    popq    %rbp
    ret
    .cfi_endproc
    .size   emu_switch, .-emu_switch

/* First code a new fiber runs (emu_fiber_new leaves its address as the
 * return address of a saved context, and the EmuFiber in rbx). The return
 * address column is undefined here, so debuggers and unwinders see the
 * outermost frame of the fiber and stop the backtrace cleanly. */
    .globl  emu_fiber_start
    .hidden emu_fiber_start
    .type   emu_fiber_start, @function
    .p2align 4
emu_fiber_start:
    .cfi_startproc
    .cfi_undefined rip
    xorl    %ebp, %ebp
    movq    %rbx, %rdi
    call    emu_fiber_main@PLT
    ud2
    .cfi_endproc
    .size   emu_fiber_start, .-emu_fiber_start

#endif

    .section .note.GNU-stack, "", @progbits
