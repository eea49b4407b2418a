! C interoperability: BIND(C) derived types, c_loc/c_f_pointer round trips
! (scalar and array), libc's strlen, qsort with a Fortran comparison
! callback (c_funloc), and abs/labs through value arguments.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module cbind
  use iso_c_binding
  implicit none
  type, bind(c) :: point
    integer(c_int) :: id
    real(c_double) :: x, y
  end type point
  interface
    integer(c_size_t) function strlen(s) bind(c, name='strlen')
      import :: c_size_t, c_char
      character(kind=c_char), intent(in) :: s(*)
    end function strlen
    subroutine qsort(base, nmemb, size, compar) bind(c, name='qsort')
      import :: c_ptr, c_size_t, c_funptr
      type(c_ptr), value :: base
      integer(c_size_t), value :: nmemb, size
      type(c_funptr), value :: compar
    end subroutine qsort
    integer(c_int) function c_abs(i) bind(c, name='abs')
      import :: c_int
      integer(c_int), value :: i
    end function c_abs
    integer(c_long) function labs(i) bind(c, name='labs')
      import :: c_long
      integer(c_long), value :: i
    end function labs
  end interface
contains
  integer(c_int) function cmp_int(a, b) bind(c)
    integer(c_int), intent(in) :: a, b
    cmp_int = merge(-1, merge(1, 0, a > b), a < b)
  end function cmp_int

  integer(c_int) function cmp_point(a, b) bind(c)
    type(point), intent(in) :: a, b
    real(c_double) :: da, db
    da = a%x**2 + a%y**2
    db = b%x**2 + b%y**2
    cmp_point = 0
    if (da < db) cmp_point = -1
    if (da > db) cmp_point = 1
  end function cmp_point
end module cbind

program c_interop
  use cbind
  implicit none
  integer(c_int), target :: vals(8) = [42, -7, 19, 0, 88, -23, 5, 19]
  type(point), target :: pts(4)
  type(point), pointer :: pp
  integer(c_int), pointer :: view(:)
  real(c_double), target :: mat(2, 3)
  real(c_double), pointer :: flat(:)
  type(c_ptr) :: cp
  character(kind=c_char, len=32) :: msg
  integer :: i

  msg = 'hello from Fortran' // c_null_char
  print '(a,i0)', 'strlen: ', strlen(msg)
  print '(a,i0)', 'strlen of empty: ', strlen(c_null_char)

  call qsort(c_loc(vals), int(size(vals), c_size_t), c_sizeof(vals(1)), c_funloc(cmp_int))
  print '(a,8i5)', 'sorted:', vals

  pts = [point(1, 3.0d0, 4.0d0), point(2, 1.0d0, 0.5d0), point(3, -6.0d0, 0.0d0), point(4, 0.0d0, -2.0d0)]
  call qsort(c_loc(pts), 4_c_size_t, c_sizeof(pts(1)), c_funloc(cmp_point))
  print '(a,4i3)', 'points by distance:', pts%id
  print '(a,i0)', 'sizeof(point) = ', c_sizeof(pts(1))

  cp = c_loc(pts(3))
  call c_f_pointer(cp, pp)
  pp%x = 100
  print '(a,i0,f8.1)', 'through c_f_pointer: ', pts(3)%id, pts(3)%x

  call c_f_pointer(c_loc(vals(3)), view, [4])
  print '(a,4i5)', 'view of vals(3:6):', view
  view(1) = 1000
  print '(a,i0)', 'vals(3) = ', vals(3)

  mat = reshape([(real(i, c_double), i = 1, 6)], [2, 3])
  call c_f_pointer(c_loc(mat), flat, [size(mat)])
  print '(a,6f5.1)', 'matrix as flat array:', flat
  print '(a,l2)', 'same address:', c_associated(c_loc(flat(1)), c_loc(mat(1, 1)))
  print '(a,l2)', 'null pointer not associated:', c_associated(c_null_ptr)
  print '(a,i0,1x,i0)', 'abs/labs: ', c_abs(-17_c_int), labs(-123456789012_c_long)
end program c_interop
