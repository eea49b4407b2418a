! LOGICAL values and operators, including .EQV. and .NEQV. and their precedence.
! RUN: %diff-gfortran %s
program logical_ops
  implicit none
  logical :: a, b, c
  logical :: table(4, 2)
  integer :: i, count_true

  a = .true.
  b = .false.
  print *, a, b
  print *, a .and. b, a .or. b, .not. a, a .eqv. b, a .neqv. b
  ! .not. binds tighter than .and., .and. tighter than .or., .or. tighter than .eqv.
  print *, .not. a .and. b, .not. (a .and. b)
  print *, a .or. b .and. .false., (a .or. b) .and. .false.
  print *, a .eqv. b .or. .true.
  c = 3 > 2 .and. 2 >= 2 .and. 1 /= 2
  print *, c
  print *, 1 < 2, 1 <= 0, 5 == 5, 5 .eq. 6, 4 .ne. 4, 3 .gt. 1, 3 .lt. 1

  table(:, 1) = [.true., .true., .false., .false.]
  table(:, 2) = [.true., .false., .true., .false.]
  count_true = 0
  do i = 1, 4
    print *, table(i, 1), table(i, 2), table(i, 1) .and. table(i, 2), &
             table(i, 1) .or. table(i, 2), table(i, 1) .neqv. table(i, 2)
    if (table(i, 1) .neqv. table(i, 2)) count_true = count_true + 1
  end do
  print *, 'xor true in', count_true, 'rows'

  a = .false.
  if (.not. a) print *, 'not a'
  b = a .or. .not. a
  print *, 'excluded middle', b
end program logical_ops
