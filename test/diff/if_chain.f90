! IF constructs with ELSE IF and ELSE, nested IFs, named IF constructs and
! logical IF statements: classifying numbers and triangles.
! RUN: %diff-gfortran %s
program if_chain
  implicit none
  integer :: i, a, b, c
  integer :: sides(3, 5)

  do i = -2, 12, 2
    if (i < 0) then
      print *, i, 'negative'
    else if (i == 0) then
      print *, i, 'zero'
    else if (i < 5) then
      print *, i, 'small'
    else if (i < 10) then
      print *, i, 'medium'
    else
      print *, i, 'large'
    end if
  end do

  sides = reshape([3, 4, 5,  2, 2, 2,  2, 2, 3,  1, 2, 8,  5, 5, 8], [3, 5])
  do i = 1, 5
    a = sides(1, i); b = sides(2, i); c = sides(3, i)
    check: if (a + b <= c .or. a + c <= b .or. b + c <= a) then
      print *, a, b, c, 'not a triangle'
    else check
      if (a == b .and. b == c) then
        print *, a, b, c, 'equilateral'
      else if (a == b .or. b == c .or. a == c) then
        print *, a, b, c, 'isosceles'
      else
        if (a*a + b*b == c*c) then
          print *, a, b, c, 'right'
        else
          print *, a, b, c, 'scalene'
        end if
      end if
    end if check
  end do

  if (mod(7, 2) == 1) print *, '7 is odd'
  if (mod(8, 2) == 1) print *, '8 is odd'
  if (.true.) then
  end if
  print *, 'done'
end program if_chain
