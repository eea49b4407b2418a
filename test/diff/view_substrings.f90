! Substrings of CHARACTER arrays, c(:)(3:3), c(2:4)(1:2), c(:)(i:j): in
! expressions, comparisons, on the left of assignments, through a pointer,
! as assumed-shape and explicit-shape actual arguments (written back), in
! output and input lists.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
! Substrings of character arrays: c(:)(3:3), c(2:4)(1:2)
module sub_mod
  implicit none
contains
  subroutine upcase(s)
    character(len=*), intent(inout) :: s(:)
    integer :: i, j, k
    do i = 1, size(s)
      do j = 1, len(s(i))
        k = iachar(s(i)(j:j))
        if (k >= 97 .and. k <= 122) s(i)(j:j) = achar(k - 32)
      end do
    end do
  end subroutine
  subroutine fill_x(s, n)
    integer, intent(in) :: n
    character(len=*), intent(inout) :: s(n)
    s = repeat('x', len(s))
  end subroutine
  integer function count_a(s)
    character(len=*), intent(in) :: s(:)
    integer :: i
    count_a = 0
    do i = 1, size(s)
      if (s(i) == 'a') count_a = count_a + 1
    end do
  end function
end module

program view_substrings
  use sub_mod
  implicit none
  character(len=5) :: c(4), d(4)
  character(len=2) :: two(3)
  character(len=1), pointer :: p(:)
  character(len=5), target :: t(3)
  integer :: i
  c = ['apple', 'berry', 'cacao', 'dates']
  print *, c(:)(3:3)
  print '(4a)', c(2:4)(1:2)
  print *, c(:)(1:1) == 'c', count(c(:)(2:2) == 'a')
  print *, c(:)(2:3) // '|'
  two = c(2:4)(1:2)
  print *, two
  c(:)(5:5) = '!'
  print *, c
  c(2:3)(1:2) = ['XY', 'ZW']
  print *, c
  d = c
  d(:)(2:4) = c(4:1:-1)(3:5)
  print *, d
  call upcase(c(1:3)(2:4))
  print *, c
  call fill_x(c(:)(4:5), 4)
  print *, c
  print *, count_a(c(:)(1:1)), count_a(['a', 'b', 'a'])
  print *, len(c(:)(2:3)), size(c(2:4)(1:2))
  write (*, '(a)') (c(i)(1:3), i = 1, 4)
  t = ['abcde', 'fghij', 'klmno']
  p => t(:)(3:3)
  print *, p
  p = ['1', '2', '3']
  print *, t
  do i = 1, 4
    c(i) = 'hello'
  end do
  c(:)(1:1) = c(:)(5:5)
  print *, c
  print *, maxval(len_trim(c(:)(1:3))), any(c(:)(2:3) /= 'el')
  d(1) = 'abcde'
  d(2) = 'fgh'
  read (d(1:2), '(2a2)') c(:)(2:3)
  print *, c
end program
