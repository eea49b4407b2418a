! External CHARACTER functions known to the caller only by a type
! declaration (no EXTERNAL, no interface): a reference whose parentheses
! cannot be a substring range (none, one subscript, several arguments) is
! a function call; a range (a(2:3)) stays a substring of a variable.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
character(len=6) function greet()
  greet = 'hello'
end function

character(len=4) function pick(i)
  integer :: i
  pick = repeat(achar(iachar('a') + i), 4)
end function

function join(a, b, n)
  character(len=8) :: join
  character(len=*) :: a, b
  integer :: n
  join = a(1:n) // b
  n = len(join)
end function

program char_func_by_type
  implicit none
  character(len=6) :: greet
  character(len=4) :: pick
  character(len=8) :: join
  character(len=12) :: s
  character(len=5) :: v
  integer :: n

  s = greet()
  print '(3A)', '[', s, ']'
  s = greet() // pick(2)
  print '(3A)', '[', s, ']'
  n = 3
  s = join('abcdef', 'XYZ', n)
  print '(3A,I0)', '[', s, '] ', n
  print '(3A)', '[', pick(1) // pick(3), ']'
  v = 'vwxyz'
  print '(3A)', '[', v(2:3), ']'
  if (len(greet()) /= 6) stop 1
end program
