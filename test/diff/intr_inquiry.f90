! Kind and inquiry intrinsics: KIND, SELECTED_INT_KIND, SELECTED_REAL_KIND,
! HUGE, TINY, EPSILON, DIGITS, PRECISION, RANGE, RADIX, BIT_SIZE, MAXEXPONENT,
! MINEXPONENT on every kind; SIZE/SHAPE/LBOUND/UBOUND with DIM= and KIND= on
! explicit, assumed-shape, allocatable and pointer arrays with non-unit lower
! bounds, sections and zero-sized arrays; ALLOCATED, ASSOCIATED, PRESENT,
! LEN, LEN_TRIM with KIND=.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_inquiry
  implicit none
  integer(1) :: b1
  integer(2) :: b2
  integer :: b4, i
  integer(8) :: b8
  real :: r4
  real(8) :: r8
  complex :: c4
  complex(8) :: c8
  logical(1) :: l1
  logical :: l4
  character(len=7) :: s
  integer :: a(-2:3, 0:1, 5), e(3:2)
  real(8), allocatable :: al(:,:)
  real(8), pointer :: p(:,:) => null()
  real(8), target :: t(4, 6)
  integer, parameter :: ik = selected_int_kind(10), rk = selected_real_kind(12, 100)
  b1 = 1; b2 = 1; b4 = 1; b8 = 1; r4 = 1; r8 = 1; c4 = 1; c8 = 1; l1 = .true.; l4 = .true.
  print *, kind(b1), kind(b2), kind(b4), kind(b8), kind(r4), kind(r8), kind(c4), kind(c8), kind(l1), kind(l4), kind(s)
  print *, ik, rk, selected_int_kind(1), selected_int_kind(3), selected_int_kind(5), selected_int_kind(18), selected_int_kind(40)
  print *, selected_real_kind(6), selected_real_kind(7), selected_real_kind(15), selected_real_kind(p=6, r=40), &
           selected_real_kind(r=300), selected_real_kind(40)
  print *, huge(b1), huge(b2), huge(b4), huge(b8), huge(r4), huge(r8)
  print *, tiny(r4), tiny(r8), epsilon(r4), epsilon(r8)
  print *, digits(b1), digits(b2), digits(b4), digits(b8), digits(r4), digits(r8)
  print *, precision(r4), precision(r8), precision(c4), range(b1), range(b2), range(b4), range(b8), range(r4), range(c8)
  print *, radix(b4), radix(r8), bit_size(b1), bit_size(b2), bit_size(b4), bit_size(b8)
  print *, maxexponent(r4), minexponent(r4), maxexponent(r8), minexponent(r8)
  print *, size(a), size(a, 1), size(a, dim=3), size(a, 2, kind=8), kind(size(a, kind=8)), size(e)
  print *, shape(a), shape(a, kind=8), shape(e), shape(a(:, 1, ::2)), size(shape(5))
  print *, lbound(a), ubound(a), lbound(a, 1), ubound(a, 3), lbound(a(:, 1, 2:)), ubound(a(1:2, :, 3))
  print *, lbound(e), ubound(e), lbound(e, 1, kind=2), kind(ubound(a, 1, kind=8))
  print *, allocated(al), associated(p)
  allocate(al(0:2, -1:4))
  p => t(2:4, ::2)
  print *, allocated(al), associated(p), associated(p, t), associated(p, t(2:4, ::2))
  print *, size(al), shape(al), lbound(al), ubound(al), size(al, 2), lbound(al, 2), ubound(al, 1)
  print *, size(p), shape(p), lbound(p), ubound(p), size(p, 1)
  call inner(a, al)
  call opt()
  call opt(3)
  s = 'ab  c  '
  print *, len(s), len_trim(s), len(s(2:4)), len_trim(s(1:3)), len(''), len_trim('   '), len_trim(s, kind=8)
  print *, len([character(len=5) :: 'a', 'b']), len(trim(s)), len(s // 'xyz'), len(repeat(s, 3))
  deallocate(al)
  allocate(al(5:4, 2:3))
  print *, lbound(al), ubound(al), size(al), lbound(al, 1), ubound(al, 1), ubound(al, 2)
  deallocate(al)
  print *, allocated(al)
contains
  subroutine inner(x, y)
    integer, intent(in) :: x(:, :, :)
    real(8), intent(in) :: y(5:, :)
    print *, size(x), shape(x), lbound(x), ubound(x), size(x, 3)
    print *, shape(y), lbound(y), ubound(y), lbound(y, 1), ubound(y, 2)
  end subroutine
  subroutine opt(k)
    integer, optional :: k
    print *, present(k)
  end subroutine
end program
