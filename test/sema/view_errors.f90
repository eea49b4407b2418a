! Part references and pointer bounds: only one part reference may have
! nonzero rank (ps%pos with ps and pos arrays; ps%pos(1) is legal), and the
! bounds of p(lo:) => t and p(lo:hi, ...) => t (R1033-R1035).
! RUN: %check-diags %s
program view_errors
  implicit none
  type q
    real :: pos(3)
    real :: mass
  end type
  type(q), target :: ps(4)
  real, target :: a(12), m(3, 4)
  real, pointer :: p(:, :), r(:)
  print *, ps%pos(1), ps(2:3)%pos(2), ps%mass
  print *, ps%pos ! ERROR: Two or more part references with nonzero rank in '%pos'
  print *, ps(2:3)%pos(1:2) ! ERROR: Two or more part references with nonzero rank
  p(1:3, 1:4) => a
  r(0:) => a
  r(1:12) => m
  p(1:3) => a ! ERROR: Rank mismatch in pointer assignment: 1 bounds for the rank-2 pointer 'p'
  r(0:) => m ! ERROR: Rank mismatch in pointer assignment: rank-2 target for a rank-1 pointer
  p(1:2, 3:) => a ! ERROR: Bounds remapping needs lower:upper for every dimension of 'p'
  r(1:4:2) => a ! ERROR: Bounds in a pointer assignment must have the form lower: or lower:upper
  r(1:12) => m(1:2, :) ! ERROR: Target of a bounds remapping must have rank 1 or be a whole contiguous array
end program
