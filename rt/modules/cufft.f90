! cufft.f90 — the cufft module of nvfortran (the CUDA Fortran guide,
! "CUFFT"; docs/gpu-libraries.md lists every routine): plans (1-D, 2-D, 3-D,
! PlanMany; dimensions in cuFFT's C order, the slowest first, so an
! array a(nx,ny) is planned as cufftPlan2d(plan, ny, nx, ...)), the
! transforms on device arrays of any rank, streams. GPU builds call
! libcufft; -Mcuda=emu builds rt/modules/emu_cufft.c on FFTW 3.
! The cufftExec* functions are module procedures with typed dummies, so a
! program may put them into a generic of its own (interface cufftExec;
! module procedure cufftExecC2C, cufftExecZ2Z); the complex side of a real
! transform takes any type (in-place R2C passes the real array twice).
module cufft
  use iso_c_binding
  use cudafor, only: cuda_stream_kind
  implicit none
  private :: exec_c2c, exec_z2z, exec_r2c, exec_d2z, exec_c2r, exec_z2d

  integer(c_int), parameter :: CUFFT_SUCCESS = 0, CUFFT_INVALID_PLAN = 1, CUFFT_ALLOC_FAILED = 2, &
      CUFFT_INVALID_TYPE = 3, CUFFT_INVALID_VALUE = 4, CUFFT_INTERNAL_ERROR = 5, &
      CUFFT_EXEC_FAILED = 6, CUFFT_SETUP_FAILED = 7, CUFFT_INVALID_SIZE = 8, CUFFT_UNALIGNED_DATA = 9
  integer(c_int), parameter :: CUFFT_FORWARD = -1, CUFFT_INVERSE = 1
  integer(c_int), parameter :: CUFFT_R2C = int(z'2a'), CUFFT_C2R = int(z'2c'), CUFFT_C2C = int(z'29'), &
      CUFFT_D2Z = int(z'6a'), CUFFT_Z2D = int(z'6c'), CUFFT_Z2Z = int(z'69')

  interface
    integer(c_int) function cufftCreate(plan) bind(c, name='cufftCreate')
      import
      integer(c_int) :: plan
    end function
    integer(c_int) function cufftPlan1d(plan, nx, type, batch) bind(c, name='cufftPlan1d')
      import
      integer(c_int) :: plan
      integer(c_int), value :: nx, type, batch
    end function
    integer(c_int) function cufftPlan2d(plan, nx, ny, type) bind(c, name='cufftPlan2d')
      import
      integer(c_int) :: plan
      integer(c_int), value :: nx, ny, type
    end function
    integer(c_int) function cufftPlan3d(plan, nx, ny, nz, type) bind(c, name='cufftPlan3d')
      import
      integer(c_int) :: plan
      integer(c_int), value :: nx, ny, nz, type
    end function
    integer(c_int) function cufftPlanMany(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, &
        type, batch) bind(c, name='cufftPlanMany')
      import
      integer(c_int) :: plan
      integer(c_int), value :: rank, istride, idist, ostride, odist, type, batch
      integer(c_int) :: n(*), inembed(*), onembed(*)
    end function
    integer(c_int) function cufftDestroy(plan) bind(c, name='cufftDestroy')
      import
      integer(c_int), value :: plan
    end function
    integer(c_int) function cufftSetStream(plan, stream) bind(c, name='cufftSetStream')
      import
      integer(c_int), value :: plan
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cufftGetVersion(version) bind(c, name='cufftGetVersion')
      import
      integer(c_int) :: version
    end function

    integer(c_int) function exec_c2c(plan, idata, odata, direction) bind(c, name='cufftExecC2C')
      import
      integer(c_int), value :: plan, direction
      complex(c_float_complex), device :: idata(*), odata(*)
    end function
    integer(c_int) function exec_z2z(plan, idata, odata, direction) bind(c, name='cufftExecZ2Z')
      import
      integer(c_int), value :: plan, direction
      complex(c_double_complex), device :: idata(*), odata(*)
    end function
    integer(c_int) function exec_r2c(plan, idata, odata) bind(c, name='cufftExecR2C')
      import
      integer(c_int), value :: plan
      real(c_float), device :: idata(*)
      complex(c_float_complex), device :: odata(*)
    end function
    integer(c_int) function exec_d2z(plan, idata, odata) bind(c, name='cufftExecD2Z')
      import
      integer(c_int), value :: plan
      real(c_double), device :: idata(*)
      complex(c_double_complex), device :: odata(*)
    end function
    integer(c_int) function exec_c2r(plan, idata, odata) bind(c, name='cufftExecC2R')
      import
      integer(c_int), value :: plan
      complex(c_float_complex), device :: idata(*)
      real(c_float), device :: odata(*)
    end function
    integer(c_int) function exec_z2d(plan, idata, odata) bind(c, name='cufftExecZ2D')
      import
      integer(c_int), value :: plan
      complex(c_double_complex), device :: idata(*)
      real(c_double), device :: odata(*)
    end function
  end interface

contains

  integer function cufftExecC2C(plan, idata, odata, direction)
    integer, intent(in) :: plan, direction
    complex(c_float_complex), device :: idata(*), odata(*)
    cufftExecC2C = exec_c2c(plan, idata, odata, direction)
  end function

  integer function cufftExecZ2Z(plan, idata, odata, direction)
    integer, intent(in) :: plan, direction
    complex(c_double_complex), device :: idata(*), odata(*)
    cufftExecZ2Z = exec_z2z(plan, idata, odata, direction)
  end function

  integer function cufftExecR2C(plan, idata, odata)
    integer, intent(in) :: plan
    real(c_float), device :: idata(*)
    complex(c_float_complex), device :: odata(*)
    !dir$ ignore_tkr odata
    cufftExecR2C = exec_r2c(plan, idata, odata)
  end function

  integer function cufftExecD2Z(plan, idata, odata)
    integer, intent(in) :: plan
    real(c_double), device :: idata(*)
    complex(c_double_complex), device :: odata(*)
    !dir$ ignore_tkr odata
    cufftExecD2Z = exec_d2z(plan, idata, odata)
  end function

  integer function cufftExecC2R(plan, idata, odata)
    integer, intent(in) :: plan
    complex(c_float_complex), device :: idata(*)
    real(c_float), device :: odata(*)
    !dir$ ignore_tkr idata
    cufftExecC2R = exec_c2r(plan, idata, odata)
  end function

  integer function cufftExecZ2D(plan, idata, odata)
    integer, intent(in) :: plan
    complex(c_double_complex), device :: idata(*)
    real(c_double), device :: odata(*)
    !dir$ ignore_tkr idata
    cufftExecZ2D = exec_z2d(plan, idata, odata)
  end function

end module cufft
