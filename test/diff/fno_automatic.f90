! -fno-automatic: every local of a non-RECURSIVE procedure keeps its value
! between calls, as if SAVEd (declared and implicitly typed scalars, arrays,
! CHARACTER, allocatables that stay allocated, a derived type whose default
! initialization happens once, module and internal procedures, BLOCK
! locals, two of one name), starting from zero; RECURSIVE procedures and
! automatic arrays keep one copy per call.
! RUN: %diff-gfortran -fno-automatic %s
module fna_m
  implicit none
contains
  integer function counter()
    integer :: n
    n = n + 1
    counter = n
  end function
end module

subroutine locals(first)
  logical, intent(in) :: first
  integer :: cnt, arr(3)
  character(len=4) :: tag
  integer, allocatable :: al(:)
  type t
    integer :: k = 7
  end type
  type(t) :: dt
  if (first) then
    arr = [1, 2, 3]
    tag = 'abcd'
    dt%k = 99
    allocate(al(2))
    al = 5
  end if
  cnt = cnt + 1
  imp = imp + 10
  print *, cnt, imp, arr, tag, dt%k, allocated(al)
  if (allocated(al)) print *, al
end subroutine

recursive integer function fact(n) result(r)
  integer, intent(in) :: n
  integer :: mine
  mine = n
  if (n <= 1) then
    r = 1
  else
    r = fact(n - 1)
    r = r * mine
  end if
end function

subroutine blocks()
  integer :: a
  a = a + 1
  block
    integer :: a
    a = a + 10
    print *, 'block 1', a
  end block
  block
    integer :: a
    a = a + 100
    print *, 'block 2', a
  end block
  print *, 'outer', a
end subroutine

recursive subroutine rblock(n)
  integer, intent(in) :: n
  block
    integer :: depth
    depth = n
    if (n < 3) call rblock(n + 1)
    print *, 'rblock', n, depth
  end block
end subroutine

subroutine autos(n)
  integer, intent(in) :: n
  integer :: w(n), total
  w = n
  total = total + sum(w)
  print *, size(w), total
end subroutine

program fno_automatic
  use fna_m
  implicit none
  integer :: fact, i
  call locals(.true.)
  call locals(.false.)
  call locals(.false.)
  print *, counter(), counter(), counter()
  print *, fact(5), fact(6)
  call autos(2)
  call blocks()
  call blocks()
  call rblock(1)
  call autos(4)
  do i = 1, 3
    call internal()
  end do
contains
  subroutine internal()
    integer :: calls
    calls = calls + 1
    print *, 'internal', calls
  end subroutine
end program
