! NAMELIST and INQUIRE(IOLENGTH=) lower to gfortran's calls: one
! st_set_nml_var per object (its 16-byte dtype passed byval, which is where
! the x86-64 ABI puts it with five arguments in registers), one
! st_set_nml_var_dim per dimension, before st_write / st_read; IOLENGTH=
! through st_iolength with the items written to it.
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck %s
! CHECK: call void @_gfortran_st_set_nml_var(ptr {{.*}}, ptr {{.*}}, ptr @nml.name{{.*}}, i32 4, i64 0, ptr byval([2 x i64]) {{.*}})
! CHECK: call void @_gfortran_st_set_nml_var(ptr {{.*}}, ptr {{.*}}, ptr @nml.name{{.*}}, i32 8, i64 0, ptr byval([2 x i64])
! CHECK: call void @_gfortran_st_set_nml_var_dim(ptr {{.*}}, i32 0, i64 1, i64 1, i64 3)
! CHECK: call void @_gfortran_st_set_nml_var_dim(ptr {{.*}}, i32 1, i64 3, i64 -1, i64 0)
! CHECK: call void @_gfortran_st_set_nml_var(ptr {{.*}}, ptr {{.*}}, ptr @nml.name{{.*}}, i32 1, i64 5, ptr byval([2 x i64])
! CHECK: call void @_gfortran_st_write(ptr
! CHECK: call void @_gfortran_st_read(ptr
! CHECK: call void @_gfortran_st_iolength(ptr
! CHECK: call void @_gfortran_transfer_real_write(ptr {{.*}}, ptr {{.*}}, i32 8)
! CHECK: call void @_gfortran_st_iolength_done(ptr
! CHECK: declare void @_gfortran_st_set_nml_var(ptr, ptr, ptr, i32, i64, ptr byval([2 x i64]))
program io_namelist_ir
  integer :: i, n
  real(8) :: x(3, -1:0)
  character(len=5) :: s
  namelist /g/ i, x, s
  write (*, nml=g)
  read (*, g)
  inquire (iolength=n) x(1, 0)
end program io_namelist_ir
