! Every assignment of a WHERE construct, nested WHEREs included, has the rank
! of the mask (code generation lowers the construct as one loop nest; a target
! of another rank used to crash it).
! RUN: %check-diags %s
program where_ranks
  implicit none
  real :: a(3, 3), v(3), w(3)
  v = 1
  w = 2
  where (v > 5) a = 0 ! ERROR: WHERE assignment target has rank 2 but the mask has rank 1.
  where (v > 0)
    w = v
  elsewhere
    a = 1 ! ERROR: WHERE assignment target has rank 2 but the mask has rank 1.
  end where
  where (v > 0)
    where (a > 0) v = 2 ! ERROR: WHERE mask has rank 2 but the enclosing mask has rank 1.
  end where
  where (a > 0) a = a + 1
  where (v > 0)
    where (w > 1) v = w
  end where
  print *, a, v, w
end program
