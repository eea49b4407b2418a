! NULL() and NULL(mold) as actual arguments of CHARACTER POINTER dummies:
! of declared, assumed and deferred length, scalar, rank 1 and assumed
! rank (a descriptor of the mold's rank); a disassociated CHARACTER(:)
! POINTER array keeps its rank in its descriptor too. (gfortran 12 crashes
! here, its PR104819, fixed in GCC 13: so no comparison with it.)
! RUN: %cuf90 -fcheck=bounds %s -o %t && %t | FileCheck %s
program null_actual_char_pointer
  implicit none
  character(len=6), pointer :: c => null(), c1(:) => null()
  character(len=:), pointer :: d => null(), d1(:) => null()
  call fixed0(null(c))
  call fixed1(null(c1))
  call assumed1(null(c1))
  call deferred0(null(d))
  call deferred0(null())
  call deferred1(null(d1))
  call deferred1(null())
  call any_rank(null(c1))
  call any_rank(c1)
  call any_rank_deferred(null(d1))
  call any_rank_deferred(d1)
  call any_rank_deferred(null(d))
  ! CHECK: fixed0 F 6
  ! CHECK-NEXT: fixed1 F 6
  ! CHECK-NEXT: assumed1 F 6
  ! CHECK-NEXT: deferred0 F
  ! CHECK-NEXT: deferred0 F
  ! CHECK-NEXT: deferred1 F
  ! CHECK-NEXT: deferred1 F
  ! CHECK-NEXT: any_rank 1 6
  ! CHECK-NEXT: any_rank 1 6
  ! CHECK-NEXT: any_rank_deferred 1
  ! CHECK-NEXT: any_rank_deferred 1
  ! CHECK-NEXT: any_rank_deferred 0
contains
  subroutine fixed0(x)
    character(len=6), pointer, intent(in) :: x
    print '(A,*(1X,G0))', 'fixed0', associated(x), len(x)
  end subroutine
  subroutine fixed1(x)
    character(len=6), pointer, intent(in) :: x(:)
    print '(A,*(1X,G0))', 'fixed1', associated(x), len(x)
  end subroutine
  subroutine assumed1(x)
    character(len=*), pointer, intent(in) :: x(:)
    print '(A,*(1X,G0))', 'assumed1', associated(x), len(x)
  end subroutine
  subroutine deferred0(x)
    character(len=:), pointer, intent(in) :: x
    print '(A,*(1X,G0))', 'deferred0', associated(x)
  end subroutine
  subroutine deferred1(x)
    character(len=:), pointer, intent(in) :: x(:)
    print '(A,*(1X,G0))', 'deferred1', associated(x)
  end subroutine
  subroutine any_rank(x)
    character(len=*), pointer, intent(in) :: x(..)
    if (associated(x)) stop 1
    print '(A,*(1X,G0))', 'any_rank', rank(x), len(x)
  end subroutine
  subroutine any_rank_deferred(x)
    character(len=:), pointer, intent(in) :: x(..)
    if (associated(x)) stop 2
    print '(A,*(1X,G0))', 'any_rank_deferred', rank(x)
  end subroutine
end program
