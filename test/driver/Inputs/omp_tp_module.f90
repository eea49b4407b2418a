module omp_tpm
  integer :: cnt = 0
  common /blk/ cb
  integer :: cb
  !$omp threadprivate(cnt, /blk/)
end module
