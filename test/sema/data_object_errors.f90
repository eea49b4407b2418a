! DATA objects: out-of-bounds subscripts, elements given twice and
! implied-DO bounds that are not constant are diagnosed.
! RUN: %check-diags %s
program data_object_errors
  integer :: a(3), i, b(2)
  real :: x
  data (a(i), i = 1, 4) /1, 2, 3, 4/        ! ERROR: DATA subscript of 'a' is out of bounds
  data b(1) /1/, b(1) /2/                   ! ERROR: An element of 'b' is initialized twice
  data (a(i), i = 1, x) /1/                 ! ERROR: DATA implied-DO bounds must be constant
  data b(2) /1, 2/                          ! ERROR: more values than variables
end program
