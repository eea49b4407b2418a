! RUN: %cuf90 --dump-ast %s | FileCheck %s
! RUN: not %cuf90 -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
! ENUM, BIND(C) blocks become one INTEGER(4), PARAMETER declaration; an
! enumerator without a value is the previous one plus one (the first, 0).
module enums
  enum, bind(c)
    enumerator :: a = 1, b
    enumerator c
  end enum
  enum, bind(c)
    enumerator :: red
  endenum
#ifdef BAD
  enum, bind(c)
    integer :: x
  end enum
  enum
  end enum
#endif
end module
! CHECK:      type-decl parameter <6:3>
! CHECK-NEXT:   ts: integer <6:3>
! CHECK-NEXT:     kind: int text=4 <6:3>
! CHECK-NEXT:   arg: entity a <7:19>
! CHECK-NEXT:     init: int text=1 <7:23>
! CHECK-NEXT:   arg: entity b <7:26>
! CHECK-NEXT:     init: binary + <7:26>
! CHECK-NEXT:       lhs: name a <7:26>
! CHECK-NEXT:       rhs: int text=1 <7:26>
! CHECK-NEXT:   arg: entity c <8:16>
! CHECK-NEXT:     init: binary + <8:16>
! CHECK-NEXT:       lhs: name b <8:16>
! CHECK:      type-decl parameter <10:3>
! CHECK:        arg: entity red <11:19>
! CHECK-NEXT:     init: int text=0 <11:19>
! ERR: enum_bind_c.F90:15:5: error: expected ENUMERATOR or END ENUM in an ENUM block, found 'integer'
! ERR: enum_bind_c.F90:17:3: error: ENUM needs BIND(C): write ENUM, BIND(C)
