! -g: the DWARF of variables (checked without a debugger): a module's
! variables in its DW_TAG_module, COMMON as DW_TAG_common_block, base types
! with Fortran encodings, CHARACTER as DW_TAG_string_type (an assumed
! length through the hidden _s parameter), column-major subranges with
! their lower bounds, descriptor arrays with DW_AT_data_location and
! DW_AT_allocated/DW_AT_associated, a derived type with its members.
! RUN: %cuf90 -g -c %s -o %t.o
! RUN: llvm-dwarfdump --debug-info %t.o | FileCheck %s
! CHECK: DW_TAG_compile_unit
! CHECK: DW_AT_language (DW_LANG_Fortran95)
! CHECK: DW_TAG_module
! CHECK-NEXT: DW_AT_name ("dw")
! CHECK: DW_TAG_variable
! CHECK-NEXT: DW_AT_name ("counter")
! CHECK: DW_AT_external (true)
! CHECK: DW_AT_location (DW_OP_addrx
! CHECK: DW_AT_linkage_name ("__dw_MOD_counter")
! CHECK: DW_TAG_subprogram
! CHECK: DW_AT_name ("sub")
! CHECK: DW_TAG_common_block
! CHECK-NEXT: DW_AT_name ("blk")
! CHECK: DW_TAG_variable
! CHECK-NEXT: DW_AT_name ("ci")
! CHECK: DW_AT_location (DW_OP_addrx 0x[[#%x,BLK:]])
! CHECK: DW_TAG_variable
! CHECK-NEXT: DW_AT_name ("cr")
! CHECK: DW_AT_location (DW_OP_addrx 0x[[#%x,BLK]], DW_OP_plus_uconst 0x4)
! CHECK: DW_TAG_formal_parameter
! CHECK: DW_AT_name ("s")
! CHECK: DW_TAG_formal_parameter
! CHECK: DW_AT_name ("_s")
! CHECK: DW_AT_artificial (true)
! CHECK-DAG: DW_AT_name ("logical(kind=4)")
! CHECK-DAG: DW_AT_encoding (DW_ATE_boolean)
! CHECK-DAG: DW_AT_name ("complex(kind=8)")
! CHECK-DAG: DW_AT_encoding (DW_ATE_complex_float)
! CHECK-DAG: DW_AT_name ("real(kind=8)")
! CHECK-DAG: DW_AT_encoding (DW_ATE_float)
! CHECK-DAG: DW_AT_name ("integer(kind=2)")
! CHECK-DAG: DW_AT_encoding (DW_ATE_signed)
! CHECK-DAG: DW_TAG_string_type
! CHECK-DAG: DW_AT_string_length
! CHECK-DAG: DW_AT_byte_size (0x07)
! CHECK-DAG: DW_AT_allocated (DW_OP_push_object_address, DW_OP_deref, DW_OP_lit0, DW_OP_ne)
! CHECK-DAG: DW_AT_associated (DW_OP_push_object_address, DW_OP_deref, DW_OP_lit0, DW_OP_ne)
! CHECK-DAG: DW_AT_data_location (DW_OP_push_object_address, DW_OP_deref)
! CHECK-DAG: DW_AT_lower_bound (DW_OP_push_object_address, DW_OP_plus_uconst 0x30, DW_OP_deref)
! CHECK-DAG: DW_AT_upper_bound (DW_OP_push_object_address, DW_OP_plus_uconst 0x50, DW_OP_deref)
! CHECK-DAG: DW_AT_lower_bound (-3)
! CHECK-DAG: DW_AT_count (0x07)
! CHECK-DAG: DW_TAG_structure_type
! CHECK-DAG: DW_AT_name ("pair")
! CHECK-DAG: DW_AT_data_member_location (0x08)
module dw
  implicit none
  integer :: counter = 0
  real(8), allocatable :: field(:, :)
  integer, pointer :: ptr(:) => null()
  type pair
    integer(2) :: tag
    real(8) :: val
  end type
contains
  subroutine sub(s, flag, z)
    character(len=*) :: s
    logical :: flag
    complex(8) :: z
    character(len=7) :: fixed
    integer :: offs(-3:3)
    type(pair) :: p
    integer :: ci
    real :: cr
    common /blk/ ci, cr
    fixed = s
    offs = 1
    p%tag = 1
    p%val = 2
    ci = 1
    cr = 2
    counter = counter + 1
    if (flag) print *, fixed, offs, p%tag, p%val, z, ci, cr
  end subroutine
end module
