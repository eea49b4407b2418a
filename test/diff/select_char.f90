! SELECT CASE on character values: exact strings (blank padded), ranges of
! characters, a tiny command interpreter.
! RUN: %diff-gfortran %s
program select_char
  implicit none
  character(len=8) :: commands(6)
  character(len=1) :: ch
  integer :: i, acc
  character(len=12) :: text

  commands = [character(len=8) :: 'add', 'add', 'double', 'sub', 'reset', 'bogus']
  acc = 0
  do i = 1, size(commands)
    select case (trim(commands(i)))
    case ('add')
      acc = acc + 5
    case ('sub')
      acc = acc - 3
    case ('double')
      acc = acc * 2
    case ('reset', 'clear')
      acc = 0
    case default
      print *, 'unknown command: ', trim(commands(i))
    end select
    print *, commands(i), acc
  end do

  text = 'Hello, 42 W!'
  do i = 1, len_trim(text)
    ch = text(i:i)
    select case (ch)
    case ('a':'z')
      print *, ch, ' lower'
    case ('A':'Z')
      print *, ch, ' upper'
    case ('0':'9')
      print *, ch, ' digit'
    case (' ')
      print *, ch, ' blank'
    case default
      print *, ch, ' other'
    end select
  end do
end program select_char
