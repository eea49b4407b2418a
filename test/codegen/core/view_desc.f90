! Descriptors of views of components (array.c designator_obj): ps%mass
! keeps element strides (16-byte parent, 4-byte part: stride 4, span 4);
! cs%z cannot (12-byte parent, 8-byte part): stride 1 with span 12 bytes,
! and an array pointer's elements are addressed through its span.
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck %s
module view_desc
  type q
    real :: pos(3)
    real :: mass
  end type
  type cz
    complex :: z
    real :: w
  end type
contains
  ! CHECK-LABEL: define void @__view_desc_MOD_views(
  subroutine views(ps, cs, m, z)
    type(q), target :: ps(8)
    type(cz), target :: cs(8)
    real, pointer :: m(:)
    complex, pointer :: z(:)
    ! CHECK: %part = getelementptr i8, ptr %ps, i64 12
    ! CHECK: [[SP:%[0-9]+]] = getelementptr inbounds %gfc.desc1, ptr %ptr.desc, i32 0, i32 3
    ! CHECK-NEXT: store i64 4, ptr [[SP]]
    ! CHECK-NEXT: [[ST:%[0-9]+]] = getelementptr inbounds %gfc.desc1, ptr %ptr.desc, i32 0, i32 4, i32 0, i32 0
    ! CHECK-NEXT: store i64 4, ptr [[ST]]
    m => ps%mass
    ! CHECK: [[SP2:%[0-9]+]] = getelementptr inbounds %gfc.desc1, ptr %ptr.desc{{[0-9]+}}, i32 0, i32 3
    ! CHECK-NEXT: store i64 12, ptr [[SP2]]
    ! CHECK-NEXT: [[ST2:%[0-9]+]] = getelementptr inbounds %gfc.desc1, ptr %ptr.desc{{[0-9]+}}, i32 0, i32 4, i32 0, i32 0
    ! CHECK-NEXT: store i64 1, ptr [[ST2]]
    z => cs%z
  end subroutine

  ! CHECK-LABEL: define {{.*}}@__view_desc_MOD_third(
  ! CHECK: %span = load i64
  ! CHECK: [[OFF:%[0-9]+]] = mul nsw i64 {{.*}}, %span
  ! CHECK: getelementptr inbounds i8, ptr %base, i64 [[OFF]]
  complex function third(z)
    complex, pointer :: z(:)
    third = z(3)
  end function
end module
