! curand.f90 — the curand module of nvfortran (host API; docs/gpu-libraries.md
! lists every routine): generators of the device (curandCreateGenerator)
! or of the host (curandCreateGeneratorHost), seeds and offsets, and the
! distributions for INTEGER(4), REAL(4) and REAL(8) arrays. The generic
! curandGenerate picks the distribution as nvfortran does: uniform for
! real arrays, 32-bit integers for integer arrays, normal when a mean and a
! standard deviation follow. GPU builds call libcurand; -Mcuda=emu builds
! rt/modules/emu_curand.c.
module curand
  use iso_c_binding
  use cudafor, only: cuda_stream_kind
  implicit none

  type, bind(c) :: curandGenerator
    type(c_ptr) :: handle = c_null_ptr
  end type

  integer(c_int), parameter :: CURAND_STATUS_SUCCESS = 0, CURAND_STATUS_VERSION_MISMATCH = 100, &
      CURAND_STATUS_NOT_INITIALIZED = 101, CURAND_STATUS_ALLOCATION_FAILED = 102, &
      CURAND_STATUS_TYPE_ERROR = 103, CURAND_STATUS_OUT_OF_RANGE = 104, &
      CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105, CURAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106, &
      CURAND_STATUS_LAUNCH_FAILURE = 201, CURAND_STATUS_PREEXISTING_FAILURE = 202, &
      CURAND_STATUS_INITIALIZATION_FAILED = 203, CURAND_STATUS_ARCH_MISMATCH = 204, &
      CURAND_STATUS_INTERNAL_ERROR = 999
  integer(c_int), parameter :: CURAND_RNG_TEST = 0, CURAND_RNG_PSEUDO_DEFAULT = 100, &
      CURAND_RNG_PSEUDO_XORWOW = 101, CURAND_RNG_PSEUDO_MRG32K3A = 121, CURAND_RNG_PSEUDO_MTGP32 = 141, &
      CURAND_RNG_PSEUDO_MT19937 = 142, CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161, &
      CURAND_RNG_QUASI_DEFAULT = 200, CURAND_RNG_QUASI_SOBOL32 = 201, &
      CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 202, CURAND_RNG_QUASI_SOBOL64 = 203, &
      CURAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 204
  integer(c_int), parameter :: CURAND_ORDERING_PSEUDO_BEST = 100, CURAND_ORDERING_PSEUDO_DEFAULT = 101, &
      CURAND_ORDERING_PSEUDO_SEEDED = 102, CURAND_ORDERING_PSEUDO_LEGACY = 103, &
      CURAND_ORDERING_PSEUDO_DYNAMIC = 104, CURAND_ORDERING_QUASI_DEFAULT = 201

  interface
    integer(c_int) function curandCreateGenerator(gen, rng_type) bind(c, name='curandCreateGenerator')
      import
      type(curandGenerator) :: gen
      integer(c_int), value :: rng_type
    end function
    integer(c_int) function curandCreateGeneratorHost(gen, rng_type) bind(c, name='curandCreateGeneratorHost')
      import
      type(curandGenerator) :: gen
      integer(c_int), value :: rng_type
    end function
    integer(c_int) function curandDestroyGenerator(gen) bind(c, name='curandDestroyGenerator')
      import
      type(curandGenerator), value :: gen
    end function
    integer(c_int) function curandSetPseudoRandomGeneratorSeed(gen, seed) &
        bind(c, name='curandSetPseudoRandomGeneratorSeed')
      import
      type(curandGenerator), value :: gen
      integer(c_long_long), value :: seed
      !dir$ ignore_tkr (k) seed
    end function
    integer(c_int) function curandSetGeneratorOffset(gen, offset) bind(c, name='curandSetGeneratorOffset')
      import
      type(curandGenerator), value :: gen
      integer(c_long_long), value :: offset
      !dir$ ignore_tkr (k) offset
    end function
    integer(c_int) function curandSetStream(gen, stream) bind(c, name='curandSetStream')
      import
      type(curandGenerator), value :: gen
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function curandGetVersion(version) bind(c, name='curandGetVersion')
      import
      integer(c_int) :: version
    end function
    integer(c_int) function curandGenerateSeeds(gen) bind(c, name='curandGenerateSeeds')
      import
      type(curandGenerator), value :: gen
    end function
    integer(c_int) function curandSetQuasiRandomGeneratorDimensions(gen, num_dimensions) &
        bind(c, name='curandSetQuasiRandomGeneratorDimensions')
      import
      type(curandGenerator), value :: gen
      integer(c_int), value :: num_dimensions
    end function
    integer(c_int) function curandSetGeneratorOrdering(gen, order) bind(c, name='curandSetGeneratorOrdering')
      import
      type(curandGenerator), value :: gen
      integer(c_int), value :: order
    end function
  end interface

  interface curandGenerate
    integer(c_int) function curandGenerateInt(gen, x, n) bind(c, name='curandGenerate')
      import
      type(curandGenerator), value :: gen
      integer(c_int) :: x(*)
      !dir$ ignore_tkr (d) x
      integer(c_size_t), value :: n
      !dir$ ignore_tkr (k) n
    end function
    integer(c_int) function curandGenerateUniform(gen, x, n) bind(c, name='curandGenerateUniform')
      import
      type(curandGenerator), value :: gen
      real(c_float) :: x(*)
      !dir$ ignore_tkr (d) x
      integer(c_size_t), value :: n
      !dir$ ignore_tkr (k) n
    end function
    integer(c_int) function curandGenerateUniformDouble(gen, x, n) bind(c, name='curandGenerateUniformDouble')
      import
      type(curandGenerator), value :: gen
      real(c_double) :: x(*)
      !dir$ ignore_tkr (d) x
      integer(c_size_t), value :: n
      !dir$ ignore_tkr (k) n
    end function
    integer(c_int) function curandGenerateNormal(gen, x, n, mean, stddev) bind(c, name='curandGenerateNormal')
      import
      type(curandGenerator), value :: gen
      real(c_float) :: x(*)
      !dir$ ignore_tkr (d) x
      integer(c_size_t), value :: n
      !dir$ ignore_tkr (k) n
      real(c_float), value :: mean, stddev
    end function
    integer(c_int) function curandGenerateNormalDouble(gen, x, n, mean, stddev) &
        bind(c, name='curandGenerateNormalDouble')
      import
      type(curandGenerator), value :: gen
      real(c_double) :: x(*)
      !dir$ ignore_tkr (d) x
      integer(c_size_t), value :: n
      !dir$ ignore_tkr (k) n
      real(c_double), value :: mean, stddev
    end function
  end interface

  interface curandGenerateLogNormal
    integer(c_int) function curandGenerateLogNormalSingle(gen, x, n, mean, stddev) &
        bind(c, name='curandGenerateLogNormal')
      import
      type(curandGenerator), value :: gen
      real(c_float) :: x(*)
      !dir$ ignore_tkr (d) x
      integer(c_size_t), value :: n
      !dir$ ignore_tkr (k) n
      real(c_float), value :: mean, stddev
    end function
    integer(c_int) function curandGenerateLogNormalDouble(gen, x, n, mean, stddev) &
        bind(c, name='curandGenerateLogNormalDouble')
      import
      type(curandGenerator), value :: gen
      real(c_double) :: x(*)
      !dir$ ignore_tkr (d) x
      integer(c_size_t), value :: n
      !dir$ ignore_tkr (k) n
      real(c_double), value :: mean, stddev
    end function
  end interface

  interface
    integer(c_int) function curandGeneratePoisson(gen, x, n, lambda) bind(c, name='curandGeneratePoisson')
      import
      type(curandGenerator), value :: gen
      integer(c_int) :: x(*)
      !dir$ ignore_tkr (d) x
      integer(c_size_t), value :: n
      !dir$ ignore_tkr (k) n
      real(c_double), value :: lambda
    end function
  end interface
end module curand
