! `use mpi`: Open MPI's module file is gfortran's (read by
! sema/modfile_gfortran.c); its procedures take any buffer (NO_ARG_CHECK
! TYPE(*) dummies, passed by address), MPI_IN_PLACE and MPI_STATUS_IGNORE
! are COMMON variables of the library. Built with the flags of
! `mpif90 --showme` and through the wrapper with OMPI_FC=cuf90.
! REQUIRES: mpi
! RUN: rm -rf %t && mkdir -p %t
! RUN: %cuf90 %mpi-compile %s %mpi-link -o %t/a.out
! RUN: %mpirun 2 %t/a.out | sort | FileCheck %s
! RUN: env OMPI_FC=%cuf90 mpif90 %s -o %t/b.out
! RUN: %mpirun 2 %t/b.out | sort | FileCheck %s
! CHECK: rank 0: ring 1.0 2.0 3.0 sum 3 in_place 3.0 bcast hello
! CHECK-NEXT: rank 1: ring .0 1.0 2.0 sum 3 in_place 3.0 bcast hello
program use_mpi
  use mpi
  implicit none
  integer :: ierr, rank, nproc, right, left, total
  real(8) :: sendbuf(3), recvbuf(3), v(1)
  character(len=5) :: word
  integer :: status(MPI_STATUS_SIZE)
  call mpi_init(ierr)
  call mpi_comm_rank(MPI_COMM_WORLD, rank, ierr)
  call mpi_comm_size(MPI_COMM_WORLD, nproc, ierr)
  right = mod(rank + 1, nproc)
  left = mod(rank - 1 + nproc, nproc)
  sendbuf = [1, 2, 3] + rank - 1
  call mpi_sendrecv(sendbuf, 3, MPI_DOUBLE_PRECISION, right, 1, recvbuf, 3, MPI_DOUBLE_PRECISION, left, 1, &
                    MPI_COMM_WORLD, status, ierr)
  call mpi_allreduce(rank + 1, total, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
  v = rank + 1
  call mpi_allreduce(MPI_IN_PLACE, v, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
  word = ''
  if (rank == 0) word = 'hello'
  call mpi_bcast(word, len(word), MPI_CHARACTER, 0, MPI_COMM_WORLD, ierr)
  call mpi_barrier(MPI_COMM_WORLD, ierr)
  if (ierr /= MPI_SUCCESS) stop 1
  write (*, '(a,i0,a,3(1x,f0.1),a,i0,a,f0.1,a,a)') 'rank ', rank, ': ring', recvbuf, ' sum ', total, &
      ' in_place ', v(1), ' bcast ', word
  call mpi_finalize(ierr)
end program
