! The modules shipped with the compiler (rt/modules) are found without any
! -I flag and their objects are linked from libcuf90mods.a: nvtx ranges,
! nested and coloured, in host code around a computation, and ranges by id
! (TYPE(nvtxRangeId), nvtxRangeStart/nvtxRangeEnd) that overlap.
! REQUIRES: ptxas
! RUN: %cuf90 %s -o %t -L%cuda_home/lib64 -Wl,-rpath,%cuda_home/lib64 -lnvtx3interop
! RUN: %t | FileCheck %s
! RUN: %cuf90 -Mcuda=emu %s -o %t.emu -L%cuda_home/lib64 -Wl,-rpath,%cuda_home/lib64 -lnvtx3interop
! RUN: %t.emu | FileCheck %s
! CHECK: PASS 5050
program shipped_nvtx
  use nvtx
  implicit none
  integer :: i, s
  type(nvtxRangeId) :: id(3), first
  call nvtxStartRange('outer')
  s = 0
  call nvtxStartRange('sum', 3)
  do i = 1, 100
    s = s + i
  end do
  call nvtxEndRange()
  call nvtxRangePush('inner push')
  call nvtxRangePop()
  call nvtxEndRange()
  first = nvtxRangeStart('first')
  do i = 1, 3
    id(i) = nvtxRangeStart('step', i)
    if (i > 1) call nvtxRangeEnd(id(i - 1))
  end do
  call nvtxRangeEnd(id(3))
  call nvtxRangeEnd(first)
  if (s /= 5050) stop 1
  print '(a, i0)', 'PASS ', s
end program
