! DATA objects: out-of-bounds subscripts, elements given twice and
! implied-DO bounds that are not constant, substrings out of bounds and
! pointer components given a non-TARGET value are diagnosed.
! RUN: %check-diags %s
program data_object_errors
  type t
    integer, pointer :: p
    integer :: k(2)
  end type
  integer :: a(3), i, b(2)
  real :: x
  character(len=4) :: c
  type(t) :: v
  data (a(i), i = 1, 4) /1, 2, 3, 4/        ! ERROR: DATA subscript of 'a' is out of bounds
  data b(1) /1/, b(1) /2/                   ! ERROR: An element of 'b' is initialized twice
  data (a(i), i = 1, x) /1/                 ! ERROR: DATA implied-DO bounds must be constant
  data b(2) /1, 2/                          ! ERROR: more values than variables
  data c(3:6) /'x'/                         ! ERROR: DATA substring 3:6 of 'c' is out of bounds 1:4
  data v%p /1/                              ! ERROR: The DATA value of pointer 'p' must be a TARGET variable
  data v%k(3) /1/                           ! ERROR: DATA subscript of 'k' is out of bounds
  data v%k(1) /1/, v%k(1) /2/               ! ERROR: An element of 'v' is initialized twice
end program
