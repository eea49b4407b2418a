! Deferred-length CHARACTER odds and ends: module variables passed to
! deferred dummies, substring assignment, s = s(2:), SELECT CASE, passing to
! len=* dummies, elemental ADJUSTL and sorting of arrays, internal READ,
! zero length, ALLOCATE with SOURCE=, pointer arrays, comparisons.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module dchar_misc_m
  implicit none
  character(len=:), allocatable :: gname
  character(len=:), allocatable :: glist(:)
contains
  subroutine setg(s)
    character(len=:), allocatable, intent(inout) :: s
    s = 'module-' // s
  end subroutine
  subroutine show(s)
    character(len=*), intent(in) :: s
    print '(a,i0,3a)', 'show ', len(s), ' [', s, ']'
  end subroutine
  subroutine sort(w)
    character(len=*), intent(inout) :: w(:)
    character(len=len(w)) :: tmp
    integer :: i, j
    do i = 1, size(w) - 1
      do j = i + 1, size(w)
        if (w(j) < w(i)) then
          tmp = w(i); w(i) = w(j); w(j) = tmp
        end if
      end do
    end do
  end subroutine
end module
program dchar_misc
  use dchar_misc_m
  implicit none
  character(len=:), allocatable :: s, t
  character(len=:), allocatable, target :: w(:)
  character(len=:), pointer :: pa(:)
  character(len=40) :: buf
  real :: x
  integer :: i, k
  gname = 'g'
  call setg(gname)
  print *, gname, len(gname)
  allocate(character(len=10) :: s)
  s = 'abcdefghij'
  s(1:3) = 'XYZ'
  print *, s
  s = s(2:)
  print *, s, len(s)
  s = s(:len(s)-2)
  print *, s, len(s), len_trim(s // '   '), index(s, 'def')
  select case (s)
  case ('YZdefgh')
    print *, 'matched'
  case default
    print *, 'no match'
  end select
  call show(s)
  call show(s(2:4))
  w = ['  pear ', 'apple  ', ' fig   ', 'kiwi   ']
  w = adjustl(w)
  print '(4("[",a,"]"))', w
  call sort(w)
  print '(4("[",a,"]"))', w
  print *, maxval(len_trim(w)), maxloc(len_trim(w))
  print *, (trim(w(i)) // ';', i = 1, size(w))
  buf = '  3.25  17 '
  s = trim(buf)
  read(s, *) x, k
  print *, x, k
  s = repeat(' ', 0)
  print *, len(s), '[', s, ']'
  deallocate(s)
  allocate(s, source='from source')
  print *, s, len(s)
  deallocate(w)
  allocate(w, source=['ab', 'cd', 'ef'])
  print *, w, len(w), size(w)
  allocate(character(len=3) :: pa(2))
  pa(1) = 'one'; pa(2) = 'two'
  print *, pa, len(pa)
  deallocate(pa)
  pa => w
  print *, pa, len(pa)
  glist = w(3:1:-1)
  print *, glist, size(glist)
  t = glist(1) // glist(2)
  print *, t, len(t)
  if (t == 'efcd') print *, 'cmp ok'
  if (allocated(t) .and. len(t) > 3) print *, 'len ok'
  call same_length()
contains
  subroutine same_length()
    character(len=:), allocatable, target :: s
    character(len=:), pointer :: p
    s = 'hello'
    p => s
    s = 'world'           ! same length: in place, p still points at it
    print *, p, len(p)
    s = s(2:) // s(1:1)
    print *, s
    s = s(1:2) // s(1:3)
    print *, s, len(s)
  end subroutine
end program
