! Optional and keyword arguments in a plotting-style API: PRESENT tests,
! defaults applied through local copies, optional arguments passed on
! to other procedures with optional dummies (absent stays absent),
! keyword calls in any order, optional array and character arguments,
! an optional procedure argument and an INTENT(OUT) optional status.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module axis_mod
  implicit none
  type axis
    real :: lo = 0, hi = 1
    integer :: ticks = 5
    character(len=12) :: label = 'x'
    logical :: logscale = .false.
  end type axis
  abstract interface
    real function transform(x)
      real, intent(in) :: x
    end function transform
  end interface
contains
  function make_axis(lo, hi, ticks, label, logscale) result(a)
    real, intent(in), optional :: lo, hi
    integer, intent(in), optional :: ticks
    character(len=*), intent(in), optional :: label
    logical, intent(in), optional :: logscale
    type(axis) :: a
    if (present(lo)) a%lo = lo
    if (present(hi)) a%hi = hi
    if (present(ticks)) a%ticks = ticks
    if (present(label)) a%label = label
    if (present(logscale)) a%logscale = logscale
  end function make_axis

  subroutine tick_values(a, vals, n, f, stat)
    type(axis), intent(in) :: a
    real, intent(out) :: vals(:)
    integer, intent(out) :: n
    procedure(transform), optional :: f
    integer, intent(out), optional :: stat
    integer :: i
    n = min(a%ticks, size(vals))
    if (present(stat)) stat = 0
    if (a%ticks > size(vals) .and. present(stat)) stat = 1
    do i = 1, n
      if (a%logscale) then
        vals(i) = a%lo * (a%hi / a%lo)**(real(i - 1) / max(n - 1, 1))
      else
        vals(i) = a%lo + (a%hi - a%lo) * (i - 1) / max(n - 1, 1)
      end if
      if (present(f)) vals(i) = f(vals(i))
    end do
  end subroutine tick_values

  subroutine describe(a, prefix, width)
    type(axis), intent(in) :: a
    character(len=*), intent(in), optional :: prefix
    integer, intent(in), optional :: width
    call emit(trim(a%label), prefix, width)
  end subroutine describe

  subroutine emit(text, prefix, width)
    character(len=*), intent(in) :: text
    character(len=*), intent(in), optional :: prefix
    integer, intent(in), optional :: width
    integer :: w
    character(len=20) :: fmt
    w = 10
    if (present(width)) w = width
    write (fmt, '(a,i0,a)') '(a,a', w, ',a)'
    if (present(prefix)) then
      print fmt, prefix, text, '|'
    else
      print fmt, '> ', text, '|'
    end if
  end subroutine emit

  real function total(x, weights)
    real, intent(in) :: x(:)
    real, intent(in), optional :: weights(:)
    if (present(weights)) then
      total = sum(x * weights)
    else
      total = sum(x)
    end if
  end function total

  real function square(x)
    real, intent(in) :: x
    square = x * x
  end function square
end module axis_mod

program optional_keywords
  use axis_mod
  implicit none
  type(axis) :: a, b, c
  real :: v(8)
  integer :: n, st
  a = make_axis()
  b = make_axis(hi=100.0, lo=1.0, logscale=.true., label='frequency')
  c = make_axis(-1.0, 1.0, 3)
  print '(2f8.2,i3,1x,a,l2)', a
  print '(2f8.2,i3,1x,a,l2)', b
  print '(2f8.2,i3,1x,a,l2)', c
  call tick_values(a, v, n)
  print '(i2,8f8.3)', n, v(1:n)
  call tick_values(b, v, n, stat=st)
  print '(i2,8f8.3,i3)', n, v(1:n), st
  call tick_values(c, v, n, square)
  print '(i2,8f8.3)', n, v(1:n)
  call tick_values(make_axis(ticks=12), v, n, stat=st)
  print '(a,i3,i3)', 'clipped', n, st
  call describe(b)
  call describe(b, prefix='axis: ')
  call describe(c, width=4, prefix='[')
  call describe(width=15, a=a)
  print '(2f8.2)', total([1.0, 2.0, 3.0]), total([1.0, 2.0, 3.0], weights=[0.5, 0.25, 2.0])
end program optional_keywords
