! RUN: %cuf90 -fopenmp %s -o %t
! RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
! RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
! RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s
! OpenMP 4.5 allows POINTERs in REDUCTION (associated on entry), which
! gfortran 12 rejects, so this one checks itself: a pointer array onto a
! strided section and a pointer component view, a pointer scalar, and the
! association of FIRSTPRIVATE and LASTPRIVATE pointers; LASTPRIVATE of an
! assumed-shape dummy whose actual is a strided section (gfortran 12 writes
! outside the section there).
! CHECK: PASS
program omp_pointer_privates
  implicit none
  type pt2
    integer :: x, y
  end type
  integer, target :: tg(10), t1
  type(pt2), target :: recs(6)
  integer, pointer :: p(:), q, r(:), c(:)
  integer, target :: other(3)
  integer :: i, nerr, expect(10), z(4, 6), ze(4, 6)
  nerr = 0
  tg = 1
  p => tg(1:10:2)
  !$omp parallel do reduction(+:p)
  do i = 1, 100
    p(mod(i, 5) + 1) = p(mod(i, 5) + 1) + i
  end do
  expect = 1
  do i = 1, 100
    expect(2 * mod(i, 5) + 1) = expect(2 * mod(i, 5) + 1) + i
  end do
  if (any(tg /= expect)) nerr = nerr + 1
  recs = pt2(0, 7)
  c => recs%x
  !$omp parallel do reduction(max:c)
  do i = 1, 60
    c(mod(i, 6) + 1) = max(c(mod(i, 6) + 1), i)
  end do
  if (any(recs%x /= [60, 55, 56, 57, 58, 59]) .or. any(recs%y /= 7)) nerr = nerr + 1
  t1 = 5
  q => t1
  !$omp parallel do reduction(*:q)
  do i = 1, 10
    q = q * 2
  end do
  if (t1 /= 5 * 1024) nerr = nerr + 1
  other = [4, 5, 6]
  r => other
  !$omp parallel firstprivate(r) reduction(+:nerr)
  if (.not. associated(r, other)) nerr = nerr + 1
  !$omp end parallel
  !$omp parallel do lastprivate(r)
  do i = 1, 8
    r => tg(i:i + 2)
  end do
  if (.not. associated(r, tg(8:10))) nerr = nerr + 1
  z = reshape([(i, i = 1, 24)], [4, 6])
  ze = z
  ze(1:4:2, 2:6:2) = 7
  ze(1, 2) = 700
  call last_assumed(z(1:4:2, 2:6:2))
  if (any(z /= ze)) nerr = nerr + 1
  if (nerr == 0) then
    print *, 'PASS'
  else
    print *, 'FAIL', nerr
  end if
contains
  subroutine last_assumed(a)
    integer, intent(inout) :: a(0:, :)
    integer :: i
    !$omp parallel do lastprivate(a)
    do i = 1, 7
      a = i
      a(0, 1) = 100 * i
    end do
  end subroutine
end program
