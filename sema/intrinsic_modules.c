/* intrinsic_modules.c — iso_c_binding, iso_fortran_env, cudafor and the IEEE
 * modules (intrinsic_ieee.c), built into the compiler as Fortran text
 * declared on first USE (no file on disk);
 * the CUDA built-in variables of device code; call fix-ups for the cudafor
 * API (docs/cudafor-abi.md). */
#include "sema_impl.h"

#include <stdlib.h>

static const char iso_c_binding_src[] =
    "module iso_c_binding\n"
    "  implicit none\n"
    "  integer, parameter :: c_int = 4, c_short = 2, c_long = 8, c_long_long = 8\n"
    "  integer, parameter :: c_signed_char = 1, c_size_t = 8, c_intptr_t = 8, c_ptrdiff_t = 8\n"
    "  integer, parameter :: c_int8_t = 1, c_int16_t = 2, c_int32_t = 4, c_int64_t = 8\n"
    "  integer, parameter :: c_int_least8_t = 1, c_int_least16_t = 2, c_int_least32_t = 4, c_int_least64_t = 8\n"
    "  integer, parameter :: c_int_fast8_t = 1, c_int_fast16_t = 8, c_int_fast32_t = 8, c_int_fast64_t = 8\n"
    "  integer, parameter :: c_intmax_t = 8\n"
    "  integer, parameter :: c_int128_t = 16, c_int_least128_t = 16, c_int_fast128_t = 16\n"
    "  integer, parameter :: c_float = 4, c_double = 8, c_long_double = 10, c_float128 = 16\n"
    "  integer, parameter :: c_float_complex = 4, c_double_complex = 8, c_long_double_complex = 10\n"
    "  integer, parameter :: c_float128_complex = 16\n"
    "  integer, parameter :: c_bool = 1, c_char = 1\n"
    "  character(len=1), parameter :: c_null_char = achar(0), c_alert = achar(7)\n"
    "  character(len=1), parameter :: c_backspace = achar(8), c_form_feed = achar(12)\n"
    "  character(len=1), parameter :: c_new_line = achar(10), c_carriage_return = achar(13)\n"
    "  character(len=1), parameter :: c_horizontal_tab = achar(9), c_vertical_tab = achar(11)\n"
    "  type, bind(c) :: c_ptr\n"
    "    integer(8) :: address = 0\n"
    "  end type c_ptr\n"
    "  type, bind(c) :: c_funptr\n"
    "    integer(8) :: address = 0\n"
    "  end type c_funptr\n"
    "  type(c_ptr), parameter :: c_null_ptr = c_ptr(0_8)\n"
    "  type(c_funptr), parameter :: c_null_funptr = c_funptr(0_8)\n"
    "  intrinsic :: c_loc, c_funloc, c_associated, c_f_pointer, c_f_procpointer, c_sizeof\n"
    "end module iso_c_binding\n";

static const char iso_fortran_env_src[] =
    "module iso_fortran_env\n"
    "  implicit none\n"
    "  integer, parameter :: int8 = 1, int16 = 2, int32 = 4, int64 = 8\n"
    "  integer, parameter :: real32 = 4, real64 = 8, real128 = 16\n"
    "  integer, parameter :: input_unit = 5, output_unit = 6, error_unit = 0\n"
    "  integer, parameter :: iostat_end = -1, iostat_eor = -2\n"
    "  integer, parameter :: iostat_inquire_internal_unit = 5018\n" /* libgfortran's LIBERROR_INQUIRE_INTERNAL_UNIT */
    "  integer, parameter :: character_storage_size = 8, numeric_storage_size = 32\n"
    "  integer, parameter :: file_storage_size = 8\n"
    "  integer, parameter :: integer_kinds(5) = [1, 2, 4, 8, 16], real_kinds(4) = [4, 8, 10, 16]\n"
    "  integer, parameter :: logical_kinds(5) = [1, 2, 4, 8, 16], character_kinds(1) = [1]\n"
    "  integer, parameter :: atomic_int_kind = 4, atomic_logical_kind = 4\n"
    /* gfortran's values; LOCK_TYPE, EVENT_TYPE and TEAM_TYPE hold what
     * frontend/parse_coarray.c's one-image statements update */
    "  integer, parameter :: stat_unlocked = 0, stat_locked = 1, stat_locked_other_image = 2\n"
    "  integer, parameter :: stat_stopped_image = 6000, stat_failed_image = 6001\n"
    "  integer, parameter :: stat_unlocked_failed_image = 6002\n"
    "  integer, parameter :: initial_team = -1, parent_team = -2, current_team = -3\n"
    "  type :: lock_type\n"
    "    integer(8) :: cuf90_held = 0\n"
    "  end type\n"
    "  type :: event_type\n"
    "    integer(8) :: cuf90_count = 0\n"
    "  end type\n"
    "  type :: team_type\n"
    "    integer(8) :: cuf90_number = -1\n"
    "  end type\n"
    "  intrinsic :: compiler_version, compiler_options\n"
    "end module iso_fortran_env\n";

/* cudafor: the types, constants and API interfaces of docs/cudafor-abi.md.
 * Integer inputs are VALUE with IGNORE_TKR(k) so any kind converts; data
 * arguments are IGNORE_TKR(tkr) (codegen appends the element size). */
static const char cudafor_src[] =
    "module cudafor\n"
    "  use iso_c_binding, only: c_ptr\n"
    "  implicit none\n"
    "  private :: c_ptr\n"
    "  integer, parameter :: cuda_stream_kind = 8, cuda_count_kind = 8\n"
    "  integer, parameter :: cudaSuccess = 0, cudaErrorInvalidValue = 1\n"
    "  integer, parameter :: cudaErrorMemoryAllocation = 2, cudaErrorInitializationError = 3\n"
    "  integer, parameter :: cudaErrorInvalidConfiguration = 9, cudaErrorInvalidMemcpyDirection = 21\n"
    "  integer, parameter :: cudaErrorInsufficientDriver = 35, cudaErrorNoDevice = 100\n"
    "  integer, parameter :: cudaErrorInvalidDevice = 101, cudaErrorInvalidResourceHandle = 400\n"
    "  integer, parameter :: cudaErrorNotReady = 600, cudaErrorIllegalAddress = 700\n"
    "  integer, parameter :: cudaErrorLaunchFailure = 719\n"
    "  integer, parameter :: cudaMemcpyHostToHost = 0, cudaMemcpyHostToDevice = 1\n"
    "  integer, parameter :: cudaMemcpyDeviceToHost = 2, cudaMemcpyDeviceToDevice = 3\n"
    "  integer, parameter :: cudaMemcpyDefault = 4\n"
    "  integer, parameter :: cudaMemAttachGlobal = 1, cudaMemAttachHost = 2\n"
    "  integer, parameter :: cudaStreamDefault = 0, cudaStreamNonBlocking = 1\n"
    "  integer, parameter :: cudaEventDefault = 0, cudaEventBlockingSync = 1\n"
    "  integer, parameter :: cudaEventDisableTiming = 2, cudaEventInterprocess = 4\n"
    "  integer, parameter :: cudaLimitStackSize = 0, cudaLimitPrintfFifoSize = 1\n"
    "  integer, parameter :: cudaLimitMallocHeapSize = 2, cudaCpuDeviceId = -1\n"
    "  integer, parameter :: cudaErrorNotSupported = 801\n"
    "  integer, parameter :: cudaFuncCachePreferNone = 0, cudaFuncCachePreferShared = 1\n"
    "  integer, parameter :: cudaFuncCachePreferL1 = 2, cudaFuncCachePreferEqual = 3\n"
    "  integer, parameter :: cudaHostAllocDefault = 0, cudaHostAllocPortable = 1\n"
    "  integer, parameter :: cudaHostAllocMapped = 2, cudaHostAllocWriteCombined = 4\n"
    "  integer, parameter :: cudaDevAttrMaxThreadsPerBlock = 1, cudaDevAttrMaxBlockDimX = 2\n"
    "  integer, parameter :: cudaDevAttrMaxBlockDimY = 3, cudaDevAttrMaxBlockDimZ = 4\n"
    "  integer, parameter :: cudaDevAttrMaxGridDimX = 5, cudaDevAttrMaxGridDimY = 6\n"
    "  integer, parameter :: cudaDevAttrMaxGridDimZ = 7, cudaDevAttrMaxSharedMemoryPerBlock = 8\n"
    "  integer, parameter :: cudaDevAttrTotalConstantMemory = 9, cudaDevAttrWarpSize = 10\n"
    "  integer, parameter :: cudaDevAttrClockRate = 13, cudaDevAttrMultiProcessorCount = 16\n"
    "  integer, parameter :: cudaDevAttrComputeCapabilityMajor = 75\n"
    "  integer, parameter :: cudaDevAttrComputeCapabilityMinor = 76\n"
    "  integer, parameter :: cudaDevAttrMaxSharedMemoryPerBlockOptin = 97\n"
    "  integer, parameter :: cudaErrorInvalidDeviceFunction = 98\n"
    "  integer, parameter :: cudaErrorPeerAccessAlreadyEnabled = 704, cudaErrorPeerAccessNotEnabled = 705\n"
    "  integer, parameter :: cudaFuncAttributeMaxDynamicSharedMemorySize = 8\n"
    "  integer, parameter :: cudaFuncAttributePreferredSharedMemoryCarveout = 9\n"
    "  integer, parameter :: cudaSharedmemCarveoutDefault = -1, cudaSharedmemCarveoutMaxShared = 100\n"
    "  integer, parameter :: cudaSharedmemCarveoutMaxL1 = 0\n"
    "  integer, parameter :: cudaOccupancyDefault = 0, cudaOccupancyDisableCachingOverride = 1\n"
    "  integer, parameter :: cudaMemAdviseSetReadMostly = 1, cudaMemAdviseUnsetReadMostly = 2\n"
    "  integer, parameter :: cudaMemAdviseSetPreferredLocation = 3, cudaMemAdviseUnsetPreferredLocation = 4\n"
    "  integer, parameter :: cudaMemAdviseSetAccessedBy = 5, cudaMemAdviseUnsetAccessedBy = 6\n"
    "  type, bind(c) :: dim3\n"
    "    integer(4) :: x = 1, y = 1, z = 1\n"
    "  end type dim3\n"
    "  type, bind(c) :: cudaEvent\n"
    "    integer(8) :: handle = 0\n"
    "  end type cudaEvent\n"
    /* cudaDataType_t of library_types.h, for cuSPARSE's and cuSOLVER's
     * generic APIs: the enumerators, and a type wrapping one */
    "  integer(4), parameter :: CUDA_R_32F = 0, CUDA_R_64F = 1, CUDA_R_16F = 2, CUDA_R_8I = 3, CUDA_C_32F = 4, &\n"
    "    CUDA_C_64F = 5, CUDA_C_16F = 6, CUDA_C_8I = 7, CUDA_R_8U = 8, CUDA_C_8U = 9, CUDA_R_32I = 10, &\n"
    "    CUDA_C_32I = 11, CUDA_R_32U = 12, CUDA_C_32U = 13, CUDA_R_16BF = 14, CUDA_C_16BF = 15, &\n"
    "    CUDA_R_16I = 20, CUDA_C_16I = 21, CUDA_R_16U = 22, CUDA_C_16U = 23, CUDA_R_64I = 24, CUDA_C_64I = 25, &\n"
    "    CUDA_R_64U = 26, CUDA_C_64U = 27\n"
    "  type, bind(c) :: cudaDataType\n"
    "    integer(4) :: dtype\n"
    "  end type cudaDataType\n"
    "  type, bind(c) :: c_devptr\n"
    "    type(c_ptr) :: cptr\n"
    "  end type c_devptr\n"
    "  type, bind(c) :: cudaDeviceProp\n"
    "    character(len=256) :: name\n"
    "    integer(8) :: totalGlobalMem, sharedMemPerBlock\n"
    "    integer(4) :: regsPerBlock, warpSize\n"
    "    integer(8) :: memPitch\n"
    "    integer(4) :: maxThreadsPerBlock, maxThreadsDim(3), maxGridSize(3), clockRate\n"
    "    integer(8) :: totalConstMem\n"
    "    integer(4) :: major, minor\n"
    "    integer(8) :: textureAlignment, texturePitchAlignment\n"
    "    integer(4) :: deviceOverlap, multiProcessorCount, kernelExecTimeoutEnabled, integrated\n"
    "    integer(4) :: canMapHostMemory, computeMode, concurrentKernels, ECCEnabled\n"
    "    integer(4) :: pciBusID, pciDeviceID, pciDomainID, tccDriver, asyncEngineCount\n"
    "    integer(4) :: unifiedAddressing, memoryClockRate, memoryBusWidth, l2CacheSize\n"
    "    integer(4) :: maxThreadsPerMultiProcessor\n"
    "    integer(8) :: sharedMemPerMultiprocessor\n"
    "    integer(4) :: regsPerMultiprocessor, managedMemory, isMultiGpuBoard\n"
    "    integer(4) :: concurrentManagedAccess\n"
    "    integer(8) :: sharedMemPerBlockOptin\n"
    "    integer(1) :: uuid(16), luid(8)\n"
    "    integer(8) :: surfaceAlignment, reservedSharedMemPerBlock\n"
    "    integer(4) :: luidDeviceNodeMask, maxTexture1D, maxTexture1DMipmap\n"
    "    integer(4) :: maxTexture1DLinear, maxTexture2D(2), maxTexture2DMipmap(2)\n"
    "    integer(4) :: maxTexture2DLinear(3), maxTexture2DGather(2), maxTexture3D(3)\n"
    "    integer(4) :: maxTexture3DAlt(3), maxTextureCubemap, maxTexture1DLayered(2)\n"
    "    integer(4) :: maxTexture2DLayered(3), maxTextureCubemapLayered(2), maxSurface1D\n"
    "    integer(4) :: maxSurface2D(2), maxSurface3D(3), maxSurface1DLayered(2)\n"
    "    integer(4) :: maxSurface2DLayered(3), maxSurfaceCubemap, maxSurfaceCubemapLayered(2)\n"
    "    integer(4) :: persistingL2CacheMaxSize, streamPrioritiesSupported\n"
    "    integer(4) :: globalL1CacheSupported, localL1CacheSupported, multiGpuBoardGroupID\n"
    "    integer(4) :: hostNativeAtomicSupported, singleToDoublePrecisionPerfRatio\n"
    "    integer(4) :: pageableMemoryAccess, computePreemptionSupported\n"
    "    integer(4) :: canUseHostPointerForRegisteredMem, cooperativeLaunch\n"
    "    integer(4) :: cooperativeMultiDeviceLaunch, pageableMemoryAccessUsesHostPageTables\n"
    "    integer(4) :: directManagedMemAccessFromHost, maxBlocksPerMultiProcessor\n"
    "    integer(4) :: accessPolicyMaxWindowSize, hostRegisterSupported\n"
    "    integer(4) :: sparseCudaArraySupported, hostRegisterReadOnlySupported\n"
    "    integer(4) :: timelineSemaphoreInteropSupported, memoryPoolsSupported\n"
    "    integer(4) :: gpuDirectRDMASupported, gpuDirectRDMAFlushWritesOptions\n"
    "    integer(4) :: gpuDirectRDMAWritesOrdering, memoryPoolSupportedHandleTypes\n"
    "    integer(4) :: deferredMappingCudaArraySupported, ipcEventSupported, clusterLaunch\n"
    "    integer(4) :: unifiedFunctionPointers, deviceNumaConfig, deviceNumaId, mpsEnabled\n"
    "    integer(4) :: hostNumaId, gpuPciDeviceID, gpuPciSubsystemID\n"
    "    integer(4) :: hostNumaMultinodeIpcSupported\n"
    "  end type cudaDeviceProp\n"
    "  type, bind(c) :: cudaFuncAttributes\n"
    "    integer(8) :: sharedSizeBytes, constSizeBytes, localSizeBytes\n"
    "    integer(4) :: maxThreadsPerBlock, numRegs, ptxVersion, binaryVersion, cacheModeCA\n"
    "    integer(4) :: maxDynamicSharedSizeBytes, preferredShmemCarveout, clusterDimMustBeSet\n"
    "    integer(4) :: requiredClusterWidth, requiredClusterHeight, requiredClusterDepth\n"
    "    integer(4) :: clusterSchedulingPolicyPreference, nonPortableClusterSizeAllowed\n"
    "  end type cudaFuncAttributes\n"
    /* 3-D memory (rt/cudafor_3d.c); sizes in bytes */
    "  type, bind(c) :: cudaExtent\n"
    "    integer(8) :: width, height, depth\n"
    "  end type cudaExtent\n"
    "  type, bind(c) :: cudaPos\n"
    "    integer(8) :: x = 0, y = 0, z = 0\n"
    "  end type cudaPos\n"
    "  type, bind(c) :: cudaPitchedPtr\n"
    "    type(c_devptr) :: ptr\n"
    "    integer(8) :: pitch, xsize, ysize\n"
    "  end type cudaPitchedPtr\n"
    "  type, bind(c) :: cudaArrayPtr\n"
    "    type(c_ptr) :: carray\n"
    "  end type cudaArrayPtr\n"
    "  type, bind(c) :: cudaMemcpy3DParms\n"
    "    type(cudaArrayPtr) :: srcArray\n"
    "    type(cudaPos) :: srcPos\n"
    "    type(cudaPitchedPtr) :: srcPtr\n"
    "    type(cudaArrayPtr) :: dstArray\n"
    "    type(cudaPos) :: dstPos\n"
    "    type(cudaPitchedPtr) :: dstPtr\n"
    "    type(cudaExtent) :: extent\n"
    "    integer(4) :: kind\n"
    "  end type cudaMemcpy3DParms\n"
    /* CUDA arrays and surface objects (rt/cudaarray.c) */
    "  type, bind(c) :: cudaChannelFormatDesc\n"
    "    integer(4) :: x = 0, y = 0, z = 0, w = 0, f = 0\n"
    "  end type cudaChannelFormatDesc\n"
    "  type, bind(c) :: cudaResourceDesc\n"
    "    integer(4) :: resType = 0\n"
    "    type(cudaArrayPtr) :: array\n"
    "    type(c_devptr) :: devPtr\n"
    "    type(cudaChannelFormatDesc) :: desc\n"
    "    integer(8) :: sizeInBytes = 0\n"
    "  end type cudaResourceDesc\n"
    "  type, bind(c) :: cudaTextureDesc\n"
    "    integer(4) :: addressMode(3) = 1, filterMode = 0, readMode = 0, sRGB = 0\n"
    "    real(4) :: borderColor(4) = 0\n"
    "    integer(4) :: normalizedCoords = 0, maxAnisotropy = 0, mipmapFilterMode = 0\n"
    "    real(4) :: mipmapLevelBias = 0, minMipmapLevelClamp = 0, maxMipmapLevelClamp = 0\n"
    "    integer(4) :: disableTrilinearOptimization = 0, seamlessCubemap = 0\n"
    "  end type cudaTextureDesc\n"
    "  integer, parameter :: cudaResourceTypeLinear = 2\n"
    "  integer, parameter :: cudaAddressModeWrap = 0, cudaAddressModeClamp = 1\n"
    "  integer, parameter :: cudaAddressModeMirror = 2, cudaAddressModeBorder = 3\n"
    "  integer, parameter :: cudaFilterModePoint = 0, cudaFilterModeLinear = 1\n"
    "  integer, parameter :: cudaReadModeElementType = 0, cudaReadModeNormalizedFloat = 1\n"
    "  integer, parameter :: cudaChannelFormatKindSigned = 0, cudaChannelFormatKindUnsigned = 1\n"
    "  integer, parameter :: cudaChannelFormatKindFloat = 2, cudaResourceTypeArray = 0\n"
    "  integer, parameter :: cudaArrayDefault = 0, cudaArraySurfaceLoadStore = 2\n"
    "  integer, parameter :: cudaBoundaryModeZero = 0, cudaBoundaryModeClamp = 1, cudaBoundaryModeTrap = 2\n"
    "  integer, parameter :: cuda_surface_kind = 8\n"
    "  interface\n"
    "    integer function cudaDeviceSynchronize() bind(c, name='cuf90_cudaDeviceSynchronize')\n"
    "    end function\n"
    "    integer function cudaThreadSynchronize() bind(c, name='cuf90_cudaDeviceSynchronize')\n"
    "    end function\n"
    "    integer function cudaGetLastError() bind(c, name='cuf90_cudaGetLastError')\n"
    "    end function\n"
    "    integer function cudaPeekAtLastError() bind(c, name='cuf90_cudaPeekAtLastError')\n"
    "    end function\n"
    "    function cudaGetErrorString(errcode) bind(c, name='cuf90_cudaGetErrorString')\n"
    "      character(len=128) :: cudaGetErrorString\n"
    "      integer(4), value :: errcode\n"
    "      !dir$ ignore_tkr (k) errcode\n"
    "    end function\n"
    "    integer function cudaGetDeviceCount(numdev) bind(c, name='cuf90_cudaGetDeviceCount')\n"
    "      integer(4) :: numdev\n"
    "    end function\n"
    "    integer function cudaSetDevice(devnum) bind(c, name='cuf90_cudaSetDevice')\n"
    "      integer(4), value :: devnum\n"
    "      !dir$ ignore_tkr (k) devnum\n"
    "    end function\n"
    "    integer function cudaGetDevice(devnum) bind(c, name='cuf90_cudaGetDevice')\n"
    "      integer(4) :: devnum\n"
    "    end function\n"
    "    integer function cudaGetDeviceProperties(prop, devnum) bind(c, name='cuf90_cudaGetDeviceProperties')\n"
    "      type(cudaDeviceProp) :: prop\n"
    "      integer(4), value :: devnum\n"
    "      !dir$ ignore_tkr (k) devnum\n"
    "    end function\n"
    "    integer function cudaDeviceReset() bind(c, name='cuf90_cudaDeviceReset')\n"
    "    end function\n"
    "    integer function cudaDriverGetVersion(v) bind(c, name='cuf90_cudaDriverGetVersion')\n"
    "      integer(4) :: v\n"
    "    end function\n"
    "    integer function cudaRuntimeGetVersion(v) bind(c, name='cuf90_cudaRuntimeGetVersion')\n"
    "      integer(4) :: v\n"
    "    end function\n"
    "    integer function cudaMemGetInfo(free, total) bind(c, name='cuf90_cudaMemGetInfo')\n"
    "      integer(8) :: free, total\n"
    "    end function\n"
    "    integer function cudaMemcpy(dst, src, count, kdir) bind(c, name='cuf90_cudaMemcpy')\n"
    "      real(4) :: dst(*), src(*)\n"
    "      !dir$ ignore_tkr (tkr) dst, src\n"
    "      integer(8), value :: count\n"
    "      !dir$ ignore_tkr (k) count\n"
    "      integer(4), value, optional :: kdir\n"
    "      !dir$ ignore_tkr (k) kdir\n"
    "    end function\n"
    "    integer function cudaMemcpyAsync(dst, src, count, kdir, stream) bind(c, name='cuf90_cudaMemcpyAsync')\n"
    "      real(4) :: dst(*), src(*)\n"
    "      !dir$ ignore_tkr (tkr) dst, src\n"
    "      integer(8), value :: count\n"
    "      !dir$ ignore_tkr (k) count\n"
    "      integer(4), value, optional :: kdir\n"
    "      !dir$ ignore_tkr (k) kdir\n"
    "      integer(8), value, optional :: stream\n"
    "      !dir$ ignore_tkr (k) stream\n"
    "    end function\n"
    "    integer function cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kdir) bind(c, name='cuf90_cudaMemcpy2D')\n"
    "      real(4) :: dst(*), src(*)\n"
    "      !dir$ ignore_tkr (tkr) dst, src\n"
    "      integer(8), value :: dpitch, spitch, width, height\n"
    "      !dir$ ignore_tkr (k) dpitch, spitch, width, height\n"
    "      integer(4), value, optional :: kdir\n"
    "      !dir$ ignore_tkr (k) kdir\n"
    "    end function\n"
    "    integer function cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kdir, stream) &\n"
    "        bind(c, name='cuf90_cudaMemcpy2DAsync')\n"
    "      real(4) :: dst(*), src(*)\n"
    "      !dir$ ignore_tkr (tkr) dst, src\n"
    "      integer(8), value :: dpitch, spitch, width, height\n"
    "      !dir$ ignore_tkr (k) dpitch, spitch, width, height\n"
    "      integer(4), value, optional :: kdir\n"
    "      !dir$ ignore_tkr (k) kdir\n"
    "      integer(8), value, optional :: stream\n"
    "      !dir$ ignore_tkr (k) stream\n"
    "    end function\n"
    "    integer function cudaMemset2D(devptr, pitch, value, width, height) bind(c, name='cuf90_cudaMemset2D')\n"
    "      real(4) :: devptr(*), value\n"
    "      !dir$ ignore_tkr (tkr) devptr, value\n"
    "      integer(8), value :: pitch, width, height\n"
    "      !dir$ ignore_tkr (k) pitch, width, height\n"
    "    end function\n"
    "    integer function cudaMallocPitch(a, pitch, width, height) bind(c, name='cuf90_cudaMallocPitch')\n"
    "      real(4), device, allocatable :: a(:,:)\n"
    "      !dir$ ignore_tkr (tk) a\n"
    "      integer(8) :: pitch\n"
    "      integer(8), value :: width, height\n"
    "      !dir$ ignore_tkr (k) width, height\n"
    "    end function\n"
    "    integer function cudaDeviceSetCacheConfig(config) bind(c, name='cuf90_cudaDeviceSetCacheConfig')\n"
    "      integer(4), value :: config\n"
    "      !dir$ ignore_tkr (k) config\n"
    "    end function\n"
    "    integer function cudaDeviceGetCacheConfig(config) bind(c, name='cuf90_cudaDeviceGetCacheConfig')\n"
    "      integer(4) :: config\n"
    "    end function\n"
    "    integer function cudaHostAlloc(p, bytes, flags) bind(c, name='cuf90_cudaHostAlloc_cptr')\n"
    "      type(c_ptr) :: p\n"
    "      integer(8), value :: bytes\n"
    "      !dir$ ignore_tkr (k) bytes\n"
    "      integer(4), value :: flags\n"
    "      !dir$ ignore_tkr (k) flags\n"
    "    end function\n"
    "    integer function cudaMemcpyToSymbol(symbol, src, count, offset, kdir) bind(c, name='cuf90_cudaMemcpyToSymbol')\n"
    "      real(4) :: symbol(*), src(*)\n"
    "      !dir$ ignore_tkr (tkr) symbol, src\n"
    "      integer(8), value :: count\n"
    "      !dir$ ignore_tkr (k) count\n"
    "      integer(8), value, optional :: offset\n"
    "      !dir$ ignore_tkr (k) offset\n"
    "      integer(4), value, optional :: kdir\n"
    "      !dir$ ignore_tkr (k) kdir\n"
    "    end function\n"
    "    integer function cudaMemcpyFromSymbol(dst, symbol, count, offset, kdir) bind(c, name='cuf90_cudaMemcpyFromSymbol')\n"
    "      real(4) :: dst(*), symbol(*)\n"
    "      !dir$ ignore_tkr (tkr) dst, symbol\n"
    "      integer(8), value :: count\n"
    "      !dir$ ignore_tkr (k) count\n"
    "      integer(8), value, optional :: offset\n"
    "      !dir$ ignore_tkr (k) offset\n"
    "      integer(4), value, optional :: kdir\n"
    "      !dir$ ignore_tkr (k) kdir\n"
    "    end function\n"
    "    integer function cudaMemset(devptr, value, count) bind(c, name='cuf90_cudaMemset')\n"
    "      real(4) :: devptr(*), value\n"
    "      !dir$ ignore_tkr (tkr) devptr, value\n"
    "      integer(8), value :: count\n"
    "      !dir$ ignore_tkr (k) count\n"
    "    end function\n"
    "    integer function cudaStreamCreate(stream) bind(c, name='cuf90_cudaStreamCreate')\n"
    "      integer(8) :: stream\n"
    "    end function\n"
    "    integer function cudaStreamDestroy(stream) bind(c, name='cuf90_cudaStreamDestroy')\n"
    "      integer(8), value :: stream\n"
    "      !dir$ ignore_tkr (k) stream\n"
    "    end function\n"
    "    integer function cudaStreamSynchronize(stream) bind(c, name='cuf90_cudaStreamSynchronize')\n"
    "      integer(8), value :: stream\n"
    "      !dir$ ignore_tkr (k) stream\n"
    "    end function\n"
    "    integer function cudaStreamQuery(stream) bind(c, name='cuf90_cudaStreamQuery')\n"
    "      integer(8), value :: stream\n"
    "      !dir$ ignore_tkr (k) stream\n"
    "    end function\n"
    "    integer function cudaEventCreate(event) bind(c, name='cuf90_cudaEventCreate')\n"
    "      type(cudaEvent) :: event\n"
    "    end function\n"
    "    integer function cudaEventRecord(event, stream) bind(c, name='cuf90_cudaEventRecord')\n"
    "      type(cudaEvent), value :: event\n"
    "      integer(8), value, optional :: stream\n"
    "      !dir$ ignore_tkr (k) stream\n"
    "    end function\n"
    "    integer function cudaEventSynchronize(event) bind(c, name='cuf90_cudaEventSynchronize')\n"
    "      type(cudaEvent), value :: event\n"
    "    end function\n"
    "    integer function cudaEventQuery(event) bind(c, name='cuf90_cudaEventQuery')\n"
    "      type(cudaEvent), value :: event\n"
    "    end function\n"
    "    integer function cudaEventElapsedTime(time, start, end) bind(c, name='cuf90_cudaEventElapsedTime')\n"
    "      real(4) :: time\n"
    "      type(cudaEvent), value :: start, end\n"
    "    end function\n"
    "    integer function cudaEventDestroy(event) bind(c, name='cuf90_cudaEventDestroy')\n"
    "      type(cudaEvent), value :: event\n"
    "    end function\n"
    "    integer function cudaStreamCreateWithFlags(stream, flags) bind(c, name='cuf90_cudaStreamCreateWithFlags')\n"
    "      integer(8) :: stream\n"
    "      integer(4), value :: flags\n"
    "      !dir$ ignore_tkr (k) flags\n"
    "    end function\n"
    "    integer function cudaEventCreateWithFlags(event, flags) bind(c, name='cuf90_cudaEventCreateWithFlags')\n"
    "      type(cudaEvent) :: event\n"
    "      integer(4), value :: flags\n"
    "      !dir$ ignore_tkr (k) flags\n"
    "    end function\n"
    "    integer function cudaStreamWaitEvent(stream, event, flags) bind(c, name='cuf90_cudaStreamWaitEvent')\n"
    "      integer(8), value :: stream\n"
    "      !dir$ ignore_tkr (k) stream\n"
    "      type(cudaEvent), value :: event\n"
    "      integer(4), value :: flags\n"
    "      !dir$ ignore_tkr (k) flags\n"
    "    end function\n"
    "    integer function cudaDeviceGetAttribute(v, attr, device) bind(c, name='cuf90_cudaDeviceGetAttribute')\n"
    "      integer(4) :: v\n"
    "      integer(4), value :: attr, device\n"
    "      !dir$ ignore_tkr (k) attr, device\n"
    "    end function\n"
    "    integer function cudaMemPrefetchAsync(devptr, count, device, stream) bind(c, name='cuf90_cudaMemPrefetchAsync')\n"
    "      real(4) :: devptr(*)\n"
    "      !dir$ ignore_tkr (tkr) devptr\n"
    "      integer(8), value :: count\n"
    "      !dir$ ignore_tkr (k) count\n"
    "      integer(4), value :: device\n"
    "      !dir$ ignore_tkr (k) device\n"
    "      integer(8), value, optional :: stream\n"
    "      !dir$ ignore_tkr (k) stream\n"
    "    end function\n"
    "    integer function cudaDeviceSetLimit(limit, v) bind(c, name='cuf90_cudaDeviceSetLimit')\n"
    "      integer(4), value :: limit\n"
    "      !dir$ ignore_tkr (k) limit\n"
    "      integer(8), value :: v\n"
    "      !dir$ ignore_tkr (k) v\n"
    "    end function\n"
    "    integer function cudaDeviceGetLimit(v, limit) bind(c, name='cuf90_cudaDeviceGetLimit')\n"
    "      integer(8) :: v\n"
    "      integer(4), value :: limit\n"
    "      !dir$ ignore_tkr (k) limit\n"
    "    end function\n"
    "    integer function cudaFreeHost(p) bind(c, name='cuf90_cudaFreeHost_cptr')\n"
    "      type(c_ptr), value :: p\n"
    "    end function\n"
    "    integer function cudaMallocHost(p, bytes) bind(c, name='cuf90_cudaMallocHost_cptr')\n"
    "      type(c_ptr) :: p\n"
    "      integer(8), value :: bytes\n"
    "      !dir$ ignore_tkr (k) bytes\n"
    "    end function\n"
    /* several devices, kernels, stream priorities (rt/cudafor_devices.c); a
     * kernel passed as 'func' is its descriptor (codegen) */
    "    integer function cudaDeviceCanAccessPeer(canAccessPeer, device, peerDevice) bind(c, name='cuf90_cudaDeviceCanAccessPeer')\n"
    "      integer(4) :: canAccessPeer\n"
    "      integer(4), value :: device, peerDevice\n"
    "      !dir$ ignore_tkr (k) device, peerDevice\n"
    "    end function\n"
    "    integer function cudaDeviceEnablePeerAccess(peerDevice, flags) bind(c, name='cuf90_cudaDeviceEnablePeerAccess')\n"
    "      integer(4), value :: peerDevice, flags\n"
    "      !dir$ ignore_tkr (k) peerDevice, flags\n"
    "    end function\n"
    "    integer function cudaDeviceDisablePeerAccess(peerDevice) bind(c, name='cuf90_cudaDeviceDisablePeerAccess')\n"
    "      integer(4), value :: peerDevice\n"
    "      !dir$ ignore_tkr (k) peerDevice\n"
    "    end function\n"
    "    integer function cudaMemcpyPeer(dst, dstDevice, src, srcDevice, count) bind(c, name='cuf90_cudaMemcpyPeer')\n"
    "      real(4) :: dst(*), src(*)\n"
    "      !dir$ ignore_tkr (tkr) dst, src\n"
    "      integer(4), value :: dstDevice, srcDevice\n"
    "      !dir$ ignore_tkr (k) dstDevice, srcDevice\n"
    "      integer(8), value :: count\n"
    "      !dir$ ignore_tkr (k) count\n"
    "    end function\n"
    "    integer function cudaMemcpyPeerAsync(dst, dstDevice, src, srcDevice, count, stream) bind(c, name='cuf90_cudaMemcpyPeerAsync')\n"
    "      real(4) :: dst(*), src(*)\n"
    "      !dir$ ignore_tkr (tkr) dst, src\n"
    "      integer(4), value :: dstDevice, srcDevice\n"
    "      !dir$ ignore_tkr (k) dstDevice, srcDevice\n"
    "      integer(8), value :: count\n"
    "      !dir$ ignore_tkr (k) count\n"
    "      integer(8), value, optional :: stream\n"
    "      !dir$ ignore_tkr (k) stream\n"
    "    end function\n"
    "    integer function cudaFuncGetAttributes(attr, func) bind(c, name='cuf90_cudaFuncGetAttributes')\n"
    "      import :: cudaFuncAttributes\n"
    "      type(cudaFuncAttributes) :: attr\n"
    "      external :: func\n"
    "    end function\n"
    "    integer function cudaFuncSetAttribute(func, attr, v) bind(c, name='cuf90_cudaFuncSetAttribute')\n"
    "      external :: func\n"
    "      integer(4), value :: attr, v\n"
    "      !dir$ ignore_tkr (k) attr, v\n"
    "    end function\n"
    "    integer function cudaFuncSetCacheConfig(func, config) bind(c, name='cuf90_cudaFuncSetCacheConfig')\n"
    "      external :: func\n"
    "      integer(4), value :: config\n"
    "      !dir$ ignore_tkr (k) config\n"
    "    end function\n"
    "    integer function cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize) &\n"
    "        bind(c, name='cuf90_cudaOccupancyMaxActiveBlocksPerMultiprocessor')\n"
    "      integer(4) :: numBlocks\n"
    "      external :: func\n"
    "      integer(4), value :: blockSize\n"
    "      !dir$ ignore_tkr (k) blockSize\n"
    "      integer(8), value :: dynamicSMemSize\n"
    "      !dir$ ignore_tkr (k) dynamicSMemSize\n"
    "    end function\n"
    "    integer function cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, &\n"
    "        dynamicSMemSize, flags) bind(c, name='cuf90_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags')\n"
    "      integer(4) :: numBlocks\n"
    "      external :: func\n"
    "      integer(4), value :: blockSize, flags\n"
    "      !dir$ ignore_tkr (k) blockSize, flags\n"
    "      integer(8), value :: dynamicSMemSize\n"
    "      !dir$ ignore_tkr (k) dynamicSMemSize\n"
    "    end function\n"
    "    integer function cudaDeviceGetStreamPriorityRange(leastPriority, greatestPriority) &\n"
    "        bind(c, name='cuf90_cudaDeviceGetStreamPriorityRange')\n"
    "      integer(4) :: leastPriority, greatestPriority\n"
    "    end function\n"
    "    integer function cudaStreamCreateWithPriority(stream, flags, priority) bind(c, name='cuf90_cudaStreamCreateWithPriority')\n"
    "      integer(8) :: stream\n"
    "      integer(4), value :: flags, priority\n"
    "      !dir$ ignore_tkr (k) flags, priority\n"
    "    end function\n"
    "    integer function cudaMalloc3D(pitchptr, cext) bind(c, name='cuf90_cudaMalloc3D')\n"
    "      import :: cudaPitchedPtr, cudaExtent\n"
    "      type(cudaPitchedPtr), intent(out) :: pitchptr\n"
    "      type(cudaExtent), intent(in) :: cext\n"
    "    end function\n"
    "    integer function cudaMemcpy3D(p) bind(c, name='cuf90_cudaMemcpy3D')\n"
    "      import :: cudaMemcpy3DParms\n"
    "      type(cudaMemcpy3DParms), intent(in) :: p\n"
    "    end function\n"
    "    integer function cudaMemcpy3DAsync(p, stream) bind(c, name='cuf90_cudaMemcpy3DAsync')\n"
    "      import :: cudaMemcpy3DParms\n"
    "      type(cudaMemcpy3DParms), intent(in) :: p\n"
    "      integer(8), value, optional :: stream\n"
    "      !dir$ ignore_tkr (k) stream\n"
    "    end function\n"
    "    integer function cudaMemset3D(pitchptr, v, cext) bind(c, name='cuf90_cudaMemset3D')\n"
    "      import :: cudaPitchedPtr, cudaExtent\n"
    "      type(cudaPitchedPtr), intent(in) :: pitchptr\n"
    "      integer(4), value :: v\n"
    "      !dir$ ignore_tkr (k) v\n"
    "      type(cudaExtent), intent(in) :: cext\n"
    "    end function\n"
    "    integer function cudaMemAdvise(devptr, count, advice, device) bind(c, name='cuf90_cudaMemAdvise')\n"
    "      real(4) :: devptr(*)\n"
    "      !dir$ ignore_tkr (tkr) devptr\n"
    "      integer(8), value :: count\n"
    "      !dir$ ignore_tkr (k) count\n"
    "      integer(4), value :: advice, device\n"
    "      !dir$ ignore_tkr (k) advice, device\n"
    "    end function\n"
    "    integer function cudaMallocArray(carray, cdesc, width, height, flags) bind(c, name='cuf90_cudaMallocArray')\n"
    "      import :: cudaArrayPtr, cudaChannelFormatDesc\n"
    "      type(cudaArrayPtr) :: carray\n"
    "      type(cudaChannelFormatDesc), intent(in) :: cdesc\n"
    "      integer(8), value :: width, height\n"
    "      !dir$ ignore_tkr (k) width, height\n"
    "      integer(4), value, optional :: flags\n"
    "      !dir$ ignore_tkr (k) flags\n"
    "    end function\n"
    "    integer function cudaMalloc3DArray(carray, cdesc, cext, flags) bind(c, name='cuf90_cudaMalloc3DArray')\n"
    "      import :: cudaArrayPtr, cudaChannelFormatDesc, cudaExtent\n"
    "      type(cudaArrayPtr) :: carray\n"
    "      type(cudaChannelFormatDesc), intent(in) :: cdesc\n"
    "      type(cudaExtent), intent(in) :: cext\n"
    "      integer(4), value, optional :: flags\n"
    "      !dir$ ignore_tkr (k) flags\n"
    "    end function\n"
    "    integer function cudaFreeArray(carray) bind(c, name='cuf90_cudaFreeArray')\n"
    "      import :: cudaArrayPtr\n"
    "      type(cudaArrayPtr), value :: carray\n"
    "    end function\n"
    "    integer function cudaMemcpyToArray(dsta, dstx, dsty, src, count, kdir) bind(c, name='cuf90_cudaMemcpyToArray')\n"
    "      import :: cudaArrayPtr\n"
    "      type(cudaArrayPtr), value :: dsta\n"
    "      integer(8), value :: dstx, dsty, count\n"
    "      !dir$ ignore_tkr (k) dstx, dsty, count\n"
    "      real(4) :: src(*)\n"
    "      !dir$ ignore_tkr (tkr) src\n"
    "      integer(4), value, optional :: kdir\n"
    "      !dir$ ignore_tkr (k) kdir\n"
    "    end function\n"
    "    integer function cudaMemcpyFromArray(dst, srca, srcx, srcy, count, kdir) bind(c, name='cuf90_cudaMemcpyFromArray')\n"
    "      import :: cudaArrayPtr\n"
    "      real(4) :: dst(*)\n"
    "      !dir$ ignore_tkr (tkr) dst\n"
    "      type(cudaArrayPtr), value :: srca\n"
    "      integer(8), value :: srcx, srcy, count\n"
    "      !dir$ ignore_tkr (k) srcx, srcy, count\n"
    "      integer(4), value, optional :: kdir\n"
    "      !dir$ ignore_tkr (k) kdir\n"
    "    end function\n"
    "    integer function cudaMemcpy2DToArray(dsta, dstx, dsty, src, spitch, width, height, kdir) &\n"
    "        bind(c, name='cuf90_cudaMemcpy2DToArray')\n"
    "      import :: cudaArrayPtr\n"
    "      type(cudaArrayPtr), value :: dsta\n"
    "      integer(8), value :: dstx, dsty\n"
    "      !dir$ ignore_tkr (k) dstx, dsty\n"
    "      real(4) :: src(*)\n"
    "      !dir$ ignore_tkr (tkr) src\n"
    "      integer(8), value :: spitch, width, height\n"
    "      !dir$ ignore_tkr (k) spitch, width, height\n"
    "      integer(4), value, optional :: kdir\n"
    "      !dir$ ignore_tkr (k) kdir\n"
    "    end function\n"
    "    integer function cudaMemcpy2DFromArray(dst, dpitch, srca, srcx, srcy, width, height, kdir) &\n"
    "        bind(c, name='cuf90_cudaMemcpy2DFromArray')\n"
    "      import :: cudaArrayPtr\n"
    "      real(4) :: dst(*)\n"
    "      !dir$ ignore_tkr (tkr) dst\n"
    "      integer(8), value :: dpitch\n"
    "      !dir$ ignore_tkr (k) dpitch\n"
    "      type(cudaArrayPtr), value :: srca\n"
    "      integer(8), value :: srcx, srcy, width, height\n"
    "      !dir$ ignore_tkr (k) srcx, srcy, width, height\n"
    "      integer(4), value, optional :: kdir\n"
    "      !dir$ ignore_tkr (k) kdir\n"
    "    end function\n"
    "    integer function cudaCreateSurfaceObject(surfObj, resDesc) bind(c, name='cuf90_cudaCreateSurfaceObject')\n"
    "      import :: cudaResourceDesc\n"
    "      integer(8) :: surfObj\n"
    "      type(cudaResourceDesc), intent(in) :: resDesc\n"
    "    end function\n"
    "    integer function cudaDestroySurfaceObject(surfObj) bind(c, name='cuf90_cudaDestroySurfaceObject')\n"
    "      integer(8), value :: surfObj\n"
    "    end function\n"
    "    integer function cudaCreateTextureObject(texObj, resDesc, texDesc, resViewDesc) &\n"
    "        bind(c, name='cuf90_cudaCreateTextureObject')\n"
    "      import :: cudaResourceDesc, cudaTextureDesc\n"
    "      integer(8) :: texObj\n"
    "      type(cudaResourceDesc), intent(in) :: resDesc\n"
    "      type(cudaTextureDesc), intent(in) :: texDesc\n"
    "      type(c_ptr), optional :: resViewDesc\n"
    "    end function\n"
    "    integer function cudaDestroyTextureObject(texObj) bind(c, name='cuf90_cudaDestroyTextureObject')\n"
    "      integer(8), value :: texObj\n"
    "    end function\n"
    "    integer function cudaStreamGetPriority(stream, priority) bind(c, name='cuf90_cudaStreamGetPriority')\n"
    "      integer(8), value :: stream\n"
    "      !dir$ ignore_tkr (k) stream\n"
    "      integer(4) :: priority\n"
    "    end function\n"
    "  end interface\n"
    "  interface cudaforSetDefaultStream\n"
    "    integer function cudaforSetDefaultStream_all(stream) bind(c, name='cuf90_cudaforSetDefaultStream')\n"
    "      integer(8), value :: stream\n"
    "      !dir$ ignore_tkr (k) stream\n"
    "    end function\n"
    "    integer function cudaforSetDefaultStream_array(a, stream) bind(c, name='cuf90_cudaforSetDefaultStreamArray')\n"
    "      real(4), device :: a(*)\n"
    "      !dir$ ignore_tkr (tkr) a\n"
    "      integer(8), value :: stream\n"
    "      !dir$ ignore_tkr (k) stream\n"
    "    end function\n"
    "  end interface\n"
    "  interface cudaforGetDefaultStream\n"
    "    integer(8) function cudaforGetDefaultStream_all() bind(c, name='cuf90_cudaforGetDefaultStream')\n"
    "    end function\n"
    "    integer(8) function cudaforGetDefaultStream_array(a) bind(c, name='cuf90_cudaforGetDefaultStreamArray')\n"
    "      real(4), device :: a(*)\n"
    "      !dir$ ignore_tkr (tkr) a\n"
    "    end function\n"
    "  end interface\n"
    "  private :: cudaforSetDefaultStream_all, cudaforSetDefaultStream_array\n"
    "  private :: cudaforGetDefaultStream_all, cudaforGetDefaultStream_array\n"
    "  interface cudaMalloc\n"
    "    integer function cudaMalloc_array(a, count) bind(c, name='cuf90_cudaMalloc')\n"
    "      real(4), device, allocatable :: a(:)\n"
    "      !dir$ ignore_tkr (tk) a\n"
    "      integer(8), value :: count\n"
    "      !dir$ ignore_tkr (k) count\n"
    "    end function\n"
    "    integer function cudaMalloc_cptr(p, bytes) bind(c, name='cuf90_cudaMalloc_cptr')\n"
    "      type(c_devptr) :: p\n"
    "      integer(8), value :: bytes\n"
    "      !dir$ ignore_tkr (k) bytes\n"
    "    end function\n"
    "  end interface\n"
    "  interface cudaMallocManaged\n"
    "    integer function cudaMallocManaged_array(a, count, flags) bind(c, name='cuf90_cudaMallocManaged')\n"
    "      real(4), managed, allocatable :: a(:)\n"
    "      !dir$ ignore_tkr (tk) a\n"
    "      integer(8), value :: count\n"
    "      !dir$ ignore_tkr (k) count\n"
    "      integer(4), value, optional :: flags\n"
    "      !dir$ ignore_tkr (k) flags\n"
    "    end function\n"
    "    integer function cudaMallocManaged_cptr(p, bytes, flags) bind(c, name='cuf90_cudaMallocManaged_cptr')\n"
    "      type(c_devptr) :: p\n"
    "      integer(8), value :: bytes\n"
    "      !dir$ ignore_tkr (k) bytes\n"
    "      integer(4), value, optional :: flags\n"
    "      !dir$ ignore_tkr (k) flags\n"
    "    end function\n"
    "  end interface\n"
    "  interface cudaFree\n"
    "    integer function cudaFree_array(a) bind(c, name='cuf90_cudaFree')\n"
    "      real(4), device, allocatable :: a(:)\n"
    "      !dir$ ignore_tkr (tkr) a\n"
    "    end function\n"
    "    integer function cudaFree_cptr(p) bind(c, name='cuf90_cudaFree_cptr')\n"
    "      type(c_devptr), value :: p\n"
    "    end function\n"
    "  end interface\n"
    /* the device address of an array or element (c_loc of device data),
     * for the arrays of pointers of cuBLAS's batched routines */
    "  interface\n"
    "    type(c_devptr) function c_devloc(x) bind(c, name='cuf90_c_devloc')\n"
    "      integer(1) :: x(*)\n"
    "      !dir$ ignore_tkr (tkr) x\n"
    "    end function\n"
    "  end interface\n"
    "  private :: cudaMalloc_array, cudaMalloc_cptr, cudaMallocManaged_array, cudaMallocManaged_cptr\n"
    "  private :: cudaFree_array, cudaFree_cptr\n"
    /* "the sum, maxval, and minval host intrinsics are overloaded to accept
     * device or managed arrays when the cudafor module is used": the
     * intrinsics themselves, exported for renames (gpusum => sum) */
    "  intrinsic :: sum, maxval, minval\n"
    /* atomics (device code): mem is the shared or device variable updated */
    "  interface atomicadd\n"
    "    attributes(device) function atomicadd_i4(mem, val) bind(c, name='cuf90_atomicadd_i4')\n"
    "      integer(4) :: atomicadd_i4, mem\n"
    "      integer(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicadd_i8(mem, val) bind(c, name='cuf90_atomicadd_i8')\n"
    "      integer(8) :: atomicadd_i8, mem\n"
    "      integer(8), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicadd_r4(mem, val) bind(c, name='cuf90_atomicadd_r4')\n"
    "      real(4) :: atomicadd_r4, mem\n"
    "      real(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicadd_r8(mem, val) bind(c, name='cuf90_atomicadd_r8')\n"
    "      real(8) :: atomicadd_r8, mem\n"
    "      real(8), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "  end interface\n"
    "  interface atomicsub\n"
    "    attributes(device) function atomicsub_i4(mem, val) bind(c, name='cuf90_atomicsub_i4')\n"
    "      integer(4) :: atomicsub_i4, mem\n"
    "      integer(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicsub_i8(mem, val) bind(c, name='cuf90_atomicsub_i8')\n"
    "      integer(8) :: atomicsub_i8, mem\n"
    "      integer(8), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicsub_r4(mem, val) bind(c, name='cuf90_atomicsub_r4')\n"
    "      real(4) :: atomicsub_r4, mem\n"
    "      real(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicsub_r8(mem, val) bind(c, name='cuf90_atomicsub_r8')\n"
    "      real(8) :: atomicsub_r8, mem\n"
    "      real(8), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "  end interface\n"
    "  interface atomicmax\n"
    "    attributes(device) function atomicmax_i4(mem, val) bind(c, name='cuf90_atomicmax_i4')\n"
    "      integer(4) :: atomicmax_i4, mem\n"
    "      integer(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicmax_i8(mem, val) bind(c, name='cuf90_atomicmax_i8')\n"
    "      integer(8) :: atomicmax_i8, mem\n"
    "      integer(8), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicmax_r4(mem, val) bind(c, name='cuf90_atomicmax_r4')\n"
    "      real(4) :: atomicmax_r4, mem\n"
    "      real(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicmax_r8(mem, val) bind(c, name='cuf90_atomicmax_r8')\n"
    "      real(8) :: atomicmax_r8, mem\n"
    "      real(8), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "  end interface\n"
    "  interface atomicmin\n"
    "    attributes(device) function atomicmin_i4(mem, val) bind(c, name='cuf90_atomicmin_i4')\n"
    "      integer(4) :: atomicmin_i4, mem\n"
    "      integer(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicmin_i8(mem, val) bind(c, name='cuf90_atomicmin_i8')\n"
    "      integer(8) :: atomicmin_i8, mem\n"
    "      integer(8), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicmin_r4(mem, val) bind(c, name='cuf90_atomicmin_r4')\n"
    "      real(4) :: atomicmin_r4, mem\n"
    "      real(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicmin_r8(mem, val) bind(c, name='cuf90_atomicmin_r8')\n"
    "      real(8) :: atomicmin_r8, mem\n"
    "      real(8), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "  end interface\n"
    "  interface atomicand\n"
    "    attributes(device) function atomicand_i4(mem, val) bind(c, name='cuf90_atomicand_i4')\n"
    "      integer(4) :: atomicand_i4, mem\n"
    "      integer(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicand_i8(mem, val) bind(c, name='cuf90_atomicand_i8')\n"
    "      integer(8) :: atomicand_i8, mem\n"
    "      integer(8), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "  end interface\n"
    "  interface atomicor\n"
    "    attributes(device) function atomicor_i4(mem, val) bind(c, name='cuf90_atomicor_i4')\n"
    "      integer(4) :: atomicor_i4, mem\n"
    "      integer(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicor_i8(mem, val) bind(c, name='cuf90_atomicor_i8')\n"
    "      integer(8) :: atomicor_i8, mem\n"
    "      integer(8), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "  end interface\n"
    "  interface atomicxor\n"
    "    attributes(device) function atomicxor_i4(mem, val) bind(c, name='cuf90_atomicxor_i4')\n"
    "      integer(4) :: atomicxor_i4, mem\n"
    "      integer(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicxor_i8(mem, val) bind(c, name='cuf90_atomicxor_i8')\n"
    "      integer(8) :: atomicxor_i8, mem\n"
    "      integer(8), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "  end interface\n"
    "  interface atomicexch\n"
    "    attributes(device) function atomicexch_i4(mem, val) bind(c, name='cuf90_atomicexch_i4')\n"
    "      integer(4) :: atomicexch_i4, mem\n"
    "      integer(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicexch_i8(mem, val) bind(c, name='cuf90_atomicexch_i8')\n"
    "      integer(8) :: atomicexch_i8, mem\n"
    "      integer(8), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicexch_r4(mem, val) bind(c, name='cuf90_atomicexch_r4')\n"
    "      real(4) :: atomicexch_r4, mem\n"
    "      real(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "    attributes(device) function atomicexch_r8(mem, val) bind(c, name='cuf90_atomicexch_r8')\n"
    "      real(8) :: atomicexch_r8, mem\n"
    "      real(8), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "  end interface\n"
    "  interface atomicinc\n"
    "    attributes(device) function atomicinc_i4(mem, val) bind(c, name='cuf90_atomicinc_i4')\n"
    "      integer(4) :: atomicinc_i4, mem\n"
    "      integer(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "  end interface\n"
    "  interface atomicdec\n"
    "    attributes(device) function atomicdec_i4(mem, val) bind(c, name='cuf90_atomicdec_i4')\n"
    "      integer(4) :: atomicdec_i4, mem\n"
    "      integer(4), value :: val\n"
    "      !dir$ ignore_tkr (k) val\n"
    "    end function\n"
    "  end interface\n"
    "  interface atomiccas\n"
    "    attributes(device) function atomiccas_i4(mem, comp, val) bind(c, name='cuf90_atomiccas_i4')\n"
    "      integer(4) :: atomiccas_i4, mem\n"
    "      integer(4), value :: comp, val\n"
    "      !dir$ ignore_tkr (k) comp, val\n"
    "    end function\n"
    "    attributes(device) function atomiccas_i8(mem, comp, val) bind(c, name='cuf90_atomiccas_i8')\n"
    "      integer(8) :: atomiccas_i8, mem\n"
    "      integer(8), value :: comp, val\n"
    "      !dir$ ignore_tkr (k) comp, val\n"
    "    end function\n"
    "    attributes(device) function atomiccas_r4(mem, comp, val) bind(c, name='cuf90_atomiccas_r4')\n"
    "      real(4) :: atomiccas_r4, mem\n"
    "      real(4), value :: comp, val\n"
    "      !dir$ ignore_tkr (k) comp, val\n"
    "    end function\n"
    "    attributes(device) function atomiccas_r8(mem, comp, val) bind(c, name='cuf90_atomiccas_r8')\n"
    "      real(8) :: atomiccas_r8, mem\n"
    "      real(8), value :: comp, val\n"
    "      !dir$ ignore_tkr (k) comp, val\n"
    "    end function\n"
    "  end interface\n"
    "  private :: atomicadd_i4, atomicadd_i8, atomicadd_r4, atomicadd_r8, atomicsub_i4, atomicsub_i8\n"
    "  private :: atomicsub_r4, atomicsub_r8, atomicmax_i4, atomicmax_i8, atomicmax_r4, atomicmax_r8\n"
    "  private :: atomicmin_i4, atomicmin_i8, atomicmin_r4, atomicmin_r8, atomicand_i4, atomicand_i8\n"
    "  private :: atomicor_i4, atomicor_i8, atomicxor_i4, atomicxor_i8, atomicexch_i4, atomicexch_i8\n"
    "  private :: atomicexch_r4, atomicexch_r8, atomicinc_i4, atomicdec_i4, atomiccas_i4, atomiccas_i8\n"
    "  private :: atomiccas_r4, atomiccas_r8\n"
    "end module cudafor\n";

/* libm: the C math functions the Fortran intrinsics lack, for device
 * code (the guide's "use libm"): BIND(C) device functions named
 * cuf90_libm_<C name>; codegen/device.c makes each call libdevice's
 * __nv_<C name> on the GPU and the C library's under emulation. */
static const char libm_src[] =
    "module libm\n"
    "  implicit none\n"
    "  interface\n"
    "    attributes(device) function cbrt(x) bind(c, name='cuf90_libm_cbrt')\n"
    "      real(8) :: cbrt\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function cbrtf(x) bind(c, name='cuf90_libm_cbrtf')\n"
    "      real(4) :: cbrtf\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    attributes(device) function expm1(x) bind(c, name='cuf90_libm_expm1')\n"
    "      real(8) :: expm1\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function expm1f(x) bind(c, name='cuf90_libm_expm1f')\n"
    "      real(4) :: expm1f\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    attributes(device) function log1p(x) bind(c, name='cuf90_libm_log1p')\n"
    "      real(8) :: log1p\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function log1pf(x) bind(c, name='cuf90_libm_log1pf')\n"
    "      real(4) :: log1pf\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    attributes(device) function exp2(x) bind(c, name='cuf90_libm_exp2')\n"
    "      real(8) :: exp2\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function exp2f(x) bind(c, name='cuf90_libm_exp2f')\n"
    "      real(4) :: exp2f\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    attributes(device) function exp10(x) bind(c, name='cuf90_libm_exp10')\n"
    "      real(8) :: exp10\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function exp10f(x) bind(c, name='cuf90_libm_exp10f')\n"
    "      real(4) :: exp10f\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    attributes(device) function log2(x) bind(c, name='cuf90_libm_log2')\n"
    "      real(8) :: log2\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function log2f(x) bind(c, name='cuf90_libm_log2f')\n"
    "      real(4) :: log2f\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    attributes(device) function rint(x) bind(c, name='cuf90_libm_rint')\n"
    "      real(8) :: rint\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function rintf(x) bind(c, name='cuf90_libm_rintf')\n"
    "      real(4) :: rintf\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    attributes(device) function round(x) bind(c, name='cuf90_libm_round')\n"
    "      real(8) :: round\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function roundf(x) bind(c, name='cuf90_libm_roundf')\n"
    "      real(4) :: roundf\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    attributes(device) function trunc(x) bind(c, name='cuf90_libm_trunc')\n"
    "      real(8) :: trunc\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function truncf(x) bind(c, name='cuf90_libm_truncf')\n"
    "      real(4) :: truncf\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    attributes(device) function tgamma(x) bind(c, name='cuf90_libm_tgamma')\n"
    "      real(8) :: tgamma\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function tgammaf(x) bind(c, name='cuf90_libm_tgammaf')\n"
    "      real(4) :: tgammaf\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    attributes(device) function lgamma(x) bind(c, name='cuf90_libm_lgamma')\n"
    "      real(8) :: lgamma\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function lgammaf(x) bind(c, name='cuf90_libm_lgammaf')\n"
    "      real(4) :: lgammaf\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    attributes(device) function fmax(x, y) bind(c, name='cuf90_libm_fmax')\n"
    "      real(8) :: fmax\n"
    "      real(8), value :: x\n"
    "      real(8), value :: y\n"
    "    end function\n"
    "    attributes(device) function fmaxf(x, y) bind(c, name='cuf90_libm_fmaxf')\n"
    "      real(4) :: fmaxf\n"
    "      real(4), value :: x\n"
    "      real(4), value :: y\n"
    "    end function\n"
    "    attributes(device) function fmin(x, y) bind(c, name='cuf90_libm_fmin')\n"
    "      real(8) :: fmin\n"
    "      real(8), value :: x\n"
    "      real(8), value :: y\n"
    "    end function\n"
    "    attributes(device) function fminf(x, y) bind(c, name='cuf90_libm_fminf')\n"
    "      real(4) :: fminf\n"
    "      real(4), value :: x\n"
    "      real(4), value :: y\n"
    "    end function\n"
    "    attributes(device) function fdim(x, y) bind(c, name='cuf90_libm_fdim')\n"
    "      real(8) :: fdim\n"
    "      real(8), value :: x\n"
    "      real(8), value :: y\n"
    "    end function\n"
    "    attributes(device) function fdimf(x, y) bind(c, name='cuf90_libm_fdimf')\n"
    "      real(4) :: fdimf\n"
    "      real(4), value :: x\n"
    "      real(4), value :: y\n"
    "    end function\n"
    "    attributes(device) function copysign(x, y) bind(c, name='cuf90_libm_copysign')\n"
    "      real(8) :: copysign\n"
    "      real(8), value :: x\n"
    "      real(8), value :: y\n"
    "    end function\n"
    "    attributes(device) function copysignf(x, y) bind(c, name='cuf90_libm_copysignf')\n"
    "      real(4) :: copysignf\n"
    "      real(4), value :: x\n"
    "      real(4), value :: y\n"
    "    end function\n"
    "    attributes(device) function hypot(x, y) bind(c, name='cuf90_libm_hypot')\n"
    "      real(8) :: hypot\n"
    "      real(8), value :: x\n"
    "      real(8), value :: y\n"
    "    end function\n"
    "    attributes(device) function hypotf(x, y) bind(c, name='cuf90_libm_hypotf')\n"
    "      real(4) :: hypotf\n"
    "      real(4), value :: x\n"
    "      real(4), value :: y\n"
    "    end function\n"
    "    attributes(device) function remainder(x, y) bind(c, name='cuf90_libm_remainder')\n"
    "      real(8) :: remainder\n"
    "      real(8), value :: x\n"
    "      real(8), value :: y\n"
    "    end function\n"
    "    attributes(device) function remainderf(x, y) bind(c, name='cuf90_libm_remainderf')\n"
    "      real(4) :: remainderf\n"
    "      real(4), value :: x\n"
    "      real(4), value :: y\n"
    "    end function\n"
    "    attributes(device) function fma(x, y, z) bind(c, name='cuf90_libm_fma')\n"
    "      real(8) :: fma\n"
    "      real(8), value :: x\n"
    "      real(8), value :: y\n"
    "      real(8), value :: z\n"
    "    end function\n"
    "    attributes(device) function fmaf(x, y, z) bind(c, name='cuf90_libm_fmaf')\n"
    "      real(4) :: fmaf\n"
    "      real(4), value :: x\n"
    "      real(4), value :: y\n"
    "      real(4), value :: z\n"
    "    end function\n"
    "  end interface\n"
    "end module libm\n";

/* cudafor_src with the generated interfaces of the surface and texture
 * intrinsics (intrinsic_cudafor_tex.c) before its END MODULE. */
static const char *cudafor_text(void)
{
    static char *text;
    if (!text) {
        const char *end = strstr(cudafor_src, "end module cudafor");
        const char *more = cudafor_texture_interfaces();
        size_t head = (size_t)(end - cudafor_src);
        text = arena_printf(cu_arena, "%.*s%s%s", (int)head, cudafor_src, more, end);
    }
    return text;
}

static Symbol *cached[10];

Symbol *intrinsic_module(const char *name, Loc loc)
{
    (void)loc;
    static const char *const names[] = {"iso_c_binding", "iso_fortran_env", "cudafor",
                                        "ieee_exceptions", "ieee_arithmetic", "ieee_features",
                                        "cudadevice", "libm", "cooperative_groups", "wmma"};
    const char *const srcs[] = {iso_c_binding_src, iso_fortran_env_src, cudafor_src,
                                       ieee_exceptions_src, ieee_arithmetic_src, ieee_features_src,
                                       cudadevice_source(), libm_src, cooperative_groups_source(),
                                wmma_source()};
    for (int i = 0; i < 10; i++) {
        if (strcmp(name, names[i]))
            continue;
        if (!cached[i]) {
            for (int j = 0; j < S.modules.len; j++) {
                Symbol *m = S.modules.data[j];
                if (!strcmp(m->name, name) && m->scope && m->scope->intrinsic_module)
                    return m;
            }
            int before = diag_error_count();
            cached[i] = sema_module_from_text(names[i], i == 2 ? cudafor_text() : srcs[i], true);
            if (!cached[i] || diag_error_count() != before)
                error_at(loc, "Internal error: intrinsic module '%s' could not be built.", name);
        }
        return cached[i];
    }
    return NULL;
}

Symbol *cudafor_dim3_type(void)
{
    Symbol *m = intrinsic_module("cudafor", (Loc){0});
    Symbol *t = m && m->scope ? scope_lookup_local(m->scope, "dim3") : NULL;
    return t && t->kind == SYM_DERIVED_TYPE ? t : NULL;
}

/* The atomic functions are intrinsics of device code ("new intrinsic
 * functions and subroutines supported in device subprograms"), like
 * syncthreads: an undeclared atomic* name referenced in a device subprogram
 * that does not USE cudafor resolves to cudafor's generic. Device code sees
 * cudadevice's functions (__popc, __float_as_int, __fadd_rn ...) the same
 * way, as nvfortran does. */
Symbol *cudafor_device_intrinsic(const char *name, Loc loc)
{
    if (!scope_in_device(S.scope))
        return NULL;
    if (strncmp(name, "atomic", 6)) {
        if (strncmp(name, "__", 2))
            return NULL;
        Symbol *m = intrinsic_module("cudadevice", loc);
        Symbol *p = m && m->scope ? scope_lookup_local(m->scope, name) : NULL;
        return p && (p->kind == SYM_PROCEDURE || p->kind == SYM_GENERIC) ? p : NULL;
    }
    Symbol *m = intrinsic_module("cudafor", loc);
    Symbol *g = m && m->scope ? scope_lookup_local(m->scope, name) : NULL;
    return g && g->kind == SYM_GENERIC ? g : NULL;
}

/* threadidx, blockidx, blockdim, griddim (TYPE(dim3)) and warpsize in
 * attributes(device/global) subprograms. */
void predefine_cuda_variables(Scope *sc)
{
    Symbol *dim3 = cudafor_dim3_type();
    static const char *const names[] = {"threadidx", "blockidx", "blockdim", "griddim"};
    for (int i = 0; i < 4 && dim3; i++) {
        if (scope_lookup_local(sc, names[i]))
            continue;
        Symbol *s = scope_add(sc, names[i], SYM_VARIABLE, sc->node ? sc->node->loc : (Loc){0});
        s->type = type_derived(dim3->derived);
        s->cuda_builtin = true;
        s->space = SPACE_LOCAL;
    }
    if (!scope_lookup_local(sc, "warpsize")) {
        Symbol *w = scope_add(sc, "warpsize", SYM_PARAMETER, sc->node ? sc->node->loc : (Loc){0});
        w->type = type_int(4);
        w->cval = cv_int(32, 4);
        w->cuda_builtin = true;
    }
}

/* The IGNORE_* bits of "(tkrd)" at *pp, which moves past it. */
static unsigned ignore_letters(const char **pp)
{
    unsigned bits = 0;
    const char *p = *pp + 1;
    for (; *p && *p != ')'; p++) {
        if (*p == 't' || *p == 'T') bits |= IGNORE_TYPE;
        if (*p == 'k' || *p == 'K') bits |= IGNORE_KIND;
        if (*p == 'r' || *p == 'R') bits |= IGNORE_RANK;
        if (*p == 'd' || *p == 'D') bits |= IGNORE_DEVICE;
    }
    *pp = *p == ')' ? p + 1 : p;
    return bits;
}

/* IGNORE_TKR directive: "dir$ ignore_tkr [(tkrd)] a, [(tkrd)] b". */
void decl_ignore_tkr_directive(Node *d)
{
    const char *p = d->text ? strstr(d->text, "ignore_tkr") : NULL;
    if (!p)
        return;
    p += strlen("ignore_tkr");
    /* "(letters)" before the first name applies to every name without its
     * own: "ignore_tkr (d) a, (tkr) b" */
    unsigned all = IGNORE_TYPE | IGNORE_KIND | IGNORE_RANK;
    while (*p == ' ')
        p++;
    if (*p == '(')
        all = ignore_letters(&p);
    while (*p) {
        while (*p == ' ' || *p == ',')
            p++;
        unsigned bits = all;
        if (*p == '(') {
            bits = ignore_letters(&p);
            while (*p == ' ')
                p++;
        }
        const char *st = p;
        while (*p && *p != ' ' && *p != ',')
            p++;
        if (p == st)
            break;
        char *name = str_lower(cu_arena, st, (size_t)(p - st));
        Symbol *s = scope_lookup_local(S.scope, name);
        if (!s || !s->is_dummy)
            warning_at(d->loc, "IGNORE_TKR names '%s', which is not a dummy argument.", name);
        else
            s->ignore_tkr |= bits;
    }
}

static MemSpace actual_space(Node *a)
{
    Symbol *s = a ? expr_base_symbol(a) : NULL;
    s = sym_resolve(s);
    return s && s->kind == SYM_VARIABLE ? s->space : SPACE_HOST;
}

static bool on_device(MemSpace m)
{
    return m == SPACE_DEVICE || m == SPACE_CONSTANT || m == SPACE_TEXTURE || m == SPACE_SHARED || m == SPACE_LOCAL;
}

Node *sema_int_const(int64_t v, int kind, Loc loc)
{
    Node *n = node_new(N_INT_LIT, loc);
    n->text = arena_printf(cu_arena, "%lld", (long long)(v < 0 ? -v : v));
    n->type = type_int(kind);
    n->cval = cv_int(v, kind);
    return n;
}

/* The kind of an actual before sema converted it to its VALUE dummy's kind
 * (IGNORE_TKR(k) dummies convert like assignment). */
static int original_int_kind(Node *a)
{
    while (a && a->kind == N_CONVERT && a->lhs)
        a = a->lhs;
    return a && a->type && a->type->kind == TY_INTEGER ? a->type->kind_param : 0;
}

/* cudaMemcpyAsync(dst, src, count, stream): the guide makes kdir optional,
 * so a fourth positional argument of KIND=cuda_stream_kind with no fifth
 * one is the stream, not the direction (default-kind enums are kdir). */
static void memcpy_async_stream_shift(ProcInfo *p, NodeList *args)
{
    if (strcmp(p->bind_name, "cuf90_cudaMemcpyAsync") || args->len < 5 || !args->items[3] || args->items[4])
        return;
    Node *k = args->items[3];
    if (original_int_kind(k) != 8)
        return;
    while (k->kind == N_CONVERT && k->lhs)
        k = k->lhs;
    args->items[4] = k;
    args->items[3] = NULL;
}

/* cudaMemcpy without a direction gets it from the memory spaces of dst and
 * src; absent optional stream/direction/flags arguments become constants so
 * that codegen always passes every C argument. */
void cudafor_fixup_call(Symbol *ps, NodeList *args, Loc loc)
{
    ProcInfo *p = ps->proc;
    if (!p || !p->bind_name || (strncmp(p->bind_name, "cuf90_cuda", 10) && strncmp(p->bind_name, "cuf90_surf", 10)))
        return;
    memcpy_async_stream_shift(p, args);
    for (int i = 0; i < args->len && i < p->dummies.len; i++) {
        Symbol *d = p->dummies.data[i];
        if (!d || args->items[i])
            continue;
        bool to_array = strstr(p->bind_name, "ToArray") != NULL, from_array = strstr(p->bind_name, "FromArray") != NULL;
        if (!strcmp(d->name, "kdir") && (to_array || from_array)) {
            /* the array is device memory: the linear side decides */
            MemSpace ls = actual_space(args->items[to_array ? 3 : 0]);
            int64_t k = ls == SPACE_MANAGED ? 4 : on_device(ls) ? 3 : to_array ? 1 : 2;
            args->items[i] = sema_int_const(k, 4, loc);
        } else if (!strcmp(d->name, "kdir")) {
            Node *dst = args->items[0], *src = args->len > 2 ? args->items[!strncmp(p->bind_name, "cuf90_cudaMemcpy2D", 18) ? 2 : 1] : NULL;
            MemSpace ds = actual_space(dst), ss = actual_space(src);
            int64_t k;
            if (ds == SPACE_MANAGED || ss == SPACE_MANAGED)
                k = 4;
            else
                k = on_device(ds) ? (on_device(ss) ? 3 : 1) : (on_device(ss) ? 2 : 0);
            args->items[i] = sema_int_const(k, 4, loc);
        } else if (!strcmp(d->name, "stream") || !strcmp(d->name, "offset"))
            args->items[i] = sema_int_const(0, 8, loc);
        else if (!strcmp(d->name, "flags"))
            /* cudaArrayDefault for arrays; else cudaMemAttachGlobal, the guide's default */
            args->items[i] = sema_int_const(strstr(p->bind_name, "Array") ? 0 : 1, 4, loc);
        else if (!strcmp(d->name, "boundarymode"))
            args->items[i] = sema_int_const(2, 4, loc); /* cudaBoundaryModeTrap */
    }
}
