! Control flow as real codes use it: SELECT CASE with ranges and lists
! (integers, characters, logicals), BLOCK with local declarations, named
! DO loops with EXIT/CYCLE of outer loops, DO WHILE, and a state machine.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program control_flow
  implicit none
  integer :: scores(10) = [95, 83, 71, 64, 58, 100, 0, 77, 89, 42]
  integer :: i, j, k, found_i, found_j, steps, n
  character(len=1) :: grade
  character(len=20) :: input = 'ab12_c3!d'
  integer :: letters, digits, others

  do i = 1, size(scores)
    select case (scores(i))
    case (90:)
      grade = 'A'
    case (80:89)
      grade = 'B'
    case (70:79)
      grade = 'C'
    case (60:69)
      grade = 'D'
    case (1:59)
      grade = 'F'
    case default
      grade = '-'
    end select
    write (*, '(i4,1x,a)', advance='no') scores(i), grade
  end do
  write (*, *)

  letters = 0; digits = 0; others = 0
  do i = 1, len_trim(input)
    select case (input(i:i))
    case ('a':'z', 'A':'Z')
      letters = letters + 1
    case ('0':'9')
      digits = digits + 1
    case default
      others = others + 1
    end select
  end do
  print '(a,3i3)', 'letters/digits/others:', letters, digits, others

  found_i = 0; found_j = 0
  outer: do i = 1, 20
    inner: do j = i, 20
      if (mod(i * j, 7) /= 0) cycle inner
      if (i + j < 15) cycle outer
      if (i * j > 60) then
        found_i = i
        found_j = j
        exit outer
      end if
    end do inner
  end do outer
  print '(a,2i4)', 'first pair:', found_i, found_j

  block
    integer :: tmp(5)
    real :: avg
    tmp = scores(1:5)
    avg = sum(tmp) / 5.0
    print '(a,f6.2)', 'block average:', avg
    block
      integer :: above
      above = count(tmp > avg)
      print '(a,i0)', 'above average: ', above
    end block
  end block

  n = 27
  steps = 0
  do while (n /= 1)
    select case (mod(n, 2))
    case (0)
      n = n / 2
    case default
      n = 3 * n + 1
    end select
    steps = steps + 1
  end do
  print '(a,i0)', 'Collatz steps for 27: ', steps

  k = 0
  grid: do i = 1, 4
    do j = 1, 4
      if (j > i) cycle grid
      k = k + 1
    end do
  end do grid
  print '(a,i0)', 'lower triangle count: ', k
  call machine('aabbbcab')
  call machine('abcabc')
  do i = 1, 3
    select case (i > 1)
    case (.true.)
      print '(a,i0)', 'logical case true for ', i
    case (.false.)
      print '(a,i0)', 'logical case false for ', i
    end select
  end do
contains
  subroutine machine(s)
    character(len=*), intent(in) :: s
    integer :: state, p
    state = 0
    do p = 1, len(s)
      select case (state)
      case (0)
        if (s(p:p) == 'a') state = 1
      case (1)
        if (s(p:p) == 'b') then
          state = 2
        else if (s(p:p) /= 'a') then
          state = 0
        end if
      case (2)
        if (s(p:p) == 'c') then
          print '(a,a,a,i0)', 'found abc in ', s, ' ending at ', p
          return
        end if
        state = merge(1, 0, s(p:p) == 'a')
      end select
    end do
    print '(a,a)', 'no abc in ', s
  end subroutine machine
end program control_flow
