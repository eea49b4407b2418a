! Parameterized derived types with LEN parameters whose values are known
! only at run time: the components that depend on them (arrays with LEN
! bounds, CHARACTER(len=n)) are allocated with each object, as gfortran
! lays them out, so one layout serves every value. Assumed (*) dummies,
! values from variables and dummies, arrays of such objects, inquiries,
! assignment, and list-directed output of the whole object.
! RUN: %diff-gfortran %s
module pdt_len_assumed_m
  implicit none
  type :: rec(k, n)
    integer, kind :: k = 4
    integer, len :: n
    integer :: tag
    real(k) :: v(n)
    character(len=n) :: s
  end type
contains
  subroutine show(r)
    type(rec(4, *)), intent(in) :: r
    print *, r%n, r%tag, size(r%v), len(r%s), sum(r%v), '[', r%s, ']'
  end subroutine
  elemental integer function weight(r)
    type(rec(8, *)), intent(in) :: r
    weight = r%tag * r%n + int(sum(r%v))
  end function
  subroutine twice(r, m)
    type(rec(4, *)), intent(in) :: r
    integer, intent(in) :: m
    type(rec(4, r%n * m)) :: w ! a local whose LEN value comes from a dummy
    integer :: i
    w%tag = r%tag
    do i = 1, m
      w%v((i - 1) * r%n + 1:i * r%n) = r%v
    end do
    w%s = repeat(r%s, m)
    call show(w)
  end subroutine
end module

program pdt_len_assumed
  call run(5)
end program

subroutine run(m)
  use pdt_len_assumed_m
  implicit none
  integer, intent(in) :: m
  integer :: i
  type(rec(n=3)) :: a
  type(rec(4, m)) :: b
  type(rec(8, 2)) :: c(3)
  a%tag = 1
  a%v = [1.0, 2.0, 3.0]
  a%s = 'abcdef'
  b%tag = 2
  b%v = [(real(i), i = 1, m)]
  b%s = 'hello'
  call show(a)
  call show(b)
  print *, a%n, b%n, b%k, c(1)%k
  do i = 1, 3
    c(i)%tag = i
    c(i)%v = [real(i, 8), 10.0d0 * i]
    c(i)%s = achar(iachar('a') + i)
  end do
  print *, weight(c)
  print *, a
  print *, c(2)
  call twice(a, 2)
  call twice(b, 3)
  b%v = 0
  a = a ! the same object
  print *, a%v, a%s
end subroutine
