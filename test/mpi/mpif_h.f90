! include 'mpif.h' (Open MPI's: its mpif-sizeof.h declares REAL(16),
! COMPLEX(16) and REAL(10) dummies), built with the flags of
! `mpif90 --showme:compile/link` and through the wrapper with OMPI_FC=cuf90,
! run on 2 ranks.
! REQUIRES: mpi
! RUN: rm -rf %t && mkdir -p %t
! RUN: %cuf90 %mpi-compile %s %mpi-link -o %t/a.out
! RUN: %mpirun 2 %t/a.out | sort | FileCheck %s
! RUN: env OMPI_FC=%cuf90 mpif90 %s -o %t/b.out
! RUN: %mpirun 2 %t/b.out | sort | FileCheck %s
! CHECK: rank 0 of 2 sum 3 max 1 got 10.5
! CHECK-NEXT: rank 1 of 2 sum 3 max 1 got 10.5
program mpif_h
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, nproc, s, total, mx
  integer :: status(MPI_STATUS_SIZE)
  double precision :: x
  call mpi_init(ierr)
  call mpi_comm_rank(MPI_COMM_WORLD, rank, ierr)
  call mpi_comm_size(MPI_COMM_WORLD, nproc, ierr)
  s = rank + 1
  call mpi_allreduce(s, total, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
  call mpi_allreduce(rank, mx, 1, MPI_INTEGER, MPI_MAX, MPI_COMM_WORLD, ierr)
  x = 0
  if (rank == 0) then
    x = 10.5d0
    call mpi_send(x, 1, MPI_DOUBLE_PRECISION, 1, 7, MPI_COMM_WORLD, ierr)
  else
    call mpi_recv(x, 1, MPI_DOUBLE_PRECISION, 0, 7, MPI_COMM_WORLD, status, ierr)
    if (status(MPI_SOURCE) /= 0 .or. status(MPI_TAG) /= 7) stop 1
  end if
  write (*, '(a,i0,a,i0,a,i0,a,i0,a,f0.1)') 'rank ', rank, ' of ', nproc, ' sum ', total, ' max ', mx, ' got ', x
  call mpi_finalize(ierr)
end program
