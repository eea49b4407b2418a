! RUN: %diff-gfortran %S/Inputs/bind_c_struct_result.c %s
! BIND(C) functions returning a struct larger than two eightbytes use C's
! hidden result address (called from C and calling C, through C and back),
! a struct of two doubles comes back in registers; a BIND(C) function
! called from C with C descriptors of CHARACTER arrays takes an assumed
! length from the descriptor and passes no hidden lengths.
module bcs_m
  use iso_c_binding
  implicit none
  type, bind(c) :: triple
    integer(c_int64_t) :: a, b, c
  end type
  type, bind(c) :: pair
    real(c_double) :: x, y
  end type
  interface
    type(triple) function c_triple(n) bind(c)
      import
      integer(c_int), value :: n
    end function
    type(pair) function c_pair(s) bind(c)
      import
      real(c_double), value :: s
    end function
    type(triple) function c_lens(any, three, k) bind(c)
      import
      character(len=*) :: any(..)
      character(len=3) :: three(..)
      integer(c_int), value :: k
    end function
  end interface
contains
  type(triple) function fortran_triple(n) bind(c) result(t)
    integer(c_int), value :: n
    t = triple(n, 2 * n, 3 * n)
  end function

  type(pair) function fortran_pair(s) bind(c) result(p)
    real(c_double), value :: s
    p = pair(s, -s)
  end function

  type(triple) function lens_f(any, three, k) bind(c) result(t)
    character(len=*) :: any(..)
    character(len=3) :: three(..)
    integer(c_int), value :: k
    intent(in) :: any, three
    t = triple(len(any) * 10 + len(three), size(any) * 10 + size(three), k)
  end function
end module

program p
  use bcs_m
  implicit none
  type(triple) :: t
  type(pair) :: q
  character(len=5) :: words(4) = 'words'
  character(len=3) :: abc(6) = 'abc'
  t = c_triple(4)
  print *, t
  q = c_pair(1.5d0)
  print *, q
  t = c_lens(words, abc(::2), 9)
  print *, t
  t = fortran_triple(7)
  print *, t%a + t%b + t%c
end program
