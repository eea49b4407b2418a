! Bubble sort with early exit, insertion sort, and a check that the results
! agree; sorting integers, reals and character strings.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program bubble_sort
  implicit none
  integer :: a(10) = [34, 7, 23, 32, 5, 62, 32, 7, -1, 0]
  integer :: b(10)
  real :: r(6) = [3.5, -1.25, 2.0, 9.75, 0.0, -7.5]
  character(len=6) :: names(5)
  integer :: passes

  b = a
  call bubble(a, passes)
  print *, a
  print *, 'passes', passes
  call insertion(b)
  print *, b
  print *, 'same:', all(a == b)
  call bubble(a, passes)
  print *, 'sorted input passes', passes
  call sort_real(r)
  print *, r
  names = [character(len=6) :: 'pear', 'apple', 'fig', 'banana', 'cherry']
  call sort_names(names)
  print *, names

contains

  subroutine bubble(x, npass)
    integer, intent(inout) :: x(:)
    integer, intent(out) :: npass
    integer :: i, t
    logical :: swapped
    npass = 0
    do
      swapped = .false.
      npass = npass + 1
      do i = 1, size(x) - 1
        if (x(i) > x(i + 1)) then
          t = x(i); x(i) = x(i + 1); x(i + 1) = t
          swapped = .true.
        end if
      end do
      if (.not. swapped) exit
    end do
  end subroutine bubble

  subroutine insertion(x)
    integer, intent(inout) :: x(:)
    integer :: i, j, key
    do i = 2, size(x)
      key = x(i)
      j = i - 1
      do while (j >= 1)
        if (x(j) <= key) exit
        x(j + 1) = x(j)
        j = j - 1
      end do
      x(j + 1) = key
    end do
  end subroutine insertion

  subroutine sort_real(x)
    real, intent(inout) :: x(:)
    integer :: i, j
    real :: t
    do i = 1, size(x) - 1
      do j = 1, size(x) - i
        if (x(j) > x(j + 1)) then
          t = x(j); x(j) = x(j + 1); x(j + 1) = t
        end if
      end do
    end do
  end subroutine sort_real

  subroutine sort_names(s)
    character(len=*), intent(inout) :: s(:)
    character(len=len(s)) :: t
    integer :: i, j
    do i = 1, size(s) - 1
      do j = 1, size(s) - i
        if (s(j) > s(j + 1)) then
          t = s(j); s(j) = s(j + 1); s(j + 1) = t
        end if
      end do
    end do
  end subroutine sort_names
end program bubble_sort
