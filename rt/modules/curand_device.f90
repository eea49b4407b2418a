! curand_device.f90 — the curand_device module of nvfortran: cuRAND's device
! API for kernels (docs/gpu-libraries.md). States curandStateXORWOW,
! curandStatePhilox4_32_10 and curandStateMRG32k3a; curand_init(seed,
! subsequence, offset, state), curand(state) (32 random bits as an INTEGER),
! curand_uniform[_double] and curand_normal[_double], generic over the state
! types. The generators are cuRAND's (curand_kernel.h): the same seeding,
! the same recurrences and the same uniform conversions, so a state gives
! the numbers cuRAND's gives, on the GPU and under -Mcuda=emu alike (the
! normals go through the math library: equal to rounding). Not as cuRAND:
! XORWOW's subsequence (cuRAND jumps 2^67 numbers with precomputed
! matrices; here the subsequence is mixed into the seed: independent
! streams, other numbers); offsets are exact (stepped for XORWOW); the
! MRG32k3a recurrence and its 2^76 subsequence jumps are L'Ecuyer's, its
! seeding and integer/uniform scaling as we read curand_kernel.h, not
! checked against the library.
!
! The procedures are device code of this module's object, compiled with
! relocatable device code (rt/modules/meson.build): a unit that uses the
! module is compiled for rdc too (its .mod says so) and the program's device
! link takes them from libcuf90mods.a.
module curand_device
  implicit none
  private
  public :: curandStateXORWOW, curandStatePhilox4_32_10, curandStateMRG32k3a
  public :: curand_init, curand, curand_uniform, curand_uniform_double, curand_normal, curand_normal_double

  ! unsigned 32-bit words are kept in INTEGER(4) bit patterns, computed in
  ! INTEGER(8) and masked
  integer(8), parameter :: mask32 = int(z'FFFFFFFF', 8)
  real(4), parameter :: two_pow32_inv = 2.3283064e-10
  real(8), parameter :: two_pow53_inv = 1.1102230246251565d-16
  real(8), parameter :: two_pi = 6.283185307179586d0

  type :: curandStateXORWOW
    integer(4) :: d = 0, v(5) = 0
    integer(4) :: boxmuller_flag = 0, boxmuller_flag_double = 0
    real(4) :: boxmuller_extra = 0
    real(8) :: boxmuller_extra_double = 0
  end type

  type :: curandStatePhilox4_32_10
    integer(4) :: ctr(4) = 0, output(4) = 0, key(2) = 0, state = 0
    integer(4) :: boxmuller_flag = 0, boxmuller_flag_double = 0
    real(4) :: boxmuller_extra = 0
    real(8) :: boxmuller_extra_double = 0
  end type

  type :: curandStateMRG32k3a
    integer(8) :: s1(3) = 0, s2(3) = 0
    integer(4) :: boxmuller_flag = 0, boxmuller_flag_double = 0
    real(4) :: boxmuller_extra = 0
    real(8) :: boxmuller_extra_double = 0
  end type

  integer(8), parameter :: mrg_m1 = 4294967087_8, mrg_m2 = 4294944443_8
  ! one step of each recurrence as a matrix on (s(n-3), s(n-2), s(n-1))
  integer(8), parameter :: mrg_a1(3, 3) = reshape([0_8, 0_8, mrg_m1 - 810728_8, 1_8, 0_8, 1403580_8, &
      0_8, 1_8, 0_8], [3, 3])
  integer(8), parameter :: mrg_a2(3, 3) = reshape([0_8, 0_8, mrg_m2 - 1370589_8, 1_8, 0_8, 0_8, &
      0_8, 1_8, 527612_8], [3, 3])

  interface curand_init
    module procedure init_xorwow, init_philox, init_mrg
  end interface
  interface curand
    module procedure next_xorwow, next_philox, next_mrg
  end interface
  interface curand_uniform
    module procedure uniform_xorwow, uniform_philox, uniform_mrg
  end interface
  interface curand_uniform_double
    module procedure uniform_double_xorwow, uniform_double_philox, uniform_double_mrg
  end interface
  interface curand_normal
    module procedure normal_xorwow, normal_philox, normal_mrg
  end interface
  interface curand_normal_double
    module procedure normal_double_xorwow, normal_double_philox, normal_double_mrg
  end interface

contains

  attributes(device) integer(8) function u32(x)
    integer(4), value :: x
    u32 = iand(int(x, 8), mask32)
  end function

  attributes(device) integer(4) function w32(x)
    integer(8), value :: x
    w32 = int(ibits(x, 0, 31), 4)
    if (btest(x, 31)) w32 = ior(w32, ishft(1_4, 31))
  end function

  ! the low and high words of the 64-bit product of two unsigned words
  attributes(device) subroutine mul32(a, b, lo, hi)
    integer(8), value :: a, b
    integer(8), intent(out) :: lo, hi
    integer(8) :: al, ah, bl, bh, ll, lh, hl, hh, mid
    al = iand(a, 65535_8)
    ah = ishft(a, -16)
    bl = iand(b, 65535_8)
    bh = ishft(b, -16)
    ll = al * bl
    lh = al * bh
    hl = ah * bl
    hh = ah * bh
    mid = ishft(ll, -16) + iand(lh, 65535_8) + iand(hl, 65535_8)
    lo = ior(iand(ll, 65535_8), ishft(iand(mid, 65535_8), 16))
    hi = hh + ishft(lh, -16) + ishft(hl, -16) + ishft(mid, -16)
  end subroutine

  attributes(device) integer(8) function mullo32(a, b)
    integer(8), value :: a, b
    integer(8) :: hi
    call mul32(a, b, mullo32, hi)
  end function

  attributes(device) real(4) function uniform_of(x)
    integer(4), value :: x
    uniform_of = real(u32(x), 4) * two_pow32_inv + two_pow32_inv / 2.0
  end function

  attributes(device) real(8) function uniform_double_of(x, y)
    integer(4), value :: x, y
    integer(8) :: z
    z = ieor(u32(x), ishft(u32(y), 53 - 32))
    uniform_double_of = real(z, 8) * two_pow53_inv + two_pow53_inv / 2.0d0
  end function

  ! Box-Muller: the pair (s sin v, s cos v) of two uniforms
  attributes(device) subroutine box_muller(x, y, a, b)
    integer(4), value :: x, y
    real(4), intent(out) :: a, b
    real(4) :: u, v, s
    u = uniform_of(x)
    v = real(u32(y), 4) * (two_pow32_inv * real(two_pi, 4)) + (two_pow32_inv * real(two_pi, 4)) / 2.0
    s = sqrt(-2.0 * log(u))
    a = s * sin(v)
    b = s * cos(v)
  end subroutine

  attributes(device) subroutine box_muller_double(x0, x1, y0, y1, a, b)
    integer(4), value :: x0, x1, y0, y1
    real(8), intent(out) :: a, b
    real(8) :: u, v, s
    u = uniform_double_of(x0, x1)
    v = uniform_double_of(y0, y1) * two_pi
    s = sqrt(-2.0d0 * log(u))
    a = s * sin(v)
    b = s * cos(v)
  end subroutine

  ! ---- XORWOW ----

  attributes(device) subroutine init_xorwow(seed, subsequence, offset, state)
    integer(8), value :: seed, subsequence, offset
    !dir$ ignore_tkr (k) seed
    !dir$ ignore_tkr (k) subsequence
    !dir$ ignore_tkr (k) offset
    type(curandStateXORWOW) :: state
    integer(8) :: s0, s1, t0, t1, i, sd
    sd = seed
    if (subsequence /= 0) sd = ieor(seed, subsequence * 6364136223846793005_8 + 1442695040888963407_8)
    s0 = ieor(iand(sd, mask32), int(z'aad26b49', 8))
    s1 = ieor(iand(ishft(sd, -32), mask32), int(z'f7dcefdd', 8))
    t0 = mullo32(1099087573_8, s0)
    t1 = mullo32(2591861531_8, s1)
    state%d = w32(6615241_8 + t1 + t0)
    state%v(1) = w32(123456789_8 + t0)
    state%v(2) = w32(ieor(362436069_8, t0))
    state%v(3) = w32(521288629_8 + t1)
    state%v(4) = w32(ieor(88675123_8, t1))
    state%v(5) = w32(5783321_8 + t0)
    do i = 1, offset
      s0 = next_xorwow(state)
    end do
    state%boxmuller_flag = 0
    state%boxmuller_flag_double = 0
  end subroutine

  attributes(device) integer(4) function next_xorwow(state)
    type(curandStateXORWOW) :: state
    integer(4) :: t
    t = ieor(state%v(1), ishft(state%v(1), -2))
    state%v(1) = state%v(2)
    state%v(2) = state%v(3)
    state%v(3) = state%v(4)
    state%v(4) = state%v(5)
    state%v(5) = ieor(ieor(state%v(5), ishft(state%v(5), 4)), ieor(t, ishft(t, 1)))
    state%d = w32(u32(state%d) + 362437_8)
    next_xorwow = w32(u32(state%v(5)) + u32(state%d))
  end function

  attributes(device) real(4) function uniform_xorwow(state)
    type(curandStateXORWOW) :: state
    uniform_xorwow = uniform_of(next_xorwow(state))
  end function

  attributes(device) real(8) function uniform_double_xorwow(state)
    type(curandStateXORWOW) :: state
    integer(4) :: x, y
    x = next_xorwow(state)
    y = next_xorwow(state)
    uniform_double_xorwow = uniform_double_of(x, y)
  end function

  attributes(device) real(4) function normal_xorwow(state)
    type(curandStateXORWOW) :: state
    integer(4) :: x, y
    if (state%boxmuller_flag /= 1) then
      x = next_xorwow(state)
      y = next_xorwow(state)
      call box_muller(x, y, normal_xorwow, state%boxmuller_extra)
      state%boxmuller_flag = 1
    else
      state%boxmuller_flag = 0
      normal_xorwow = state%boxmuller_extra
    end if
  end function

  attributes(device) real(8) function normal_double_xorwow(state)
    type(curandStateXORWOW) :: state
    integer(4) :: x0, x1, y0, y1
    if (state%boxmuller_flag_double /= 1) then
      x0 = next_xorwow(state)
      x1 = next_xorwow(state)
      y0 = next_xorwow(state)
      y1 = next_xorwow(state)
      call box_muller_double(x0, x1, y0, y1, normal_double_xorwow, state%boxmuller_extra_double)
      state%boxmuller_flag_double = 1
    else
      state%boxmuller_flag_double = 0
      normal_double_xorwow = state%boxmuller_extra_double
    end if
  end function

  ! ---- Philox4_32_10 ----

  ! the output block of the state's counter and key (whole states are
  ! passed: a component array actual would be packed, which device code
  ! cannot call)
  attributes(device) subroutine philox_block(state)
    type(curandStatePhilox4_32_10) :: state
    integer(8) :: x(4), k0, k1, lo0, hi0, lo1, hi1
    integer :: r
    x = [u32(state%ctr(1)), u32(state%ctr(2)), u32(state%ctr(3)), u32(state%ctr(4))]
    k0 = u32(state%key(1))
    k1 = u32(state%key(2))
    do r = 1, 10
      call mul32(int(z'D2511F53', 8), x(1), lo0, hi0)
      call mul32(int(z'CD9E8D57', 8), x(3), lo1, hi1)
      x = [ieor(ieor(hi1, x(2)), k0), lo1, ieor(ieor(hi0, x(4)), k1), lo0]
      k0 = iand(k0 + int(z'9E3779B9', 8), mask32)
      k1 = iand(k1 + int(z'BB67AE85', 8), mask32)
    end do
    state%output = [w32(x(1)), w32(x(2)), w32(x(3)), w32(x(4))]
  end subroutine

  ! the 128-bit counter plus n (n < 2^64) at word w
  attributes(device) subroutine philox_add(state, n, w)
    type(curandStatePhilox4_32_10) :: state
    integer(8), value :: n
    integer, value :: w
    integer(8) :: carry, s, add(2)
    integer :: i
    add = [iand(n, mask32), iand(ishft(n, -32), mask32)]
    carry = 0
    do i = w, 4
      s = u32(state%ctr(i)) + carry
      if (i - w < 2) s = s + add(i - w + 1)
      state%ctr(i) = w32(s)
      carry = ishft(s, -32)
    end do
  end subroutine

  attributes(device) subroutine init_philox(seed, subsequence, offset, state)
    integer(8), value :: seed, subsequence, offset
    !dir$ ignore_tkr (k) seed
    !dir$ ignore_tkr (k) subsequence
    !dir$ ignore_tkr (k) offset
    type(curandStatePhilox4_32_10) :: state
    integer(8) :: n
    state%ctr = 0
    state%key(1) = w32(iand(seed, mask32))
    state%key(2) = w32(iand(ishft(seed, -32), mask32))
    state%state = 0
    state%boxmuller_flag = 0
    state%boxmuller_flag_double = 0
    call philox_add(state, subsequence, 3)
    state%state = int(iand(offset, 3_8), 4)
    n = ishft(offset, -2)
    call philox_add(state, n, 1)
    call philox_block(state)
  end subroutine

  attributes(device) integer(4) function next_philox(state)
    type(curandStatePhilox4_32_10) :: state
    next_philox = state%output(state%state + 1)
    state%state = state%state + 1
    if (state%state == 4) then
      call philox_add(state, 1_8, 1)
      call philox_block(state)
      state%state = 0
    end if
  end function

  attributes(device) real(4) function uniform_philox(state)
    type(curandStatePhilox4_32_10) :: state
    uniform_philox = uniform_of(next_philox(state))
  end function

  attributes(device) real(8) function uniform_double_philox(state)
    type(curandStatePhilox4_32_10) :: state
    integer(4) :: x, y
    x = next_philox(state)
    y = next_philox(state)
    uniform_double_philox = uniform_double_of(x, y)
  end function

  attributes(device) real(4) function normal_philox(state)
    type(curandStatePhilox4_32_10) :: state
    integer(4) :: x, y
    if (state%boxmuller_flag /= 1) then
      x = next_philox(state)
      y = next_philox(state)
      call box_muller(x, y, normal_philox, state%boxmuller_extra)
      state%boxmuller_flag = 1
    else
      state%boxmuller_flag = 0
      normal_philox = state%boxmuller_extra
    end if
  end function

  attributes(device) real(8) function normal_double_philox(state)
    type(curandStatePhilox4_32_10) :: state
    integer(4) :: x0, x1, y0, y1
    if (state%boxmuller_flag_double /= 1) then
      x0 = next_philox(state)
      x1 = next_philox(state)
      y0 = next_philox(state)
      y1 = next_philox(state)
      call box_muller_double(x0, x1, y0, y1, normal_double_philox, state%boxmuller_extra_double)
      state%boxmuller_flag_double = 1
    else
      state%boxmuller_flag_double = 0
      normal_double_philox = state%boxmuller_extra_double
    end if
  end function

  ! ---- MRG32k3a (L'Ecuyer): two 3-term recurrences modulo m1 and m2 ----

  ! a * b mod m for a, b < m < 2^32
  attributes(device) integer(8) function mulmod(a, b, m)
    integer(8), value :: a, b, m
    integer(8) :: bh, bl
    bh = ishft(b, -16)
    bl = iand(b, 65535_8)
    mulmod = modulo(modulo(a * bh, m) * 65536_8 + a * bl, m)
  end function

  ! c = a b modulo m (3x3)
  attributes(device) subroutine mat_mul(a, b, m, c)
    integer(8), intent(in) :: a(3, 3), b(3, 3), m
    integer(8), intent(out) :: c(3, 3)
    integer :: i, j, k
    do j = 1, 3
      do i = 1, 3
        c(i, j) = 0
        do k = 1, 3
          c(i, j) = modulo(c(i, j) + mulmod(a(i, k), b(k, j), m), m)
        end do
      end do
    end do
  end subroutine

  ! v = A^e v modulo m, by squaring; A^(2^k) first when k > 0
  attributes(device) subroutine mat_pow_apply(a, k, e, m, v)
    integer(8), intent(in) :: a(3, 3), m
    integer, value :: k
    integer(8), value :: e
    integer(8), intent(inout) :: v(3)
    integer(8) :: p(3, 3), q(3, 3), w(3)
    integer :: i, j
    p = a
    do j = 1, k
      call mat_mul(p, p, m, q)
      p = q
    end do
    do while (e > 0)
      if (btest(e, 0)) then
        do i = 1, 3
          w(i) = 0
          do j = 1, 3
            w(i) = modulo(w(i) + mulmod(p(i, j), v(j), m), m)
          end do
        end do
        v = w
      end if
      call mat_mul(p, p, m, q)
      p = q
      e = ishft(e, -1)
    end do
  end subroutine

  ! n steps of both recurrences, times 2^k: s1(n) = 1403580 s1(n-2) -
  ! 810728 s1(n-3), s2(n) = 527612 s2(n-1) - 1370589 s2(n-3)
  attributes(device) subroutine mrg_skip(state, k, n)
    type(curandStateMRG32k3a) :: state
    integer, value :: k
    integer(8), value :: n
    integer(8) :: v(3), a(3, 3)
    ! local copies: a PARAMETER or component array actual is packed through
    ! libgfortran, which device code cannot call
    a = mrg_a1
    v = state%s1
    call mat_pow_apply(a, k, n, mrg_m1, v)
    state%s1 = v
    a = mrg_a2
    v = state%s2
    call mat_pow_apply(a, k, n, mrg_m2, v)
    state%s2 = v
  end subroutine

  attributes(device) subroutine init_mrg(seed, subsequence, offset, state)
    integer(8), value :: seed, subsequence, offset
    !dir$ ignore_tkr (k) seed
    !dir$ ignore_tkr (k) subsequence
    !dir$ ignore_tkr (k) offset
    type(curandStateMRG32k3a) :: state
    integer(8) :: x1, x2
    x1 = ieor(iand(seed, mask32), int(z'55555555', 8))
    x2 = ieor(iand(ishft(seed, -32), mask32), int(z'AAAAAAAA', 8))
    state%s1 = [mulmod(x1, 12345_8, mrg_m1), mulmod(x2, 12345_8, mrg_m1), mulmod(x1, 12345_8, mrg_m1)]
    state%s2 = [mulmod(x2, 12345_8, mrg_m2), mulmod(x1, 12345_8, mrg_m2), mulmod(x2, 12345_8, mrg_m2)]
    call mrg_skip(state, 76, subsequence)   ! subsequences 2^76 numbers apart
    call mrg_skip(state, 0, offset)
    state%boxmuller_flag = 0
    state%boxmuller_flag_double = 0
  end subroutine

  attributes(device) real(8) function mrg_next(state)
    type(curandStateMRG32k3a) :: state
    integer(8) :: p1, p2
    p1 = modulo(1403580_8 * state%s1(2) - 810728_8 * state%s1(1), mrg_m1)
    state%s1 = [state%s1(2), state%s1(3), p1]
    p2 = modulo(527612_8 * state%s2(3) - 1370589_8 * state%s2(1), mrg_m2)
    state%s2 = [state%s2(2), state%s2(3), p2]
    if (p1 > p2) then
      mrg_next = real(p1 - p2, 8)
    else
      mrg_next = real(p1 - p2 + mrg_m1, 8)
    end if
  end function

  attributes(device) integer(4) function next_mrg(state)
    type(curandStateMRG32k3a) :: state
    next_mrg = w32(int(mrg_next(state) * (4294967296d0 / real(mrg_m1 + 1, 8)), 8))
  end function

  attributes(device) real(4) function uniform_mrg(state)
    type(curandStateMRG32k3a) :: state
    uniform_mrg = real(mrg_next(state) * (1d0 / real(mrg_m1 + 1, 8)), 4)
  end function

  attributes(device) real(8) function uniform_double_mrg(state)
    type(curandStateMRG32k3a) :: state
    uniform_double_mrg = mrg_next(state) * (1d0 / real(mrg_m1 + 1, 8))
  end function

  attributes(device) real(4) function normal_mrg(state)
    type(curandStateMRG32k3a) :: state
    real(8) :: u, v
    if (state%boxmuller_flag /= 1) then
      u = uniform_double_mrg(state)
      v = uniform_double_mrg(state) * two_pi
      normal_mrg = real(sqrt(-2d0 * log(u)) * sin(v), 4)
      state%boxmuller_extra = real(sqrt(-2d0 * log(u)) * cos(v), 4)
      state%boxmuller_flag = 1
    else
      state%boxmuller_flag = 0
      normal_mrg = state%boxmuller_extra
    end if
  end function

  attributes(device) real(8) function normal_double_mrg(state)
    type(curandStateMRG32k3a) :: state
    real(8) :: u, v
    if (state%boxmuller_flag_double /= 1) then
      u = uniform_double_mrg(state)
      v = uniform_double_mrg(state) * two_pi
      normal_double_mrg = sqrt(-2d0 * log(u)) * sin(v)
      state%boxmuller_extra_double = sqrt(-2d0 * log(u)) * cos(v)
      state%boxmuller_flag_double = 1
    else
      state%boxmuller_flag_double = 0
      normal_double_mrg = state%boxmuller_extra_double
    end if
  end function

end module curand_device
