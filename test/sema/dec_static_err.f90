! -fdec-static: AUTOMATIC is for locals, and an explicitly SAVEd (or
! STATIC) variable cannot be AUTOMATIC too.
! RUN: %check-diags -fdec-static %s
subroutine dec_static_err(d)
  integer, automatic :: d ! ERROR: AUTOMATIC attribute conflicts with the dummy argument 'd'.
  integer, automatic, save :: e ! ERROR: AUTOMATIC and SAVE attributes conflict for 'e'.
  integer, static :: f ! ERROR: AUTOMATIC and SAVE attributes conflict for 'f'.
  automatic f
  integer, automatic :: g
  e = 1
  f = 2
  g = 3
end subroutine
