! Which dotted strings are component access under -fdec-structure, as
! gfortran decides them: a.b is always a%b; in a.b.c a defined operator
! .b. wins, then a component b of derived type, then an intrinsic
! operator; intrinsic and defined operators between plain names stay
! operators.
! RUN: %diff-gfortran -fdec-structure %s
module dotted
  structure /inner/
    integer v
    integer ne
    logical flag
  end structure
  structure /outer/
    record /inner/ eq
    record /inner/ and
    record /inner/ plus
    integer v
  end structure
  interface operator (.plus.)
    module procedure plus_int
  end interface
contains
  integer function plus_int(o, i)
    type(outer), intent(in) :: o
    integer, intent(in) :: i
    plus_int = o%v + i + 1000
  end function
end module

program dec_member_dot
  use dotted
  implicit none
  record /outer/ o
  record /inner/ n
  integer i, j, k
  logical l
  o.v = 1
  o.eq.v = 10
  o.and.flag = .true.
  n.v = 4
  n.ne = 5
  i = 7
  j = o.eq.v              ! o%eq%v: eq is a record component
  print *, j
  j = o .eq. v + 1        ! still o%eq%v, then + 1
  print *, j
  l = o.and.flag .or. .false.
  print *, l
  j = o.plus.i            ! the defined operator .plus.
  print *, j
  l = n.v .ne. i          ! ne is not a record: the intrinsic .ne.
  print *, l
  l = n.v.eq.4.and.n.ne .eq. 5
  print *, l
  k = 3
  l = i.eq.k.or.i.gt.k.and..not.i.lt.k
  print *, l
  l = (n.v+1).eq.5
  print *, l
end program
