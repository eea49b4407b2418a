! A recursive-descent evaluator of arithmetic expressions held in
! character strings: numbers (integer, decimal, exponent), + - * / ^,
! unary minus, parentheses, variables from a small symbol table and the
! functions sin, cos, sqrt, abs, max/min with two arguments. Errors are
! reported through a status flag and the column of the failure.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module expr_eval
  implicit none
  private
  public :: evaluate, set_var
  integer, parameter :: dp = kind(1.d0)
  character(len=:), allocatable :: src
  integer :: p
  integer :: status
  character(len=8) :: vname(10) = ''
  real(dp) :: vval(10) = 0
  integer :: nvars = 0
contains
  subroutine set_var(name, v)
    character(len=*), intent(in) :: name
    real(dp), intent(in) :: v
    integer :: i
    do i = 1, nvars
      if (vname(i) == name) then
        vval(i) = v
        return
      end if
    end do
    nvars = nvars + 1
    vname(nvars) = name
    vval(nvars) = v
  end subroutine set_var

  subroutine evaluate(text, val, ierr, col)
    character(len=*), intent(in) :: text
    real(dp), intent(out) :: val
    integer, intent(out) :: ierr, col
    src = text // ';'
    p = 1
    status = 0
    val = expr()
    call skip()
    if (status == 0 .and. src(p:p) /= ';') status = 1
    ierr = status
    col = p
  end subroutine evaluate

  subroutine skip()
    do while (src(p:p) == ' ')
      p = p + 1
    end do
  end subroutine skip

  recursive function expr() result(v)
    real(dp) :: v
    character :: op
    v = term()
    do
      call skip()
      op = src(p:p)
      if (op /= '+' .and. op /= '-') exit
      p = p + 1
      if (op == '+') then
        v = v + term()
      else
        v = v - term()
      end if
    end do
  end function expr

  recursive function term() result(v)
    real(dp) :: v, d
    character :: op
    v = factor()
    do
      call skip()
      op = src(p:p)
      if (op /= '*' .and. op /= '/') exit
      p = p + 1
      if (op == '*') then
        v = v * factor()
      else
        d = factor()
        if (d == 0) then
          status = 3
          v = 0
          return
        end if
        v = v / d
      end if
    end do
  end function term

  recursive function factor() result(v)
    real(dp) :: v
    v = unary()
    call skip()
    if (src(p:p) == '^') then
      p = p + 1
      v = v ** factor()         ! right associative
    end if
  end function factor

  recursive function unary() result(v)
    real(dp) :: v
    call skip()
    if (src(p:p) == '-') then
      p = p + 1
      v = -unary()
    else if (src(p:p) == '+') then
      p = p + 1
      v = unary()
    else
      v = primary()
    end if
  end function unary

  recursive function primary() result(v)
    real(dp) :: v, a, b
    integer :: q, ios, i
    character(len=8) :: name
    v = 0
    if (status /= 0) return
    call skip()
    if (src(p:p) == '(') then
      p = p + 1
      v = expr()
      call skip()
      if (src(p:p) /= ')') then
        status = 2
        return
      end if
      p = p + 1
    else if (scan(src(p:p), '0123456789.') == 1) then
      q = p
      do while (scan(src(q:q), '0123456789.') == 1)
        q = q + 1
      end do
      if (scan(src(q:q), 'eE') == 1) then
        q = q + 1
        if (scan(src(q:q), '+-') == 1) q = q + 1
        do while (scan(src(q:q), '0123456789') == 1)
          q = q + 1
        end do
      end if
      read (src(p:q - 1), *, iostat=ios) v
      if (ios /= 0) status = 4
      p = q
    else if (verify(src(p:p), 'abcdefghijklmnopqrstuvwxyz') == 0) then
      q = p
      do while (verify(src(q:q), 'abcdefghijklmnopqrstuvwxyz0123456789_') == 0)
        q = q + 1
      end do
      name = src(p:q - 1)
      p = q
      call skip()
      if (src(p:p) == '(') then
        p = p + 1
        a = expr()
        call skip()
        if (src(p:p) == ',') then
          p = p + 1
          b = expr()
          call skip()
        end if
        if (src(p:p) /= ')') then
          status = 2
          return
        end if
        p = p + 1
        select case (trim(name))
        case ('sin');  v = sin(a)
        case ('cos');  v = cos(a)
        case ('sqrt'); v = sqrt(a)
        case ('abs');  v = abs(a)
        case ('max');  v = max(a, b)
        case ('min');  v = min(a, b)
        case default;  status = 5
        end select
      else
        do i = 1, nvars
          if (vname(i) == name) then
            v = vval(i)
            return
          end if
        end do
        status = 6
      end if
    else
      status = 7
    end if
  end function primary
end module expr_eval

program expr_evaluator
  use expr_eval
  implicit none
  character(len=40), parameter :: tests(14) = [character(len=40) :: &
       '1 + 2 * 3', '(1 + 2) * 3', '2 ^ 3 ^ 2', '-2 ^ 2', '10 / 4 - 1.5e1', &
       'sqrt(16) + abs(-3.5)', 'max(2, 7) * min(3, -1)', 'x * x + y', &
       '2 * pi * r', '1 / (x - 3)', '((1 + 2)', 'foo(1)', '3 + * 4', 'cos(0) + sin(0) + 1.25E-1']
  character(len=*), parameter :: msg(0:7) = [character(len=20) :: 'ok', 'trailing text', &
       'missing )', 'division by zero', 'bad number', 'unknown function', 'unknown variable', &
       'unexpected char']
  real(kind(1.d0)) :: v
  integer :: i, ierr, col
  call set_var('x', 3.0d0)
  call set_var('y', -0.5d0)
  call set_var('pi', 3.141592653589793d0)
  call set_var('r', 2.0d0)
  do i = 1, size(tests)
    call evaluate(trim(tests(i)), v, ierr, col)
    if (ierr == 0) then
      print '(a30,a,g0.10)', tests(i), ' = ', v
    else
      print '(a30,a,a,a,i0)', tests(i), ' : ', trim(msg(ierr)), ' at column ', col
    end if
  end do
end program expr_evaluator
