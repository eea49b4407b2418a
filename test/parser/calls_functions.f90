! RUN: %cuf90 --dump-ast %s | FileCheck %s
! Keyword arguments, typed function headers and run-together keywords.
module cf
  interface
    module subroutine ms()
    end subroutine
  end interface
contains
  double precision function dp1(x)
    double precision x
    dp1 = x
  end function
  type(point) function mk()
  end function
  character(len=*) function cs(s)
    character(*) :: s
    cs = s
  end function
  module subroutine ms()
  end subroutine
  subroutine user
    call solve(a, n=10, tol=1.0e-6, mask=x(1:3))
    y = f(1, key=2) + g()
    call nothing
    call nothing()
  endsubroutine user
endmodule cf
! CHECK: function dp1 <9:3>
! CHECK-NEXT: ts: doubleprecision
! CHECK: function mk <13:3>
! CHECK-NEXT: ts: type name=point
! CHECK: function cs <15:3>
! CHECK-NEXT: ts: character len=*
! CHECK: subroutine ms module <19:3>
! CHECK: call <22:5>
! CHECK-NEXT: lhs: name solve
! CHECK-NEXT: arg: name a
! CHECK-NEXT: arg: keyword n
! CHECK-NEXT: rhs: int text=10
! CHECK-NEXT: arg: keyword tol
! CHECK-NEXT: rhs: real text=1.0e-6
! CHECK-NEXT: arg: keyword mask
! CHECK-NEXT: rhs: paren-args
! CHECK: rhs: binary +
! CHECK-NEXT: lhs: paren-args <23:9>
! CHECK-NEXT: lhs: name f
! CHECK-NEXT: arg: int text=1
! CHECK-NEXT: arg: keyword key
! CHECK-NEXT: rhs: int text=2
! CHECK-NEXT: rhs: paren-args <23:23>
! CHECK-NEXT: lhs: name g
! CHECK-NEXT: call <24:5>
! CHECK-NEXT: lhs: name nothing
! CHECK-NEXT: call <25:5>
! CHECK-NEXT: lhs: name nothing
