! The calls and parameter-block fields gfortran's own lowering uses.
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck %s
! CHECK: call void @_gfortran_st_write(ptr
! CHECK: call void @_gfortran_transfer_integer_write(ptr {{.*}}, ptr {{.*}}, i32 4)
! CHECK: call void @_gfortran_transfer_real_write(ptr {{.*}}, ptr {{.*}}, i32 8)
! CHECK: call void @_gfortran_transfer_character_write(ptr {{.*}}, ptr {{.*}}, i64 2)
! CHECK: call void @_gfortran_st_write_done(ptr
! CHECK: call void @_gfortran_st_read(ptr
! CHECK: call void @_gfortran_transfer_integer(ptr {{.*}}, ptr {{.*}}, i32 4)
! CHECK: call void @_gfortran_st_read_done(ptr
! CHECK: call void @_gfortran_st_open(ptr
! CHECK: call void @_gfortran_st_close(ptr
! CHECK: call void @_gfortran_stop_numeric(i32 2, i8 0)
program io_emit_llvm
  integer :: i
  real(8) :: d
  i = 1; d = 2.0d0
  print *, i, d, 'ab'
  read(*,*) i
  open(10, file='x')
  close(10)
  stop 2
end program io_emit_llvm
