! `use mpi_f08`: handles are derived types (TYPE(MPI_Comm), ...) of module
! mpi_f08_types, reached through mpi_f08's gfortran module file; the ierror
! arguments are optional; == on handles is a defined operator; buffers are
! NO_ARG_CHECK dummies. Built with the flags of `mpif90 --showme` and
! through the wrapper with OMPI_FC=cuf90.
! REQUIRES: mpi
! RUN: rm -rf %t && mkdir -p %t
! RUN: %cuf90 %mpi-compile %s %mpi-link -o %t/a.out
! RUN: %mpirun 2 %t/a.out | sort | FileCheck %s
! RUN: env OMPI_FC=%cuf90 mpif90 %s -o %t/b.out
! RUN: %mpirun 2 %t/b.out | sort | FileCheck %s
! CHECK: rank 0 of 2: total 3 got 11.0 12.0 from 1 tag 5 count 2 same T wtime T
! CHECK-NEXT: rank 1 of 2: total 3 got 10.0 11.0 from 0 tag 5 count 2 same T wtime T
program use_mpi_f08
  use mpi_f08
  implicit none
  integer :: rank, nproc, total, n, ierr
  type(MPI_Status) :: st
  type(MPI_Request) :: req(2)
  type(MPI_Comm) :: dup
  real(8) :: x(2), y(2), t0
  logical :: same
  call MPI_Init()
  t0 = MPI_Wtime()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, nproc, ierr)
  call MPI_Allreduce(rank + 1, total, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD)
  x = [10, 11] + rank
  call MPI_Irecv(y, 2, MPI_DOUBLE_PRECISION, 1 - rank, 5, MPI_COMM_WORLD, req(1))
  call MPI_Isend(x, 2, MPI_DOUBLE_PRECISION, 1 - rank, 5, MPI_COMM_WORLD, req(2))
  call MPI_Wait(req(2), MPI_STATUS_IGNORE)
  call MPI_Wait(req(1), st)
  call MPI_Get_count(st, MPI_DOUBLE_PRECISION, n)
  call MPI_Comm_dup(MPI_COMM_WORLD, dup)
  same = dup /= MPI_COMM_WORLD .and. MPI_COMM_WORLD == MPI_COMM_WORLD
  call MPI_Comm_free(dup)
  write (*, '(a,i0,a,i0,a,i0,a,2(1x,f0.1),a,i0,a,i0,a,i0,a,l1,a,l1)') 'rank ', rank, ' of ', nproc, &
      ': total ', total, ' got', y, ' from ', st%MPI_SOURCE, ' tag ', st%MPI_TAG, ' count ', n, &
      ' same ', same, ' wtime ', MPI_Wtime() >= t0
  call MPI_Finalize()
end program
