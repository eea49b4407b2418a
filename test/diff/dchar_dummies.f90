! Deferred-length CHARACTER dummies: the length travels by reference
! (gfortran's ABI), so the callee may allocate, grow and reassign with
! another length; INTENT(OUT) deallocates; ALLOCATED/LEN of the dummy;
! OPTIONAL; components and host-associated variables as actuals; arrays.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module dchar_dummies_m
  implicit none
contains
  subroutine get(line)
    character(len=:), allocatable, intent(out) :: line
    line = 'xy'
  end subroutine
  subroutine grow(s, t)
    character(len=:), allocatable, intent(inout) :: s
    character(len=*), intent(in) :: t
    if (.not. allocated(s)) then
      s = t
    else
      s = s // '-' // t
    end if
  end subroutine
  subroutine info(s)
    character(len=:), allocatable, intent(in) :: s
    if (allocated(s)) then
      print *, 'len', len(s), '[', s, ']'
    else
      print *, 'unallocated'
    end if
  end subroutine
  subroutine setp(p, n)
    character(len=:), pointer :: p
    integer, intent(in) :: n
    allocate(character(len=n) :: p)
    p = repeat('z', n)
  end subroutine
end module
module dchar_dummies_m2
  implicit none
contains
  subroutine fill(w, n)
    character(len=:), allocatable, intent(out) :: w(:)
    integer, intent(in) :: n
    integer :: i
    allocate(character(len=n) :: w(n))
    do i = 1, n
      w(i) = repeat(achar(iachar('a') + i - 1), n)
    end do
  end subroutine
  subroutine regrow(w)
    character(len=:), allocatable, intent(inout) :: w(:)
    w = [w, w(1) // '+']
  end subroutine
  subroutine opt(s, t)
    character(len=:), allocatable, intent(inout) :: s
    character(len=:), allocatable, intent(inout), optional :: t
    s = s // '.'
    if (present(t)) t = 'present ' // s
  end subroutine
  subroutine outer(n)
    integer, intent(in) :: n
    character(len=:), allocatable :: s, w(:)
    integer :: i
    s = 'a'
    allocate(character(len=2) :: w(2))
    w = ['xy', 'zw']
    do i = 1, n
      call grow()
    end do
    print *, s, len(s), size(w), len(w), ' ', w
  contains
    subroutine grow()
      s = s // 'b'
      w = [w, 'q' // w(1)(1:1)]
      print *, len(s), size(w), len(w)
    end subroutine
  end subroutine
end module
program dchar_dummies
  use dchar_dummies_m
  use dchar_dummies_m2
  implicit none
  type holder
    character(len=:), allocatable :: s
  end type
  character(len=:), allocatable :: s, t, w(:)
  character(len=:), pointer :: p
  character(len=10), target :: buf = 'abcdefghij'
  type(holder) :: h
  integer :: i
  call info(s)
  call get(s)
  print *, len(s), s
  call info(s)
  call grow(s, 'abc')
  call grow(s, 'de')
  call info(s)
  deallocate(s)
  do i = 1, 4
    call grow(s, repeat('q', i))
  end do
  call info(s)
  call get(s)
  call info(s)
  call setp(p, 5)
  print *, len(p), p
  deallocate(p)
  p => buf(3:6)
  print *, len(p), '[', p, ']'
  p = 'XY'
  print *, buf
  p => buf
  print *, len(p), associated(p)
  call fill(w, 3)
  print *, size(w), len(w), ' ', w
  call regrow(w)
  print *, size(w), len(w), ' ', w
  s = 'x'
  call opt(s)
  call opt(s, t)
  print *, s, ' ', t, len(t)
  h%s = 'comp'
  call opt(h%s)
  call grow(h%s, 'onent')
  print *, h%s, len(h%s)
  call outer(3)
end program
