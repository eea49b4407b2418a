! MAX/MIN of CHARACTER arguments of different lengths, MAXVAL/MINVAL/MAXLOC/
! MINLOC of CHARACTER arrays with DIM=, MASK= (array and scalar), BACK=, on
! ranks 1 and 2, sections, and results in expressions.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_char_extremes
  implicit none
  character(len=4) :: w(6), g(2,3)
  character(len=2) :: sh
  character(len=:), allocatable :: r
  integer :: k
  w = ['pear', 'fig ', 'kiwi', 'apple'(1:4), 'fig ', 'lime']
  g = reshape(w, [2, 3])
  sh = 'zz'
  print *, '[', max('abc', 'abd', 'ab'), ']', '[', min('abc', 'abd', 'ab'), ']'
  print *, '[', max(w(1), sh, w(3)), ']', '[', min(sh, w(2)), ']', len(max(sh, w(1)))
  r = max(w(2), 'b')
  print *, '[', r, ']', len(r)
  print *, '[', maxval(w), ']', '[', minval(w), ']'
  print *, '[', maxval(w, mask=w /= 'pear'), ']', '[', minval(w(2::2)), ']'
  print *, '[', maxval(w, dim=1), ']', '[', minval(w, 1, .true.), ']'
  print *, maxloc(w), minloc(w), maxloc(w, back=.true.), minloc(w, dim=1, back=.true.)
  print *, maxloc(w, mask=w < 'l'), minloc(w, mask=w > 'f'), minloc(w, mask=w > 'g')
  print *, maxloc(w(6:1:-1)), minloc(w(::2))
  print *, '[', maxval(g, dim=1), ']', '[', minval(g, dim=2), ']'
  print *, '[', maxval(g), minval(g), ']', '[', maxval(g, dim=2, mask=g /= 'pear'), ']'
  print *, maxloc(g), minloc(g), maxloc(g, dim=1), minloc(g, dim=2)
  print *, minloc(g, dim=1, back=.true.), maxloc(g, mask=g < 'p')
  k = 2
  print *, '[', maxval(g, dim=k), ']', maxloc(g, dim=k), minloc(g, k, back=.true.)
  print *, sum(maxloc(w)) + 10, len(maxval(w))
  print *, '[', trim(minval(w)) // '!', ']'
end program
