! compiled by gfortran -fopenmp: a worksharing loop orphaned in a routine
! that a cuf90-compiled parallel region calls, and a named CRITICAL
subroutine gf_part(v, n, hits)
  implicit none
  integer, intent(in) :: n
  integer, intent(inout) :: v(n), hits
  integer :: i
  !$omp do
  do i = 1, n
    v(i) = v(i) * 2
  end do
  !$omp critical (shared_lock)
  hits = hits + 1
  !$omp end critical (shared_lock)
end subroutine
