! IS_CONTIGUOUS of whole arrays, sections, parts of derived-type and character
! elements, assumed-shape and assumed-rank dummies and pointers.
! RUN: %diff-gfortran %s
module m
  type t
    integer :: a
    real :: b
  end type
contains
  subroutine s(x, n)
    real, intent(in) :: x(:)
    integer, intent(in) :: n
    print *, n, is_contiguous(x)
  end subroutine
  subroutine r(x)
    real, intent(in) :: x(..)
    print *, 'rank', rank(x), is_contiguous(x)
  end subroutine
  subroutine c(x)
    real, contiguous, intent(in) :: x(:)
    print *, 'contiguous dummy', is_contiguous(x)
  end subroutine
end module
program p
  use m
  real, target :: a(10), b(4, 5)
  real, pointer :: q(:), q2(:,:)
  type(t) :: ts(3)
  character(len=4) :: names(3)
  print *, is_contiguous(a), is_contiguous(a(::2)), is_contiguous(a(2:5)), is_contiguous(a(10:1:-1))
  print *, is_contiguous(b), is_contiguous(b(:, 2:3)), is_contiguous(b(1:2, :)), is_contiguous(b(2, :))
  print *, is_contiguous(ts%a), is_contiguous(names(:)(1:2)), is_contiguous(names)
  call s(a, 1)
  call s(a(::3), 2)
  call s(b(:, 2), 3)
  call s(b(2, :), 4)
  q => a(2:8:2)
  print *, 'ptr', is_contiguous(q)
  q => a
  print *, 'ptr', is_contiguous(q)
  q2 => b(1:4, 2:3)
  print *, 'ptr2', is_contiguous(q2)
  q2 => b(1:3, 2:3)
  print *, 'ptr2', is_contiguous(q2)
  call r(a)
  call r(b(1:2, :))

end program
