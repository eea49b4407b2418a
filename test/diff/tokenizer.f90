! A small expression tokenizer and evaluator: splits text into numbers,
! identifiers and operators (derived-type tokens in an allocatable array
! grown with move_alloc), then evaluates with a shunting-yard stack.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module lexer
  implicit none
  private
  integer, parameter, public :: T_NUM = 1, T_ID = 2, T_OP = 3, T_LP = 4, T_RP = 5
  type, public :: token
    integer :: kind = 0
    character(len=16) :: text = ''
    real :: value = 0
  end type token
  public :: tokenize, kind_name, evaluate
contains
  integer function prec(op)
    character(len=*), intent(in) :: op
    select case (op)
    case ('+', '-'); prec = 1
    case ('*', '/'); prec = 2
    case ('^'); prec = 3
    case default; prec = 0
    end select
  end function prec

  real function evaluate(t) result(v)
    type(token), intent(in) :: t(:)
    real :: vals(32)
    character(len=1) :: ops(32)
    integer :: nv, no, i
    nv = 0; no = 0
    do i = 1, size(t)
      select case (t(i)%kind)
      case (T_NUM)
        nv = nv + 1; vals(nv) = t(i)%value
      case (T_LP)
        no = no + 1; ops(no) = '('
      case (T_RP)
        do while (ops(no) /= '(')
          call apply()
        end do
        no = no - 1
      case (T_OP)
        do while (no > 0)
          if (ops(no) == '(') exit
          if (prec(ops(no)) < prec(t(i)%text) .or. &
              (t(i)%text == '^' .and. ops(no) == '^')) exit
          call apply()
        end do
        no = no + 1; ops(no) = t(i)%text(1:1)
      end select
    end do
    do while (no > 0)
      call apply()
    end do
    v = vals(1)
  contains
    subroutine apply()
      real :: a, b
      b = vals(nv); a = vals(nv - 1); nv = nv - 1
      select case (ops(no))
      case ('+'); vals(nv) = a + b
      case ('-'); vals(nv) = a - b
      case ('*'); vals(nv) = a * b
      case ('/'); vals(nv) = a / b
      case ('^'); vals(nv) = a ** b
      end select
      no = no - 1
    end subroutine apply
  end function evaluate
  subroutine push(list, n, t)
    type(token), allocatable, intent(inout) :: list(:)
    integer, intent(inout) :: n
    type(token), intent(in) :: t
    type(token), allocatable :: tmp(:)
    if (n == size(list)) then
      allocate(tmp(2 * size(list)))
      tmp(1:n) = list(1:n)
      call move_alloc(tmp, list)
    end if
    n = n + 1
    list(n) = t
  end subroutine push

  subroutine tokenize(s, list, n)
    character(len=*), intent(in) :: s
    type(token), allocatable, intent(out) :: list(:)
    integer, intent(out) :: n
    integer :: i, j
    type(token) :: t
    allocate(list(2))
    n = 0
    i = 1
    do while (i <= len_trim(s))
      select case (s(i:i))
      case (' ')
        i = i + 1
        cycle
      case ('0':'9', '.')
        j = i
        do while (j < len(s))
          if (verify(s(j+1:j+1), '0123456789.') /= 0) exit
          j = j + 1
        end do
        t = token(T_NUM, s(i:j), 0.0)
        read (t%text, *) t%value
      case ('a':'z', 'A':'Z', '_')
        j = i
        do while (j < len(s))
          if (scan(s(j+1:j+1), 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789') == 0) exit
          j = j + 1
        end do
        t = token(T_ID, s(i:j), 0.0)
      case ('+', '-', '*', '/', '^')
        j = i
        t = token(T_OP, s(i:i), 0.0)
      case ('(')
        j = i
        t = token(T_LP, '(', 0.0)
      case (')')
        j = i
        t = token(T_RP, ')', 0.0)
      case default
        j = i
        t = token(0, s(i:i), 0.0)
      end select
      call push(list, n, t)
      i = j + 1
    end do
  end subroutine tokenize

  character(len=6) function kind_name(k)
    integer, intent(in) :: k
    character(len=6), parameter :: names(0:5) = ['error ', 'number', 'ident ', 'op    ', 'lparen', 'rparen']
    kind_name = names(k)
  end function kind_name
end module lexer

program tokenizer
  use lexer
  implicit none
  character(len=60) :: lines(4)
  type(token), allocatable :: toks(:)
  integer :: n, i, k

  lines(1) = '3 + 4.5 * (2 - x1)'
  lines(2) = 'rate*time / 60 ^ 2'
  lines(3) = '((1+2)*(3+4))/7'
  lines(4) = 'a $ b'
  do k = 1, size(lines)
    call tokenize(lines(k), toks, n)
    print '(a,a,a,i0,a,i0)', 'line "', trim(lines(k)), '": ', n, ' tokens, capacity ', size(toks)
    do i = 1, n
      if (toks(i)%kind == T_NUM) then
        print '(4x,a6,1x,a,f8.3)', kind_name(toks(i)%kind), toks(i)%text(1:8), toks(i)%value
      else
        print '(4x,a6,1x,a)', kind_name(toks(i)%kind), trim(toks(i)%text)
      end if
    end do
    if (all(toks(1:n)%kind /= T_ID) .and. all(toks(1:n)%kind /= 0)) &
        print '(4x,a,f10.4)', 'value =', evaluate(toks(1:n))
  end do
end program tokenizer
