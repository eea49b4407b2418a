! Internal procedures: host association of the caller's variables, internal
! functions of subroutines, an internal procedure updating host state.
! RUN: %diff-gfortran %s
program internal_procs
  implicit none
  integer :: counter, i
  real :: scale

  counter = 0
  scale = 2.5
  do i = 1, 4
    call bump(i)
  end do
  print *, 'counter', counter
  print *, 'scaled', scaled(4.0), scaled(-1.0)
  scale = 10.0
  print *, 'rescaled', scaled(4.0)
  call tabulate(5)
  print *, 'counter after tabulate', counter

contains

  subroutine bump(k)
    integer, intent(in) :: k
    counter = counter + k
  end subroutine bump

  real function scaled(x)
    real, intent(in) :: x
    scaled = x * scale
  end function scaled

  subroutine tabulate(n)
    integer, intent(in) :: n
    integer :: j
    do j = 1, n
      print *, j, square(j), cube(j)
    end do
    call bump(100)
  end subroutine tabulate

  integer function square(k)
    integer, intent(in) :: k
    square = k * k
  end function square

  integer function cube(k)
    integer, intent(in) :: k
    cube = square(k) * k
  end function cube
end program internal_procs
