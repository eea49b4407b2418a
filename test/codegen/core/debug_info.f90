! -g: a Fortran compile unit, a subprogram per procedure, a location per statement.
! RUN: %cuf90 -O0 -g -S -emit-llvm -o - %s | FileCheck %s
! CHECK: define void @MAIN__() {{.*}}!dbg
! CHECK: store i32 0, ptr {{.*}}!dbg ![[L3:[0-9]+]]
! CHECK-DAG: !DICompileUnit(language: DW_LANG_Fortran95
! CHECK-DAG: !DISubprogram(name: "debug_info", linkageName: "MAIN__"
! CHECK-DAG: !DISubprogram(name: "show", linkageName: "debug_info.show"
! CHECK-DAG: ![[L3]] = !DILocation(line: 11,
program debug_info
  integer :: i, s
  s = 0
  do i = 1, 3
    s = s + i
  end do
  call show(s)
contains
  subroutine show(k)
    integer :: k
    k = k + 1
  end subroutine show
end program debug_info
