! ALLOCATE and DEALLOCATE: only ALLOCATABLE or POINTER objects, with as
! many bounds as the rank; STAT= and ERRMSG= variables.
! RUN: %check-diags %s
program alloc_err
  implicit none
  real, allocatable :: a(:), b(:, :), s
  real, pointer :: p(:)
  real :: fixed(3)
  character(len=:), allocatable :: str
  integer :: ierr, n
  character(len=80) :: msg
  n = 4
  allocate(a(n), b(0:n, 2), s, stat=ierr, errmsg=msg)
  allocate(p(10))
  allocate(character(len=n) :: str)
  allocate(fixed(3)) ! ERROR: ALLOCATE object 'fixed' must be ALLOCATABLE or POINTER
  allocate(b(3)) ! ERROR: ALLOCATE of 'b' has 1 bound for an array of rank 2
  allocate(a) ! ERROR: Array 'a' in ALLOCATE needs bounds
  allocate(a(2.5)) ! ERROR: ALLOCATE bound must be a scalar INTEGER expression
  allocate(a(n), stat=msg) ! ERROR: STAT= variable must be a scalar INTEGER variable
  allocate(str) ! ERROR: ALLOCATE of deferred-length 'str' needs a type specification or SOURCE=
  allocate(s(2)) ! ERROR: Scalar 's' cannot have bounds in ALLOCATE
  deallocate(a, b, stat=ierr)
  deallocate(fixed) ! ERROR: DEALLOCATE object 'fixed' must be ALLOCATABLE or POINTER
  nullify(p)
  nullify(fixed) ! ERROR: NULLIFY object must be a POINTER
end program
