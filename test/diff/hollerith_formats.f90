! Hollerith data as formats and values (legacy code): INTEGER and REAL
! arrays, elements (the format runs to the array's end) and constants
! holding a format, a CHARACTER named-constant array as a format, an
! assumed-shape array format whose elements are not contiguous, nH
! constants in array constructors and as the first output item, named
! constants initialized by Hollerith, a Hollerith actual for an array dummy.
! RUN: %diff-gfortran -w -std=legacy %s
subroutine show(a)
  character(len=1) :: a(:, :)
  write (*, a) 'Hell', 'o wo', 'rld!'
end subroutine

subroutine words(iarray, nchrs)
  integer iarray(*), nchrs, i
  write (*, '(4(z8, 1x))') (iarray(i), i = 1, (nchrs + 3) / 4)
end subroutine

program hollerith_formats
  implicit none
  interface
    subroutine show(a)
      character(len=1) :: a(:, :)
    end subroutine
  end interface
  integer, allocatable :: c(:, :)
  integer :: fa(3)
  real :: fr(2)
  integer, parameter :: fp(3) = transfer('("const   ")', 1, size=3)
  character(len=2), parameter :: cf(5) = ['("', 'pa', 'ra', 'm"', ') ']
  character(len=1) :: e(6, 7:9)
  character(len=1) :: k(4) = [1h(, 1hi, 1h3, 1h)]
  integer, parameter :: hp = 4habcd
  real, parameter :: hr = 4hwxyz
  character(len=20) :: ch
  allocate (c(1, 2))
  c(1, 1) = 4H(A4)
  c(1, 2) = 4H(A5)
  write (*, c) 'Hello'
  write (*, c(1, 2)) 'Hello'
  data fa /4h('ar, 4hray', 4h)   /
  write (*, fa)
  fr = transfer('(I4) ', 1.0, size=2)
  write (*, fr) 42
  write (*, fp)
  write (*, cf)
  e = 'X'
  e(2, 8) = ' '
  e(3, 8) = '('
  e(4, 8) = '3'
  e(2, 9) = 'A'
  e(3, 9) = '4'
  e(4, 9) = ')'
  call show(e(2:4, 8:9))
  write (*, k) 7
  write (ch, *) 5Hhello
  print *, ch
  print '(z8, 1x, z8)', hp, transfer(hr, 1)
  call words(9hHELLO YOU, 9)
end program
