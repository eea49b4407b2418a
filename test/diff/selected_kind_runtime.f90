! SELECTED_INT_KIND and SELECTED_REAL_KIND of values known only at run
! time (libgfortran computes them, as for gfortran), next to the folded
! constant forms, including RADIX= and the negative failure codes.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program selected_kind_runtime
  implicit none
  integer :: i, p, r
  integer(8) :: j
  integer, parameter :: kc = selected_real_kind(6, 40, 2), kbad = selected_real_kind(radix=10)
  do i = 0, 40, 4
    print '(I3,2I4)', i, selected_int_kind(i), selected_real_kind(i)
  end do
  j = 18
  print *, selected_int_kind(j), selected_int_kind(j + 1)
  do p = 5, 35, 10
    do r = 30, 5000, 1200
      print '(2I5,I4)', p, r, selected_real_kind(p, r)
    end do
  end do
  r = 300
  print *, selected_real_kind(r=r), selected_real_kind(radix=r), selected_real_kind(p=r)
  print *, kc, kbad
end program
