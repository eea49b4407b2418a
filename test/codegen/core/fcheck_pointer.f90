! -fcheck=pointer as gfortran: a disassociated POINTER, an unallocated
! ALLOCATABLE, a null procedure pointer or a POINTER function's null
! result passed to a dummy that is neither stops the program; so does an
! absent OPTIONAL pointer passed on, and SIZE of an unallocated array.
! An assumed-shape dummy takes the descriptor, unchecked as in gfortran.
! POINTER, ALLOCATABLE and (F2008) OPTIONAL dummies take them unchecked.
! RUN: %cuf90 -fcheck=pointer %s -o %t
! RUN: %t ok | FileCheck --check-prefix=OK %s
! RUN: not %t ptr 2>&1 | FileCheck --check-prefix=PTR %s
! RUN: not %t alloc 2>&1 | FileCheck --check-prefix=ALLOC %s
! RUN: %t shape | FileCheck --check-prefix=SHAPE %s
! RUN: not %t proc 2>&1 | FileCheck --check-prefix=PROC %s
! RUN: not %t func 2>&1 | FileCheck --check-prefix=FUNC %s
! RUN: not %t absent 2>&1 | FileCheck --check-prefix=ABSENT %s
! RUN: not %t comp 2>&1 | FileCheck --check-prefix=COMP %s
! RUN: not %t size 2>&1 | FileCheck --check-prefix=SIZE %s
! RUN: %cuf90 -fcheck=all -std=f2003 %s -o %t.f03
! RUN: not %t.f03 opt 2>&1 | FileCheck --check-prefix=OPT03 %s
! OK: 7 F F absent{{$}}
! PTR: At line [[#@LINE+32]] of file {{.*}}fcheck_pointer.f90
! PTR-NEXT: Fortran runtime error: Pointer actual argument 'p' is not associated
! ALLOC: Fortran runtime error: Allocatable actual argument 'a' is not allocated
! SHAPE-NOT: error
! PROC: Fortran runtime error: Proc-pointer actual argument 'pp' is not associated
! FUNC: Fortran runtime error: Pointer actual argument 'getp' is not associated
! ABSENT: Fortran runtime error: Pointer actual argument 'q' is not associated or not present
! COMP: Fortran runtime error: Allocatable actual argument 'h' is not allocated
! SIZE: Fortran runtime error: Allocatable argument 'a' is not allocated
! OPT03: Fortran runtime error: Pointer actual argument 'p' is not associated
program fcheck_pointer
  implicit none
  type holder
    integer, allocatable :: v(:)
  end type
  character(16) :: what
  integer, pointer :: p => null()
  integer, allocatable :: a(:)
  procedure(hello), pointer :: pp => null()
  type(holder) :: h
  integer, target :: t = 7
  call get_command_argument(1, what)
  select case (what)
  case ('ok')
    p => t
    call take(p)
    nullify(p)
    call take_ptr(p)
    call take_alloc(a)
    call take_opt(p)
    call take_arr(a)
  case ('ptr')
    call take(p)
  case ('alloc')
    call take_two(a)
  case ('proc')
    call run(pp)
  case ('func')
    call take(getp())
  case ('absent')
    call pass_on()
  case ('comp')
    call take_two(h%v)
  case ('shape')
    call take_arr(a)
  case ('size')
    print *, size(a)
  case ('opt')
    call take_opt(p)
  end select
contains
  subroutine take(x)
    integer :: x
    write (*, '(i0)', advance='no') x
  end subroutine
  subroutine take_arr(x)
    integer :: x(:)
    print *, x
  end subroutine
  subroutine take_two(x)
    integer :: x(2)
    print *, x
  end subroutine
  subroutine take_ptr(x)
    integer, pointer :: x
    write (*, '(1x,l1)', advance='no') associated(x)
  end subroutine
  subroutine take_alloc(x)
    integer, allocatable :: x(:)
    write (*, '(1x,l1)', advance='no') allocated(x)
  end subroutine
  subroutine take_opt(x)
    integer, optional :: x
    if (.not. present(x)) write (*, '(a)', advance='no') ' absent'
  end subroutine
  subroutine pass_on(q)
    integer, pointer, optional :: q
    call take(q)
  end subroutine
  subroutine hello()
    print *, 'hello'
  end subroutine
  subroutine run(f)
    procedure(hello) :: f
    call f()
  end subroutine
  function getp()
    integer, pointer :: getp
    getp => null()
  end function
end program
