! WRITE(*,*) and WRITE(6,*) list-directed output, output of expressions and
! function results, output split over several statements.
! RUN: %diff-gfortran %s
program write_star
  implicit none
  integer :: i
  real :: x
  character(len=12) :: name

  name = 'write test'
  write (*, *) 'name:', trim(name)
  write (6, *) 'unit 6 works'
  write (*, *) (i, i * i, i = 1, 4)
  x = 2.0
  write (*, *) x, x**2, sqrt(x), x / 3
  write (*, *) 'len', len(name), len_trim(name)
  do i = 1, 3
    write (*, *) 'row', i, real(i) / 4
  end do
  write (unit=*, fmt=*) 'keywords', .true.
  write (*, *) square(7), square(-3)
  write (*, *)
  write (*, *) 'end'
contains
  integer function square(k)
    integer, intent(in) :: k
    square = k * k
  end function square
end program write_star
