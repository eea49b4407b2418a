! SELECT CASE on integers: single values, lists, ranges (open and closed),
! CASE DEFAULT, named constructs; day-of-week and grade classification.
! RUN: %diff-gfortran %s
program select_int
  implicit none
  integer :: i, score
  integer(8) :: big
  integer :: scores(7) = [100, 93, 85, 71, 64, 12, -5]

  do i = 0, 8
    select case (i)
    case (1)
      print *, i, 'Monday'
    case (2:4)
      print *, i, 'midweek'
    case (5)
      print *, i, 'Friday'
    case (6, 7)
      print *, i, 'weekend'
    case default
      print *, i, 'not a day'
    end select
  end do

  do i = 1, size(scores)
    score = scores(i)
    grade: select case (score)
    case (90:)
      print *, score, 'A'
    case (80:89)
      print *, score, 'B'
    case (70:79)
      print *, score, 'C'
    case (0:69)
      print *, score, 'F'
    case (:-1)
      print *, score, 'invalid'
    end select grade
  end do

  ! no case matches and there is no default: nothing happens
  select case (42)
  case (1:10)
    print *, 'unreachable'
  end select

  big = 5000000000_8
  select case (big)
  case (:4999999999_8)
    print *, 'small'
  case (5000000000_8:)
    print *, 'big'
  end select
end program select_int
