! `use hdf5` (Debian's HDF5, gfortran module files): a data set and an
! attribute written and read back, through h5fc with HDF5_FC=cuf90 and with
! cuf90 and the flags of `h5fc -show`. HDF5's generics (h5dwrite_f, ...)
! merge specifics of several of its modules.
! REQUIRES: hdf5
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: env HDF5_FC=%cuf90 h5fc %s -o a.out
! RUN: ./a.out | FileCheck %s
! RUN: %cuf90 %s %h5-flags -o b.out
! RUN: ./b.out | FileCheck %s
! CHECK: read back T 34.0 rank 2 dims 3 4 attr 7
program use_hdf5
  use hdf5
  implicit none
  integer(hid_t) :: file, space, dset, aspace, attr
  integer(hsize_t) :: dims(2) = [3, 4], got(2), maxd(2), adims(1) = [1]
  integer :: err, i, j, rank, step(1)
  real(8) :: a(3, 4), b(3, 4)
  do j = 1, 4
    do i = 1, 3
      a(i, j) = i * 10 + j
    end do
  end do
  call h5open_f(err)
  call h5fcreate_f('t.h5', H5F_ACC_TRUNC_F, file, err)
  call h5screate_simple_f(2, dims, space, err)
  call h5dcreate_f(file, 'grid', H5T_NATIVE_DOUBLE, space, dset, err)
  call h5dwrite_f(dset, H5T_NATIVE_DOUBLE, a, dims, err)
  call h5screate_simple_f(1, adims, aspace, err)
  call h5acreate_f(dset, 'step', H5T_NATIVE_INTEGER, aspace, attr, err)
  call h5awrite_f(attr, H5T_NATIVE_INTEGER, [7], adims, err)
  call h5aclose_f(attr, err)
  call h5sclose_f(aspace, err)
  call h5dclose_f(dset, err)
  call h5sclose_f(space, err)
  call h5fclose_f(file, err)
  if (err /= 0) stop 1
  b = 0
  call h5fopen_f('t.h5', H5F_ACC_RDONLY_F, file, err)
  call h5dopen_f(file, 'grid', dset, err)
  call h5dget_space_f(dset, space, err)
  call h5sget_simple_extent_ndims_f(space, rank, err)
  call h5sget_simple_extent_dims_f(space, got, maxd, err)
  call h5dread_f(dset, H5T_NATIVE_DOUBLE, b, dims, err)
  call h5aopen_f(dset, 'step', attr, err)
  call h5aread_f(attr, H5T_NATIVE_INTEGER, step, adims, err)
  call h5aclose_f(attr, err)
  call h5sclose_f(space, err)
  call h5dclose_f(dset, err)
  call h5fclose_f(file, err)
  call h5close_f(err)
  if (err /= 0) stop 2
  write (*, '(a,l1,1x,f0.1,a,i0,a,2(1x,i0),a,i0)') 'read back ', all(a == b), b(3, 4), ' rank ', rank, &
      ' dims', got, ' attr ', step(1)
end program
