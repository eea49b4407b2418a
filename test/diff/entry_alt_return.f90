! ENTRY points of one subroutine with different alternate-return
! dummies: RETURN n in the shared body returns n from an entry with '*'
! dummies (the entry without any never executes it).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
subroutine f1(n, *, i)
  integer :: n, i
  print *, 'f1', n, i
entry e1(n, *)
  if (n == 1) return 1
  return
entry e2(n, i, *, *, *)
  if (n >= 4) return
  return n
entry e3(n, i)
  print *, 'e3', n, i
end subroutine

program entry_alt_return
  call f1(1, *10, 42)
  print *, 'no branch'
10 print *, 'at 10'
  call e1(2, *20)
  print *, 'e1 fell through'
20 call e2(3, 46, *30, *40, *50)
30 print *, 'at 30'
40 print *, 'at 40'
50 print *, 'at 50'
  call e2(2, 46, *60, *70, *80)
60 print *, 'at 60'
70 print *, 'at 70'
80 call e3(61, 48)
end program
