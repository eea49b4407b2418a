! A generic-ish FIFO queue (ring buffer) and a priority queue (binary
! heap) of job records, each in a module with private state and public
! procedures; used to simulate a small job scheduler.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module jobs
  implicit none
  private
  type, public :: job
    character(len=8) :: name = ''
    integer :: priority = 0
    integer :: duration = 0
  end type job

  type, public :: ring
    private
    type(job), allocatable :: buf(:)
    integer :: head = 1, count = 0
  end type ring

  type, public :: heap
    private
    type(job), allocatable :: a(:)
    integer :: n = 0
  end type heap

  public :: enqueue, dequeue, qsize, heap_push, heap_pop, heap_size
contains
  subroutine enqueue(q, j)
    type(ring), intent(inout) :: q
    type(job), intent(in) :: j
    type(job), allocatable :: bigger(:)
    integer :: i, cap
    if (.not. allocated(q%buf)) allocate(q%buf(2))
    cap = size(q%buf)
    if (q%count == cap) then
      allocate(bigger(2 * cap))
      do i = 1, q%count
        bigger(i) = q%buf(mod(q%head + i - 2, cap) + 1)
      end do
      call move_alloc(bigger, q%buf)
      q%head = 1
      cap = 2 * cap
    end if
    q%buf(mod(q%head + q%count - 1, cap) + 1) = j
    q%count = q%count + 1
  end subroutine enqueue

  function dequeue(q) result(j)
    type(ring), intent(inout) :: q
    type(job) :: j
    j = q%buf(q%head)
    q%head = mod(q%head, size(q%buf)) + 1
    q%count = q%count - 1
  end function dequeue

  integer function qsize(q)
    type(ring), intent(in) :: q
    qsize = q%count
  end function qsize

  logical function higher(x, y)
    type(job), intent(in) :: x, y
    higher = x%priority > y%priority .or. (x%priority == y%priority .and. x%name < y%name)
  end function higher

  subroutine heap_push(h, j)
    type(heap), intent(inout) :: h
    type(job), intent(in) :: j
    integer :: i
    type(job) :: t
    if (.not. allocated(h%a)) allocate(h%a(16))
    h%n = h%n + 1
    h%a(h%n) = j
    i = h%n
    do while (i > 1)
      if (.not. higher(h%a(i), h%a(i / 2))) exit
      t = h%a(i); h%a(i) = h%a(i / 2); h%a(i / 2) = t
      i = i / 2
    end do
  end subroutine heap_push

  function heap_pop(h) result(top)
    type(heap), intent(inout) :: h
    type(job) :: top, t
    integer :: i, c
    top = h%a(1)
    h%a(1) = h%a(h%n)
    h%n = h%n - 1
    i = 1
    do
      c = 2 * i
      if (c > h%n) exit
      if (c < h%n) then
        if (higher(h%a(c + 1), h%a(c))) c = c + 1
      end if
      if (.not. higher(h%a(c), h%a(i))) exit
      t = h%a(i); h%a(i) = h%a(c); h%a(c) = t
      i = c
    end do
  end function heap_pop

  integer function heap_size(h)
    type(heap), intent(in) :: h
    heap_size = h%n
  end function heap_size
end module jobs

program queue_module
  use jobs
  implicit none
  type(ring) :: q
  type(heap) :: h
  type(job) :: j, list(7)
  integer :: i, clock

  list = [job('compile', 2, 5), job('test', 3, 8), job('deploy', 5, 2), job('lint', 1, 1), &
          job('docs', 1, 3), job('bench', 3, 6), job('hotfix', 9, 1)]
  do i = 1, size(list)
    call enqueue(q, list(i))
  end do
  print '(a,i0)', 'FIFO size: ', qsize(q)
  clock = 0
  do i = 1, 3
    j = dequeue(q)
    clock = clock + j%duration
    print '(a8,a,i3)', j%name, ' done at', clock
  end do
  call enqueue(q, job('retry', 4, 2))
  do while (qsize(q) > 0)
    j = dequeue(q)
    clock = clock + j%duration
    print '(a8,a,i3)', j%name, ' done at', clock
  end do

  do i = 1, size(list)
    call heap_push(h, list(i))
  end do
  print '(a,i0)', 'heap size: ', heap_size(h)
  clock = 0
  do while (heap_size(h) > 0)
    j = heap_pop(h)
    clock = clock + j%duration
    print '(a8,a,i2,a,i3)', j%name, ' prio', j%priority, ' done at', clock
  end do
end program queue_module
