! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
! ENTRY in module procedures (each entry a module procedure of its own,
! called from the module and from its users), and entries of a function
! whose result types differ: storage associated, as gfortran's union of
! the results (a REAL result read back through an INTEGER entry);
! CHARACTER entries.
module sampler
  implicit none
  integer :: n = 0
  real(8) :: total = 0, sumsq = 0
contains
  subroutine reset_stats()
    real(8) :: x
    n = 0
    total = 0
    sumsq = 0
    return
  entry add_sample(x)
    n = n + 1
    total = total + x
    sumsq = sumsq + x * x
  end subroutine reset_stats

  real(8) function mean()
    real(8) :: variance, stddev
    mean = total / max(n, 1)
    return
  entry variance()
    variance = sumsq / max(n, 1) - (total / max(n, 1))**2
    return
  entry stddev()
    stddev = sqrt(max(sumsq / max(n, 1) - (total / max(n, 1))**2, 0d0))
  end function mean

  ! one body, three result types sharing one storage
  function as_real(x) result(r)
    real :: x, r
    integer :: as_bits
    double precision :: as_double
    r = x
    return
  entry as_bits(x)
    as_bits = transfer(x, 0) + 0
    r = x
    return
  entry as_double(x)
    as_double = dble(x) * 2
  end function as_real

  ! CHARACTER entries share the caller's result buffer
  function grade(score)
    real(8), intent(in) :: score
    character(len=6) :: grade, remark
    if (score >= 2d0) then
      grade = 'high'
    else
      grade = 'low'
    end if
    return
  entry remark(score)
    remark = 'n/a'
    if (score > 0) remark = 'pos' // grade_char(score)
  end function grade

  character(len=1) function grade_char(score)
    real(8), intent(in) :: score
    grade_char = merge('+', '-', score >= 2d0)
  end function grade_char

  ! a SAVE'd procedure pointer is one variable for the function and its entry
  real(8) function combine(a, b)
    real(8), intent(in) :: a, b
    procedure(mean_of), pointer, save :: how => mean_of
    real(8) :: combine_max
    combine = how(a, b)
    return
  entry combine_max(a, b)
    how => max_of
    combine_max = how(a, b)
  end function combine
  real(8) function mean_of(a, b)
    real(8), intent(in) :: a, b
    mean_of = (a + b) / 2
  end function mean_of
  real(8) function max_of(a, b)
    real(8), intent(in) :: a, b
    max_of = max(a, b)
  end function max_of

  subroutine summary(label)
    character(len=*), intent(in) :: label
    write (*, '(a8, i4, 3f12.5, 2(1x, a))') label, n, mean(), variance(), stddev(), grade(mean()), remark(mean())
  end subroutine summary
end module sampler

function word_value(x)
  real :: word_value, x
  integer :: word_bits
  entry word_bits(x)
  word_value = x
end function word_value

program module_entry
  use sampler
  implicit none
  integer :: k
  real :: word_value
  integer :: word_bits
  call reset_stats()
  do k = 1, 10
    call add_sample(dble(k) * 0.5d0)
  end do
  call summary('halves')
  call reset_stats()
  call add_sample(3d0)
  call add_sample(-1d0)
  call summary('two')
  write (*, '(f8.3, i12, f8.3)') as_real(1.5), as_bits(1.5), as_double(1.5)
  write (*, '(i12, z10)') as_bits(-2.0), as_bits(0.1)
  write (*, '(3f8.3)') combine(1d0, 4d0), combine_max(1d0, 4d0), combine(1d0, 4d0)
  ! the REAL result stored through the function's name, read as INTEGER
  write (*, '(f8.3, i12)') word_value(1.0), word_bits(1.0)
end program module_entry
