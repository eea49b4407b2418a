! OPTIONAL dummy arguments with PRESENT, keyword arguments in any order,
! optional arguments passed on to other procedures.
! RUN: %diff-gfortran %s
program optional_args
  implicit none
  real :: r

  call greet('Ada')
  call greet('Grace', times=2)
  call greet(times=1, name='Linus', punct='?')
  print *, area(3.0)
  print *, area(3.0, 2.0)
  print *, area(width=4.0, height=0.5)
  r = scaled(10.0)
  print *, r
  r = scaled(10.0, factor=3.0)
  print *, r
  call outer()
  call outer(5)
  print *, clamp(15), clamp(-3, lo=0), clamp(7, hi=5), clamp(50, 10, 20)

contains

  subroutine greet(name, times, punct)
    character(len=*), intent(in) :: name
    integer, intent(in), optional :: times
    character, intent(in), optional :: punct
    integer :: i, n
    character :: p
    n = 1
    if (present(times)) n = times
    p = '!'
    if (present(punct)) p = punct
    do i = 1, n
      print *, 'Hello, ', name, p
    end do
  end subroutine greet

  real function area(width, height)
    real, intent(in) :: width
    real, intent(in), optional :: height
    if (present(height)) then
      area = width * height
    else
      area = width * width
    end if
  end function area

  real function scaled(x, factor)
    real, intent(in) :: x
    real, intent(in), optional :: factor
    scaled = x * 2.0
    if (present(factor)) scaled = x * factor
  end function scaled

  subroutine outer(n)
    integer, intent(in), optional :: n
    call inner(n)
  end subroutine outer

  subroutine inner(n)
    integer, intent(in), optional :: n
    if (present(n)) then
      print *, 'inner got', n
    else
      print *, 'inner got nothing'
    end if
  end subroutine inner

  integer function clamp(x, lo, hi)
    integer, intent(in) :: x
    integer, intent(in), optional :: lo, hi
    clamp = x
    if (present(lo)) clamp = max(clamp, lo)
    if (present(hi)) clamp = min(clamp, hi)
  end function clamp
end program optional_args
