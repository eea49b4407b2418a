! RUN: %cuf90 --dump-ast %s | FileCheck %s
program io
  print *, 'x =', x
  print '(a, i5)', 'n', n
  print 100, (a(i), i = 1, n)
  print *
  write(*, *) x
  write(6, '(a)', advance='no') s
  write(unit=u, fmt=*, iostat=ios) ((m(i, j), j = 1, 2), i = 1, 2)
  read *, x
  read(5, *) x, y
  read(unit=u, fmt='(a)', iostat=ios) line
  read(u, nml=grp)
  open(newunit=u, file='f.dat', status='old', action='read')
  close(u, status='delete')
  inquire(file='f.dat', exist=ex)
  inquire(iolength=len) x, y
  rewind u
  rewind(unit=u, iostat=ios)
  backspace 10
  endfile(10)
  end file 11
  flush(u)
100 format(5f10.3)
end
! CHECK: print <3:3>
! CHECK-NEXT: opt: keyword fmt
! CHECK-NEXT: rhs: star
! CHECK-NEXT: arg: char "x ="
! CHECK-NEXT: arg: name x
! CHECK: print <4:3>
! CHECK-NEXT: opt: keyword fmt
! CHECK-NEXT: rhs: char "(a, i5)"
! CHECK: print <5:3>
! CHECK-NEXT: opt: keyword fmt
! CHECK-NEXT: rhs: int text=100
! CHECK-NEXT: arg: implied-do
! CHECK: print <6:3>
! CHECK-NEXT: opt: keyword fmt
! CHECK-NEXT: rhs: star
! CHECK-NEXT: write <7:3>
! CHECK-NEXT: opt: keyword unit
! CHECK-NEXT: rhs: star
! CHECK-NEXT: opt: keyword fmt
! CHECK-NEXT: rhs: star
! CHECK-NEXT: arg: name x
! CHECK: write <8:3>
! CHECK: opt: keyword advance
! CHECK-NEXT: rhs: char "no"
! CHECK: write <9:3>
! CHECK-NEXT: opt: keyword unit
! CHECK-NEXT: rhs: name u
! CHECK-NEXT: opt: keyword fmt
! CHECK-NEXT: rhs: star
! CHECK-NEXT: opt: keyword iostat
! CHECK-NEXT: rhs: name ios
! CHECK-NEXT: arg: implied-do
! CHECK-NEXT: var: name i
! CHECK: arg: implied-do
! CHECK-NEXT: var: name j
! CHECK: read <10:3>
! CHECK-NEXT: opt: keyword fmt
! CHECK-NEXT: rhs: star
! CHECK-NEXT: arg: name x
! CHECK: read <11:3>
! CHECK-NEXT: opt: keyword unit
! CHECK-NEXT: rhs: int text=5
! CHECK: read <12:3>
! CHECK: opt: keyword fmt
! CHECK-NEXT: rhs: char "(a)"
! CHECK: read <13:3>
! CHECK: opt: keyword nml
! CHECK-NEXT: rhs: name grp
! CHECK: open <14:3>
! CHECK-NEXT: opt: keyword newunit
! CHECK: close <15:3>
! CHECK-NEXT: opt: keyword unit
! CHECK: inquire <16:3>
! CHECK-NEXT: opt: keyword file
! CHECK: inquire <17:3>
! CHECK-NEXT: opt: keyword iolength
! CHECK-NEXT: rhs: name len
! CHECK-NEXT: arg: name x
! CHECK-NEXT: arg: name y
! CHECK-NEXT: rewind <18:3>
! CHECK-NEXT: opt: keyword unit
! CHECK-NEXT: rhs: name u
! CHECK-NEXT: rewind <19:3>
! CHECK: backspace <20:3>
! CHECK: endfile <21:3>
! CHECK: endfile <22:3>
! CHECK: flush <23:3>
! CHECK: format label=100 text=(5f10.3) <24:5>
