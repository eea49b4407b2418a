! RUN: %cuf90 -fopenmp %s -o %t
! RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s
! RUN: %cuf90 -fopenmp -emit-llvm -S %s -o - | FileCheck %s --check-prefix=IR
! An ATOMIC update whose expression reads another element of x's array
! (gfortran rejects that; OpenMP only forbids referencing x itself) is a
! hardware atomic like the plain update of the same element, so the two
! exclude each other.
! CHECK: PASS
! IR-NOT: GOMP_atomic_start
program omp_atomic_same_array
  implicit none
  integer :: acc(5), i
  acc = 0
  acc(5) = 3
  !$omp parallel do
  do i = 1, 3000
    !$omp atomic
    acc(mod(i, 3) + 1) = acc(mod(i, 3) + 1) + acc(5)
    !$omp atomic
    acc(1) = acc(1) - 1
  end do
  if (all(acc(1:3) == [0, 3000, 3000]) .and. acc(5) == 3) then
    print *, 'PASS'
  else
    print *, 'FAIL', acc
  end if
end program
