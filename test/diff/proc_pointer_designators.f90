! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
! Procedure pointers beyond locals: components as targets and actual
! arguments (p => table(i)%f, integrate(table(i)%f)), module procedure
! pointer variables (with an initial target), procedure pointer dummies
! (read and re-pointed by the callee), functions returning procedure
! pointers, and ASSOCIATED(p, f) on all of them.
module quadrature
  implicit none
  abstract interface
    real(8) function integrand(x)
      real(8), intent(in) :: x
    end function integrand
  end interface
  type rule_entry
    character(len=10) :: name
    procedure(integrand), pointer, nopass :: f => null()
    real(8) :: exact
  end type rule_entry
  procedure(integrand), pointer :: default_f => poly
  procedure(integrand), pointer :: last_used => null()
  integer :: calls = 0
contains
  real(8) function poly(x)
    real(8), intent(in) :: x
    calls = calls + 1
    poly = 3d0 * x**2 + 1d0
  end function poly
  real(8) function wave(x)
    real(8), intent(in) :: x
    calls = calls + 1
    wave = sin(x)
  end function wave
  real(8) function decay(x)
    real(8), intent(in) :: x
    calls = calls + 1
    decay = exp(-x)
  end function decay

  ! composite Simpson rule over [a, b] with n (even) panels
  real(8) function simpson(f, a, b, n)
    procedure(integrand) :: f
    real(8), intent(in) :: a, b
    integer, intent(in) :: n
    integer :: i
    real(8) :: h
    h = (b - a) / n
    simpson = f(a) + f(b)
    do i = 1, n - 1
      simpson = simpson + merge(4d0, 2d0, mod(i, 2) == 1) * f(a + i * h)
    end do
    simpson = simpson * h / 3d0
  end function simpson

  ! a procedure pointer dummy: may be read, tested and re-pointed
  subroutine use_or_default(p, x, y)
    procedure(integrand), pointer, intent(inout) :: p
    real(8), intent(in) :: x
    real(8), intent(out) :: y
    if (.not. associated(p)) p => default_f
    y = p(x)
    last_used => p
  end subroutine use_or_default

  real(8) function eval_at(p, x)
    procedure(integrand), pointer, intent(in) :: p
    real(8), intent(in) :: x
    eval_at = -1d0
    if (associated(p, wave)) then
      eval_at = 100d0 + p(x)
    else if (associated(p)) then
      eval_at = p(x)
    end if
  end function eval_at

  function rule_for(name) result(f)
    character(len=*), intent(in) :: name
    procedure(integrand), pointer :: f
    select case (name)
    case ('poly')
      f => poly
    case ('wave')
      f => wave
    case ('decay')
      f => decay
    case default
      f => null()
    end select
  end function rule_for
end module quadrature

program proc_pointer_designators
  use quadrature
  implicit none
  type(rule_entry) :: table(3)
  procedure(integrand), pointer :: p, q
  real(8) :: y, pi
  integer :: i
  character(len=5), parameter :: names(4) = [character(len=5) :: 'wave', 'poly', 'none', 'decay']

  pi = acos(-1d0)
  table(1) = rule_entry('polynomial', poly, 10d0)
  table(2) = rule_entry('sine', wave, 2d0)
  table(3)%name = 'decay'
  table(3)%f => decay
  table(3)%exact = 1d0 - exp(-2d0)
  do i = 1, 3
    p => table(i)%f
    y = simpson(table(i)%f, 0d0, merge(pi, 2d0, i == 2), 40)
    write (*, '(a10, 2f12.7, l3, l3)') table(i)%name, y, abs(y - table(i)%exact), &
        associated(p, table(i)%f), associated(table(i)%f, wave)
  end do

  ! the module pointer with its initial target, then re-pointed
  write (*, '(a, f8.3, l3)') 'default:', default_f(2d0), associated(default_f, poly)
  default_f => table(2)%f
  write (*, '(a, f8.3, l3)') 'default:', default_f(pi / 2), associated(default_f, wave)
  default_f => poly

  ! pointer dummies: a disassociated actual is pointed by the callee
  q => null()
  call use_or_default(q, 1d0, y)
  write (*, '(a, f8.3, 3l3)') 'callee set q:', y, associated(q), associated(q, poly), associated(last_used, poly)
  call use_or_default(table(3)%f, 0d0, y)
  write (*, '(a, f8.3, l3)') 'component:', y, associated(last_used, decay)
  table(1)%f => null()
  call use_or_default(table(1)%f, 2d0, y)
  write (*, '(a, f8.3, l3)') 'component set:', y, associated(table(1)%f, poly)
  write (*, '(3f10.4)') eval_at(q, 1d0), eval_at(table(2)%f, pi / 2), eval_at(rule_for('none'), 0d0)

  ! functions returning procedure pointers
  do i = 1, size(names)
    p => rule_for(trim(names(i)))
    if (associated(p)) then
      write (*, '(a6, f10.5, f12.7)') names(i), p(1d0), simpson(rule_for(trim(names(i))), 0d0, 1d0, 20)
    else
      write (*, '(a6, a)') names(i), ' no rule'
    end if
  end do
  write (*, '(a, i6)') 'calls:', calls
end program proc_pointer_designators
