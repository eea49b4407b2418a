! CHARACTER(KIND=4) arrays, derived-type components, dummies of assumed
! length (hidden lengths in characters, as gfortran passes them), functions
! with kind-4 results, allocatable and deferred-length scalars and arrays,
! array constructors and sections of substrings.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module char4_mod
  implicit none
  integer, parameter :: ck = 4
  type named
    character(kind=ck, len=6) :: name
    integer :: id
    character(kind=ck, len=:), allocatable :: note
  end type
contains
  function greet(who) result(r)
    character(kind=ck, len=*), intent(in) :: who
    character(kind=ck, len=len(who) + 3) :: r
    r = ck_'hi ' // who
  end function
  subroutine shout(s, n)
    character(len=*, kind=ck), intent(inout) :: s
    integer, intent(out) :: n
    n = len(s)
    s(1:1) = char(ichar(s(1:1)) - 32, ck)
  end subroutine
  function joined(v) result(r)
    character(kind=ck, len=*), intent(in) :: v(:)
    character(kind=ck, len=:), allocatable :: r
    integer :: i
    r = ck_''
    do i = 1, size(v)
      r = r // trim(v(i)) // ck_'/'
    end do
  end function
end module

program char4_arrays
  use char4_mod
  implicit none
  character(kind=ck, len=4) :: w(3), w2(2, 2)
  character(kind=ck, len=:), allocatable :: d, da(:)
  character(kind=ck, len=5), allocatable :: fa(:)
  type(named) :: p(2)
  integer :: n
  w = [ck_'one', ck_'two', ck_'six']
  print '(3(A,"|"))', w
  print '(3(A,"|"))', w(3:1:-1)
  print '(3(A,"|"))', w(:)(2:3)
  w(2)(4:4) = ck_'!'
  w2 = reshape([w, ck_'ten '], [2, 2])
  print '(4(A,"|"))', w2(2, :), w2(:, 1)
  print '(A,"|")', greet(w(1)(1:3))
  d = w(1)
  call shout(d, n)
  print '(A,"|",I0)', d, n
  print '(A,"|")', joined(w)
  d = ck_'deferred ' // d
  print '(A,"|",I0)', d, len(d)
  da = [ck_'ab', ck_'cd', ck_'ef']
  print '(3(A,"|"),I2)', da, len(da)
  da = [ck_'long1', ck_'long2']
  print '(2(A,"|"),I2,I2)', da, len(da), size(da)
  allocate (fa(2))
  fa = w(1:2)
  print '(2(A,"|"))', fa
  p(1) = named(ck_'first', 1, ck_'a note')
  p(2)%name = ck_'second!'
  p(2)%id = 2
  p(2)%note = p(1)%note // ck_' too'
  print '(A,"|",I0,"|",A,"|")', (p(n)%name, p(n)%id, p(n)%note, n = 1, 2)
  print '(2(A,"|"))', p%name
  print *, p(1)%name < p(2)%name, len(p(2)%note)
end program
