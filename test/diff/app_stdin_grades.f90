! Reads a grade book from standard input: a comment line, a count,
! fixed-column names (A20) followed by list-directed scores on the same
! record, then a keyword line parsed with internal READ; computes
! weighted averages skipping missing scores, ranks students, assigns
! letter grades with SELECT CASE and prints a histogram.
! RUN: %diff-gfortran --stdin %S/Inputs/app_grades.txt %s
! RUN: %diff-gfortran -O2 --stdin %S/Inputs/app_grades.txt %s
program stdin_grades
  implicit none
  integer, parameter :: nscore = 5
  character(len=20), allocatable :: names(:)
  integer, allocatable :: scores(:,:), rank(:)
  real, allocatable :: avg(:)
  real :: w(nscore), wsum
  character(len=100) :: line
  character(len=10) :: key
  character :: letter
  integer :: n, i, j, k, ios, hist(5)

  read (*, '(a)') line
  print '(a)', 'comment: ' // trim(line(3:))
  read (*, *) n
  allocate(names(n), scores(nscore, n), avg(n), rank(n))
  do i = 1, n
    read (*, '(a)') line
    names(i) = line(1:20)
    read (line(21:), *, iostat=ios) scores(:, i)
    if (ios /= 0) print '(a,i0)', 'bad scores on line ', i
  end do
  read (*, '(a)') line
  read (line, *) key, w
  if (key /= 'weights') stop 'expected weights'
  print '(a,5f5.2)', 'weights:', w

  do i = 1, n
    wsum = sum(w, mask=scores(:, i) >= 0)
    avg(i) = sum(w * scores(:, i), mask=scores(:, i) >= 0) / wsum
  end do
  ! rank by selection of the current maximum
  rank = 0
  do k = 1, n
    j = maxloc(avg, dim=1, mask=rank == 0)
    rank(j) = k
  end do

  hist = 0
  print '(a)', 'rank name                  avg  grade  missing'
  do k = 1, n
    i = findloc(rank, k, dim=1)
    select case (nint(avg(i)))
    case (90:)
      letter = 'A'
    case (80:89)
      letter = 'B'
    case (70:79)
      letter = 'C'
    case (60:69)
      letter = 'D'
    case default
      letter = 'F'
    end select
    j = index('ABCDF', letter)
    hist(j) = hist(j) + 1
    print '(i4,1x,a20,f7.2,4x,a1,i8)', k, names(i), avg(i), letter, count(scores(:, i) < 0)
  end do
  print '(a)', 'histogram:'
  do j = 1, 5
    print '(2x,a1,1x,a)', 'ABCDF'(j:j), repeat('#', hist(j))
  end do
  print '(a,f6.2)', 'class mean of best scores:', sum(real(maxval(scores, dim=1))) / n
  print '(a,5i4)', 'best per test:', maxval(scores, dim=2)
end program stdin_grades
