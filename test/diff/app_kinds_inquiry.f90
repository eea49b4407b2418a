! Kind parameters from SELECTED_INT_KIND, SELECTED_REAL_KIND and
! ISO_FORTRAN_ENV; numeric inquiry intrinsics for every kind; kind
! conversions, overflow-free wide accumulation, and the storage sizes of
! the named constants of ISO_FORTRAN_ENV.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module precisions
  use iso_fortran_env, only: int8, int16, int32, int64, real32, real64, &
       numeric_storage_size, character_storage_size, file_storage_size, &
       input_unit, output_unit, error_unit, iostat_end, iostat_eor
  implicit none
  integer, parameter :: sp = selected_real_kind(6, 37)
  integer, parameter :: dp = selected_real_kind(15, 307)
  integer, parameter :: i1 = selected_int_kind(2)
  integer, parameter :: i2 = selected_int_kind(4)
  integer, parameter :: i4 = selected_int_kind(9)
  integer, parameter :: i8 = selected_int_kind(18)
  integer, parameter :: nokind = selected_int_kind(40)
end module precisions

program kinds_inquiry
  use precisions
  implicit none
  integer(i1) :: b
  integer(i2) :: h
  integer(i4) :: w
  integer(i8) :: q, acc
  real(sp) :: x
  real(dp) :: y
  complex(sp) :: cx
  complex(dp) :: cy
  integer :: k

  print '(a,4i3,a,i3)', 'int kinds:', i1, i2, i4, i8, '  too big:', nokind
  print '(a,2i3,a,2i3)', 'real kinds:', sp, dp, '  via env:', real32, real64
  print '(a,4l2)', 'same as env:', i1 == int8, i2 == int16, i4 == int32, i8 == int64
  print '(a,4i4)', 'bit_size:', bit_size(b), bit_size(h), bit_size(w), bit_size(q)
  print '(a,4i4)', 'digits:', digits(b), digits(h), digits(w), digits(q)
  print '(a,4i4)', 'range:', range(b), range(h), range(w), range(q)
  print '(a,i4,1x,i6,1x,i11,1x,i20)', 'huge:', huge(b), huge(h), huge(w), huge(q)
  print '(a,2i4)', 'radix:', radix(x), radix(w)
  print '(a,2i4,a,2i4)', 'real digits:', digits(x), digits(y), ' precision:', precision(x), precision(y)
  print '(a,2i6,a,2i6)', 'maxexponent:', maxexponent(x), maxexponent(y), ' minexponent:', &
       minexponent(x), minexponent(y)
  print '(a,2i5)', 'range:', range(x), range(y)
  print '(a,es14.6,1x,es24.16)', 'epsilon:', epsilon(x), epsilon(y)
  print '(a,es14.6,1x,es24.16)', 'tiny:', tiny(x), tiny(y)
  print '(a,es14.6,1x,es24.16)', 'huge:', huge(x), huge(y)
  print '(a,2i3,2i4)', 'complex kinds & precision:', kind(cx), kind(cy), precision(cx), precision(cy)
  print '(a,3i4)', 'storage sizes:', numeric_storage_size, character_storage_size, file_storage_size
  print '(a,3i3,2i5)', 'units & iostat:', input_unit, output_unit, error_unit, iostat_end, iostat_eor

  ! conversions between kinds
  b = int(100, i1)
  h = b * 300_i2
  w = int(h, i4) * 70000_i4
  q = int(w, i8) * 3000000000_i8
  print '(a,i5,i8,i12,i22)', 'promoted:', b, h, w, q
  b = int(iand(int(h, i4), 127), i1)
  print '(a,i5)', 'masked back to int8:', b
  x = 1.0_sp / 3.0_sp
  y = 1.0_dp / 3.0_dp
  print '(a,f20.17,1x,f20.17)', 'one third:', x, y
  print '(a,f20.17)', 'sp widened:', real(x, dp)
  print '(a,es16.8)', 'difference:', real(x, dp) - y
  cy = cmplx(y, -2 * y, kind=dp)
  cx = cmplx(cy, kind=sp)
  print '(a,2f12.8,2x,2f12.8)', 'complex:', cx, cy

  ! sum of 1..10**6 squared needs 64 bits
  acc = 0
  do k = 1, 1000000
    acc = acc + int(k, i8) * int(k, i8)
  end do
  print '(a,i0)', 'sum of squares: ', acc
  print '(a,i0,1x,i0)', 'kind of literals: ', kind(1_i8), kind(1.0_dp)
  print '(a,l2)', 'huge(w)+1 wraps in i8 arithmetic only: ', int(huge(w), i8) + 1 > huge(w)
end program kinds_inquiry
