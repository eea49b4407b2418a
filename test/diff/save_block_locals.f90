! SAVEd locals of BLOCK constructs: each its own storage, also when another
! BLOCK or the procedure has a variable of the same name.
! RUN: %diff-gfortran %s
subroutine counts()
  integer, save :: a = 0
  a = a + 1
  block
    integer, save :: a = 0
    a = a + 10
    print *, 'block 1', a
  end block
  block
    integer, save :: a = 0
    a = a + 100
    print *, 'block 2', a
  end block
  print *, 'outer', a
end subroutine

program save_block_locals
  call counts()
  call counts()
end program
