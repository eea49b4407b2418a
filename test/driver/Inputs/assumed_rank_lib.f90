! Built by gfortran: assumed-rank (and assumed-type) dummies, SELECT RANK.
! Also external procedures, declared in assumed_rank_main.f90 by interfaces.
module arlib
  implicit none
contains
  subroutine describe(x, tag)
    real(8), intent(in) :: x(..)
    character(len=*), intent(in) :: tag
    select rank (x)
    rank (0)
      print '(a,a,f8.2)', tag, ' scalar ', x
    rank (1)
      print '(a,a,i0,a,f8.2,a,i0)', tag, ' rank 1 size ', size(x), ' sum ', sum(x), ' lb ', lbound(x, 1)
    rank (2)
      print '(a,a,2(1x,i0),a,f8.2)', tag, ' rank 2 shape', shape(x), ' sum ', sum(x)
    rank default
      print '(a,a,i0)', tag, ' rank ', rank(x)
    end select
  end subroutine describe
  integer function bytes_of(x) result(n)
    type(*), intent(in) :: x(..)
    n = size(x) * 100 + rank(x)
  end function bytes_of
end module arlib

subroutine ext_rank(x, r)
  implicit none
  integer, intent(in) :: x(..)
  integer, intent(out) :: r
  r = rank(x) * 1000 + size(x)
end subroutine ext_rank
