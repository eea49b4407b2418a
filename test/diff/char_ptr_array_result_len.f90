! POINTER and ALLOCATABLE CHARACTER array results whose length is a
! specification expression of the dummies (LEN=LEN(s), LEN=n) have that
! length in the function and in the caller.
! RUN: %diff-gfortran %s
program char_ptr_array_result_len
  implicit none
  character(6) :: words(3), got(3)
  character(4) :: short(2)
  words = ['alpha ', 'beta  ', 'gamma ']
  got = copy_ptr(words)
  print '(3(a,"|"))', got
  got = padded(words, 6)
  print '(3(a,"|"))', got
  short = copy_alloc(words(1:2)(1:4))
  print '(2(a,"|"))', short
  print *, len(copy_alloc(words)), size(copy_alloc(words))
contains
  function copy_ptr(s) result(r)
    character(len=*), intent(in) :: s(:)
    character(len=len(s)), pointer :: r(:)
    allocate(r(size(s)))
    r = s
    print '(a,i0,a,i0)', 'copy_ptr len ', len(r), ' size ', size(r)
  end function
  function padded(s, n)
    character(len=*), intent(in) :: s(:)
    integer, intent(in) :: n
    character(len=n), dimension(:), pointer :: padded
    allocate(padded(size(s)))
    padded = s(size(s):1:-1)
  end function
  function copy_alloc(s) result(r)
    character(len=*), intent(in) :: s(:)
    character(len=len(s)), allocatable :: r(:)
    r = s
  end function
end program
