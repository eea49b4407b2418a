module kinds_m
#ifdef DOUBLE
  integer, parameter :: fp_kind = kind(1.0d0)
#else
  integer, parameter :: fp_kind = kind(1.0)
#endif
end module
