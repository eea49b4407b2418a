! OpenMP directives the parser rejects: unknown directives and clauses,
! unmatched END directives, a loop construct without its loop.
! RUN: %check-diags -fopenmp %s
program omp_parse_err
  implicit none
  integer :: i, n
  n = 3
  !$omp paralel ! ERROR: unknown OpenMP directive 'paralel'
  !$omp parallel privat(i) ! ERROR: unknown OpenMP clause 'privat'
  !$omp end parallel
  !$omp parallel
  n = n + 1
  !$omp end do ! ERROR: !$OMP END DO found where !$OMP END PARALLEL was expected
  !$omp critical (a)
  n = 1
  !$omp end critical (b) ! ERROR: the name 'b' of !$OMP END CRITICAL does not match
  !$omp do
  n = 2 ! ERROR: DO loop expected after !$OMP DO
  !$omp parallel do schedule(often) ! ERROR: expected STATIC, DYNAMIC, GUIDED, RUNTIME or AUTO
  do i = 1, n
  end do
end program
