! A function's result length evaluated at the call from the dummies'
! declared properties, not the actuals': a CHARACTER(len=expr) or constant
! length dummy, explicit-shape and assumed-shape arrays (their own bounds),
! and a dummy procedure called in the length.
! RUN: %diff-gfortran %s
module result_len_from_dummies_m
  implicit none
contains
  function shorter(a, b) result(s)
    character(len=*), intent(in) :: a
    character(len=len(a) - 3), intent(in) :: b
    character(len=len(a) + len(b)) :: s
    s = repeat('-', len(s))
  end function

  function fixed(c) result(s)
    character(len=4), intent(in) :: c
    character(len=2 * len(c)) :: s
    s = c // c
  end function

  function by_shape(n, x, y) result(s)
    integer, intent(in) :: n
    real, intent(in) :: x(n), y(0:)
    character(len=10 * size(x) + lbound(y, 1) + ubound(y, 1)) :: s
    s = ''
  end function

  pure integer function triple(k)
    integer, intent(in) :: k
    triple = 3 * k
  end function

  function via(fn, k) result(s)
    interface
      pure integer function fn(k)
        integer, intent(in) :: k
      end function
    end interface
    integer, intent(in) :: k
    character(len=fn(k)) :: s
    s = 'abcdefghijklmnop'
  end function

  subroutine pass_on(fn)
    interface
      pure integer function fn(k)
        integer, intent(in) :: k
      end function
    end interface
    print *, len(via(fn, 2)), via(fn, 1)
  end subroutine
end module

program result_len_from_dummies
  use result_len_from_dummies_m
  implicit none
  character(len=12) :: t = 'twelve chars'
  real :: v(8), w(-2:5)
  print *, len(shorter(t, t)), len(shorter('abcd', t))
  print *, len(fixed(t)), '[', fixed(t), ']'
  print *, len(by_shape(3, v, w)), len(by_shape(8, v, v(2:4)))
  print *, len(via(triple, 4)), via(triple, 2)
  call pass_on(triple)
end program
