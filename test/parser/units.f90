! RUN: %cuf90 --dump-ast %s | FileCheck %s
! Program units, CONTAINS, internal procedures and every END spelling.
module m
  integer :: v
contains
  subroutine s1(a, b, *)
  end subroutine s1
  integer function f1(x) result(r)
    r = x
  endfunction
  recursive subroutine s2()
  end
end module m

subroutine ext(n)
  call inner
contains
  subroutine inner
  end subroutine
end subroutine ext

function g()
  g = 1
end function g

program main
  print *, v
end

block data bd
  common /c/ x
endblockdata
! CHECK: module m <3:1>
! CHECK-NEXT: type-decl <4:3>
! CHECK: contains
! CHECK-NEXT: subroutine s1 <6:3>
! CHECK-NEXT: param: name a <6:17>
! CHECK-NEXT: param: name b <6:20>
! CHECK-NEXT: param: star <6:23>
! CHECK-NEXT: function f1 result=r <8:3>
! CHECK-NEXT: ts: integer <8:3>
! CHECK-NEXT: param: name x <8:23>
! CHECK-NEXT: assign <9:5>
! CHECK-NEXT: lhs: name r
! CHECK-NEXT: rhs: name x
! CHECK-NEXT: subroutine s2 recursive <11:3>
! CHECK-NEXT: subroutine ext <15:1>
! CHECK-NEXT: param: name n
! CHECK-NEXT: call <16:3>
! CHECK-NEXT: lhs: name inner
! CHECK-NEXT: contains
! CHECK-NEXT: subroutine inner <18:3>
! CHECK-NEXT: function g <22:1>
! CHECK: program main <26:1>
! CHECK-NEXT: print <27:3>
! CHECK: block-data bd <30:1>
! CHECK-NEXT: common c <31:3>
