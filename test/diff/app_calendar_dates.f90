! Date arithmetic in the style of old scientific code: Julian day
! numbers by integer division, day of the week, leap years, the date of
! Easter (anonymous Gregorian algorithm), days between dates, ISO week
! numbers, and a month calendar printed with an implied-DO and formats.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module calendar
  implicit none
  character(len=9), parameter :: month_name(12) = [character(len=9) :: 'January', 'February', &
       'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
  character(len=3), parameter :: day_name(0:6) = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
contains
  integer function jdn(y, m, d)
    integer, intent(in) :: y, m, d
    integer :: a, yy, mm
    a = (14 - m) / 12
    yy = y + 4800 - a
    mm = m + 12 * a - 3
    jdn = d + (153 * mm + 2) / 5 + 365 * yy + yy / 4 - yy / 100 + yy / 400 - 32045
  end function jdn

  subroutine from_jdn(j, y, m, d)
    integer, intent(in) :: j
    integer, intent(out) :: y, m, d
    integer :: a, b, c, dd, e, mm
    a = j + 32044
    b = (4 * a + 3) / 146097
    c = a - 146097 * b / 4
    dd = (4 * c + 3) / 1461
    e = c - 1461 * dd / 4
    mm = (5 * e + 2) / 153
    d = e - (153 * mm + 2) / 5 + 1
    m = mm + 3 - 12 * (mm / 10)
    y = 100 * b + dd - 4800 + mm / 10
  end subroutine from_jdn

  logical function leap(y)
    integer, intent(in) :: y
    leap = (mod(y, 4) == 0 .and. mod(y, 100) /= 0) .or. mod(y, 400) == 0
  end function leap

  integer function weekday(y, m, d)     ! 0 = Monday
    integer, intent(in) :: y, m, d
    weekday = mod(jdn(y, m, d), 7)
  end function weekday

  subroutine easter(y, m, d)
    integer, intent(in) :: y
    integer, intent(out) :: m, d
    integer :: a, b, c, dd, e, f, g, h, i, k, l, mm
    a = mod(y, 19); b = y / 100; c = mod(y, 100)
    dd = b / 4; e = mod(b, 4); f = (b + 8) / 25
    g = (b - f + 1) / 3
    h = mod(19 * a + b - dd - g + 15, 30)
    i = c / 4; k = mod(c, 4)
    l = mod(32 + 2 * e + 2 * i - h - k, 7)
    mm = (a + 11 * h + 22 * l) / 451
    m = (h + l - 7 * mm + 114) / 31
    d = mod(h + l - 7 * mm + 114, 31) + 1
  end subroutine easter

  integer function iso_week(y, m, d)
    integer, intent(in) :: y, m, d
    integer :: j, thursday, y1
    j = jdn(y, m, d)
    thursday = j - weekday(y, m, d) + 3
    call from_jdn(thursday, y1, iso_week, iso_week)
    iso_week = (thursday - jdn(y1, 1, 1)) / 7 + 1
  end function iso_week

  subroutine print_month(y, m)
    integer, intent(in) :: y, m
    integer :: first, ndays, d, cells(42), i
    integer, parameter :: mdays(12) = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    ndays = mdays(m)
    if (m == 2 .and. leap(y)) ndays = 29
    first = weekday(y, m, 1)
    cells = 0
    cells(first + 1:first + ndays) = [(d, d = 1, ndays)]
    print '(6x,a,1x,i4)', trim(month_name(m)), y
    print '(7(1x,a3))', day_name
    do i = 1, 42, 7
      if (all(cells(i:i + 6) == 0)) exit
      print '(7(i4))', cells(i:i + 6)
    end do
  end subroutine print_month
end module calendar

program calendar_dates
  use calendar
  implicit none
  integer :: y, m, d, j, yrs(6), k
  yrs = [1900, 2000, 2023, 2024, 2100, 2400]
  print '(6(i5,l2))', (yrs(k), leap(yrs(k)), k = 1, 6)
  j = jdn(2000, 1, 1)
  print '(a,i0)', 'JDN of 2000-01-01: ', j
  call from_jdn(j + 10000, y, m, d)
  print '(a,i4.4,"-",i2.2,"-",i2.2)', '10000 days later: ', y, m, d
  print '(a,a)', '1969-07-20 was a ', day_name(weekday(1969, 7, 20))
  print '(a,i0)', 'days from 1970-01-01 to 2038-01-19: ', jdn(2038, 1, 19) - jdn(1970, 1, 1)
  do y = 2019, 2026
    call easter(y, m, d)
    print '(a,i4,a,a,i3,a,a)', 'Easter ', y, ': ', trim(month_name(m)), d, ', a ', day_name(weekday(y, m, d))
  end do
  print '(a,3i4)', 'ISO weeks:', iso_week(2021, 1, 3), iso_week(2020, 12, 31), iso_week(2026, 6, 15)
  call print_month(2024, 2)
  call print_month(2026, 11)
end program calendar_dates
