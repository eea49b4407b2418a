! -fcheck=mem as gfortran: a scalar assigned to an unallocated ALLOCATABLE
! array (a variable, a function result, a component; CHARACTER(:) too)
! stops the program; an allocated one takes the value in every element.
! Without the option nothing is checked.
! RUN: %cuf90 -fcheck=mem %s -o %t
! RUN: %t ok | FileCheck --check-prefix=OK %s
! RUN: not %t var 2>&1 | FileCheck --check-prefix=VAR %s
! RUN: not %t res 2>&1 | FileCheck --check-prefix=RES %s
! RUN: not %t comp 2>&1 | FileCheck --check-prefix=COMP %s
! RUN: %cuf90 -fcheck=all,no-mem -S -emit-llvm %s -o - | FileCheck --check-prefix=NOMEM %s
! OK: 3 3 abc abc
! VAR: At line [[#@LINE+24]] of file {{.*}}fcheck_mem.f90
! VAR-NEXT: Fortran runtime error: Assignment of scalar to unallocated array
! RES: At line [[#@LINE+32]] of file {{.*}}fcheck_mem.f90
! RES-NEXT: Fortran runtime error: Assignment of scalar to unallocated array
! COMP: Fortran runtime error: Assignment of scalar to unallocated array
! NOMEM-NOT: Assignment of scalar
program fcheck_mem
  implicit none
  type box
    real, allocatable :: r(:)
  end type
  character(16) :: what
  integer, allocatable :: a(:)
  character(:), allocatable :: c(:)
  type(box) :: b
  call get_command_argument(1, what)
  select case (what)
  case ('ok')
    allocate (a(2))
    allocate (character(3) :: c(2))
    a = 3
    c = 'abc'
    print '(i0,1x,i0,2(1x,a))', a, c
  case ('var')
    a = 3
  case ('res')
    print *, chars('xyz')
  case ('comp')
    b%r = 1.0
  end select
contains
  function chars(s) result(r)
    character(*), intent(in) :: s
    character(:), allocatable :: r(:)
    r = s
  end function
end program
