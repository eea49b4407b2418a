! A discrete-event simulation of a bank with two tellers: a hand-written
! Park-Miller minimal standard generator (Schrage's method, no overflow
! in 32-bit integers), exponential inter-arrival and service times, an
! event list kept sorted in an allocatable array of derived type,
! waiting-time statistics and a utilisation report.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module minstd
  implicit none
  integer, parameter :: a = 16807, m = 2147483647, q = 127773, r = 2836
  integer, save :: state = 42
contains
  real(8) function uniform()
    integer :: hi, lo
    hi = state / q
    lo = mod(state, q)
    state = a * lo - r * hi
    if (state <= 0) state = state + m
    uniform = real(state, 8) / m
  end function uniform
  real(8) function expo(mean)
    real(8), intent(in) :: mean
    expo = -mean * log(uniform())
  end function expo
end module minstd

module events
  implicit none
  integer, parameter :: arrival = 1, departure = 2
  type event
    real(8) :: time
    integer :: kind
    integer :: teller = 0
    integer :: customer = 0
  end type event
  type(event), allocatable :: queue(:)
  integer :: nq = 0
contains
  subroutine schedule(e)
    type(event), intent(in) :: e
    type(event), allocatable :: tmp(:)
    integer :: i
    if (.not. allocated(queue)) allocate(queue(8))
    if (nq == size(queue)) then
      allocate(tmp(2 * nq))
      tmp(1:nq) = queue(1:nq)
      call move_alloc(tmp, queue)
    end if
    i = nq
    do while (i >= 1)
      if (queue(i)%time <= e%time) exit
      queue(i + 1) = queue(i)
      i = i - 1
    end do
    queue(i + 1) = e
    nq = nq + 1
  end subroutine schedule
  function next_event() result(e)
    type(event) :: e
    e = queue(1)
    queue(1:nq - 1) = queue(2:nq)
    nq = nq - 1
  end function next_event
end module events

program queue_simulation
  use minstd
  use events
  implicit none
  integer, parameter :: ncust = 200, ntell = 2
  real(8) :: now, arrive_at(ncust), busy_since(ntell), busy_total(ntell), wait, wsum, wmax
  logical :: busy(ntell)
  integer :: line(ncust), nline, served, k, c, t
  type(event) :: e

  print '(a,4f9.6)', 'first uniforms:', (uniform(), k = 1, 4)
  state = 2024
  now = 0
  busy = .false.
  busy_total = 0
  nline = 0
  served = 0
  wsum = 0
  wmax = 0
  call schedule(event(expo(1.0d0), arrival, 0, 1))
  do while (nq > 0)
    e = next_event()
    now = e%time
    select case (e%kind)
    case (arrival)
      c = e%customer
      arrive_at(c) = now
      if (c < ncust) call schedule(event(now + expo(1.0d0), arrival, 0, c + 1))
      t = findloc(busy, .false., 1)
      if (t > 0) then
        call start_service(t, c)
      else
        nline = nline + 1
        line(nline) = c
      end if
    case (departure)
      t = e%teller
      busy(t) = .false.
      busy_total(t) = busy_total(t) + now - busy_since(t)
      served = served + 1
      if (nline > 0) then
        c = line(1)
        line(1:nline - 1) = line(2:nline)
        nline = nline - 1
        call start_service(t, c)
      end if
    end select
  end do
  print '(a,i0,a,f10.3)', 'served ', served, ' customers by t=', now
  print '(a,f8.4,a,f8.4)', 'mean wait ', wsum / served, '  max wait ', wmax
  do t = 1, ntell
    print '(a,i0,a,f7.2,a)', 'teller ', t, ' busy ', 100 * busy_total(t) / now, '%'
  end do
  print '(a,i0)', 'event list capacity: ', size(queue)
contains
  subroutine start_service(tt, cc)
    integer, intent(in) :: tt, cc
    busy(tt) = .true.
    busy_since(tt) = now
    wait = now - arrive_at(cc)
    wsum = wsum + wait
    wmax = max(wmax, wait)
    call schedule(event(now + expo(1.7d0), departure, tt, cc))
  end subroutine start_service
end program queue_simulation
