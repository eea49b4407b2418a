! A named constant whose initializer inquires about the constant itself
! (its type is declared before the value: HUGE(m), KIND(k), DIGITS(k)),
! and SELECT CASE ranges at the extremes of the kind.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program param_self_inquiry
  implicit none
  integer, parameter :: maxi = huge(maxi)
  integer, parameter :: mini = -1 * maxi
  integer(8), parameter :: k = kind(k) + digits(k)
  real(8), parameter :: eps = epsilon(eps) * 2
  integer :: i, v(3)
  print *, maxi, mini, k
  print *, eps
  v = [maxi, mini, 0]
  do i = 1, 3
    select case (v(i))
    case (:-2147483647)
      print *, 'low'
    case (2147483647:)
      print *, 'high'
    case default
      print *, 'middle'
    end select
  end do
end program
