! A scalar CHARACTER POINTER or ALLOCATABLE dummy (assumed or constant
! length) receives the actual's pointer, not its target: it may be
! redefined, associated anew or reallocated, and FORALL may assign its
! substrings.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program char_pointer_dummy
  implicit none
  character(len=5), pointer :: c, d
  character(len=5), target :: pool
  character(len=4), allocatable :: h
  allocate (c, d)
  c = 'abcde'
  d = '12345'
  call twist(d, c)
  print *, d, ' ', c
  call fixed(c)
  print *, c
  pool = 'vwxyz'
  call repoint(c, pool)
  print *, c, associated(c, pool)
  call grow(h)
  print *, h, allocated(h)
contains
  subroutine twist(o, i)
    character(len=*), pointer :: o, i
    integer :: k
    forall (k = 2:4) o(k:k) = i(k:k)
    forall (k = 2:4) o(k:k) = o(6 - k:6 - k)
  end subroutine
  subroutine fixed(o)
    character(len=5), pointer :: o
    o(1:1) = 'Z'
  end subroutine
  subroutine repoint(o, t)
    character(len=*), pointer :: o
    character(len=*), target :: t
    o => t
  end subroutine
  subroutine grow(a)
    character(len=4), allocatable :: a
    allocate (a)
    a = 'wxyz'
  end subroutine
end program char_pointer_dummy
