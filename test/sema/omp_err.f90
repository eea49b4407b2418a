! OpenMP clauses checked in sema (sema/omp.c): clauses a directive does not
! take, one data-sharing attribute per variable, reduction identifiers
! against the variables' types, clause expressions, loop nests, ATOMIC,
! DEFAULT(NONE), THREADPRIVATE and COPYIN.
! RUN: %check-diags -mp %s
program omp_err
  implicit none
  integer :: i, j, n, k(10)
  real :: x
  logical :: l
  character(len=4) :: c
  integer, save :: tp
  procedure(real), pointer :: pp
  !$omp threadprivate(tp)
  n = 10
  !$omp parallel private(pp)
  !$omp end parallel
  !$omp parallel reduction(+:pp) ! ERROR: Procedure 'pp' cannot appear in a REDUCTION clause
  !$omp end parallel
  !$omp parallel private(x) shared(x) ! ERROR: Variable 'x' appears in more than one data-sharing clause of !$OMP PARALLEL
  !$omp end parallel
  !$omp parallel schedule(static) ! ERROR: Clause SCHEDULE is not allowed on !$OMP PARALLEL
  !$omp end parallel
  !$omp parallel do reduction(.and.:x) ! ERROR: Variable 'x' of type REAL(4) cannot appear in a REDUCTION with '.and.'
  do i = 1, n
  end do
  !$omp parallel do reduction(iand:l) ! ERROR: Variable 'l' of type LOGICAL(4) cannot appear in a REDUCTION with 'iand'
  do i = 1, n
  end do
  !$omp parallel do reduction(foo:n) ! ERROR: 'foo' is not a reduction identifier
  do i = 1, n
  end do
  !$omp parallel num_threads(x) ! ERROR: The NUM_THREADS clause expression must be a scalar INTEGER
  !$omp end parallel
  !$omp parallel if(n) ! ERROR: The IF clause expression must be a scalar LOGICAL
  !$omp end parallel
  !$omp do collapse(n) ! ERROR: The COLLAPSE argument must be a positive INTEGER constant
  do i = 1, n
  end do
  !$omp do collapse(2)
  do i = 1, n ! ERROR: The loops of COLLAPSE(2) or ORDERED(2) must be tightly nested
    k(i) = 0
    do j = 1, n
    end do
  end do
  !$omp do collapse(2) ordered(1) ! ERROR: ORDERED(1) must not be less than COLLAPSE(2)
  do i = 1, n
    do j = 1, n
    end do
  end do
  !$omp do collapse(2)
  do i = 1, n
    do j = i, n ! ERROR: The bounds of the loops of COLLAPSE(2) or ORDERED(2) must not depend on the variable 'i'
    end do
  end do
  !$omp simd aligned(k) ! ERROR: Variable 'k' in ALIGNED must be a POINTER, an ALLOCATABLE or a TYPE(C_PTR)
  do i = 1, n
  end do
  !$omp atomic write
  n = n + 1 ! ERROR: The expression of !$OMP ATOMIC WRITE must not reference 'n'
  !$omp do schedule(runtime, 4) ! ERROR: SCHEDULE(RUNTIME) takes no chunk size
  do i = 1, n
  end do
  !$omp atomic
  c = 'ab' ! ERROR: The variable of !$OMP ATOMIC must be a scalar of intrinsic numeric or LOGICAL type
  !$omp parallel default(none) shared(k)
  k(1) = n ! ERROR: Variable 'n' is not in a data-sharing clause of !$OMP PARALLEL with DEFAULT(NONE)
  !$omp end parallel
  !$omp parallel copyin(n) ! ERROR: COPYIN variable 'n' must be THREADPRIVATE
  !$omp end parallel
  !$omp parallel copyin(tp)
  !$omp end parallel
end program

subroutine ret_in_region(n)
  integer :: n
  !$omp parallel
  if (n > 0) return ! ERROR: RETURN is not allowed inside !$OMP PARALLEL
  !$omp end parallel
end subroutine

subroutine tp_local()
  integer :: plain
  !$omp threadprivate(plain) ! ERROR: THREADPRIVATE variable 'plain' must have the SAVE attribute
end subroutine

subroutine doacross_err(a, n)
  integer :: n, i, j
  real :: a(n, n)
  !$omp do ordered(2)
  do j = 2, n
    do i = 2, n
      !$omp ordered depend(sink: j-1, 2.5) ! ERROR: A DEPEND(SINK) vector element must be a scalar INTEGER expression
      a(i, j) = a(i - 1, j)
      !$omp ordered depend(source)
    end do
  end do
  !$omp task depend(source) ! ERROR: DEPEND(SOURCE) is not allowed on !$OMP TASK
  !$omp end task
end subroutine
