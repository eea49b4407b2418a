! Fortran 2003 procedure pointers: a dispatch table as an array of a
! derived type with a procedure-pointer component, procedure pointer
! variables reassigned at run time, a procedure pointer passed as an
! argument and returned through an INTENT(OUT) dummy, NULL() and
! ASSOCIATED on procedure pointers, and numerical integration with
! integrands selected by name.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module funcs
  implicit none
  integer, parameter :: dp = kind(1d0)
  abstract interface
    pure function fx(x) result(y)
      import :: dp
      real(dp), intent(in) :: x
      real(dp) :: y
    end function fx
  end interface
  type named_fn
    character(len=8) :: name
    procedure(fx), pointer, nopass :: f => null()
  end type named_fn
contains
  pure function f_poly(x) result(y)
    real(dp), intent(in) :: x
    real(dp) :: y
    y = 3 * x**2 - 2 * x + 1
  end function f_poly
  pure function f_exp(x) result(y)
    real(dp), intent(in) :: x
    real(dp) :: y
    y = exp(-x)
  end function f_exp
  pure function f_recip(x) result(y)
    real(dp), intent(in) :: x
    real(dp) :: y
    y = 1 / (1 + x * x)
  end function f_recip

  function simpson(f, a, b, n) result(s)
    procedure(fx) :: f
    real(dp), intent(in) :: a, b
    integer, intent(in) :: n
    real(dp) :: s, h
    integer :: i
    h = (b - a) / n
    s = f(a) + f(b)
    do i = 1, n - 1
      s = s + merge(4, 2, mod(i, 2) == 1) * f(a + i * h)
    end do
    s = s * h / 3
  end function simpson

  subroutine lookup(table, name, p)
    type(named_fn), intent(in) :: table(:)
    character(len=*), intent(in) :: name
    procedure(fx), pointer, intent(out) :: p
    integer :: i
    p => null()
    do i = 1, size(table)
      if (table(i)%name == name) then
        select case (i)
        case (1)
          p => f_poly
        case (2)
          p => f_exp
        case default
          p => f_recip
        end select
        return
      end if
    end do
  end subroutine lookup
end module funcs

program procedure_pointers
  use funcs
  implicit none
  type(named_fn) :: table(3)
  procedure(fx), pointer :: p => null(), q
  character(len=8) :: wanted(4) = [character(len=8) :: 'exp', 'poly', 'sine', 'recip']
  integer :: i

  table(1) = named_fn('poly', f_poly)
  table(2)%name = 'exp'
  table(2)%f => f_exp
  table(3)%name = 'recip'
  table(3)%f => f_recip
  print '(a,l2)', 'p associated at start:', associated(p)
  do i = 1, size(table)
    print '(a8,f12.6)', table(i)%name, table(i)%f(0.5_dp)
  end do
  do i = 1, size(wanted)
    call lookup(table, trim(wanted(i)), p)
    if (associated(p)) then
      print '(a,a,f14.10)', wanted(i), ' integral 0..2 =', simpson(p, 0.0_dp, 2.0_dp, 40)
    else
      print '(a,a)', wanted(i), ' not found'
    end if
  end do
  q => f_recip
  print '(a,f14.10)', '4*atan(1) by simpson:', 4 * simpson(q, 0.0_dp, 1.0_dp, 100)
  print '(a,l2,l2)', 'q is f_recip / f_exp:', associated(q, f_recip), associated(q, f_exp)
  q => f_poly
  print '(a,f8.3)', 'q now poly(2):', q(2.0_dp)
  nullify(q)
  print '(a,l2)', 'after nullify:', associated(q)
end program procedure_pointers
