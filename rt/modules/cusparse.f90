! cusparse.f90 — the cusparse module of nvfortran (docs/gpu-libraries.md
! lists every routine): handles, the legacy matrix descriptor, and the
! generic API: CSR and COO sparse matrices, dense vectors and matrices,
! SpMV and SpMM with their buffer-size queries. The creation and
! product functions are generic interfaces, so programs can add their own
! specifics to them (as the CUDA Fortran book's cusparseEx module does).
! Scalars alpha and beta are host values of the compute type. GPU builds
! call libcusparse; -Mcuda=emu builds rt/modules/emu_cusparse.c (plain CSR).
module cusparse
  use iso_c_binding
  use cudafor, only: cuda_stream_kind, CUDA_R_32F, CUDA_R_64F, CUDA_C_32F, CUDA_C_64F
  implicit none

  type, bind(c) :: cusparseHandle
    type(c_ptr) :: handle = c_null_ptr
  end type
  type, bind(c) :: cusparseMatDescr
    type(c_ptr) :: descr = c_null_ptr
  end type
  type, bind(c) :: cusparseSpMatDescr
    type(c_ptr) :: descr = c_null_ptr
  end type
  type, bind(c) :: cusparseDnVecDescr
    type(c_ptr) :: descr = c_null_ptr
  end type
  type, bind(c) :: cusparseDnMatDescr
    type(c_ptr) :: descr = c_null_ptr
  end type

  integer(c_int), parameter :: CUSPARSE_STATUS_SUCCESS = 0, CUSPARSE_STATUS_NOT_INITIALIZED = 1, &
      CUSPARSE_STATUS_ALLOC_FAILED = 2, CUSPARSE_STATUS_INVALID_VALUE = 3, CUSPARSE_STATUS_ARCH_MISMATCH = 4, &
      CUSPARSE_STATUS_EXECUTION_FAILED = 7, CUSPARSE_STATUS_INTERNAL_ERROR = 8, &
      CUSPARSE_STATUS_NOT_SUPPORTED = 10
  integer(c_int), parameter :: CUSPARSE_POINTER_MODE_HOST = 0, CUSPARSE_POINTER_MODE_DEVICE = 1
  integer(c_int), parameter :: CUSPARSE_OPERATION_NON_TRANSPOSE = 0, CUSPARSE_OPERATION_TRANSPOSE = 1, &
      CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2
  integer(c_int), parameter :: CUSPARSE_INDEX_BASE_ZERO = 0, CUSPARSE_INDEX_BASE_ONE = 1
  integer(c_int), parameter :: CUSPARSE_MATRIX_TYPE_GENERAL = 0, CUSPARSE_MATRIX_TYPE_SYMMETRIC = 1, &
      CUSPARSE_MATRIX_TYPE_HERMITIAN = 2, CUSPARSE_MATRIX_TYPE_TRIANGULAR = 3
  integer(c_int), parameter :: CUSPARSE_INDEX_16U = 1, CUSPARSE_INDEX_32I = 2, CUSPARSE_INDEX_64I = 3
  integer(c_int), parameter :: CUSPARSE_ORDER_COL = 1, CUSPARSE_ORDER_ROW = 2
  integer(c_int), parameter :: CUSPARSE_SPMV_ALG_DEFAULT = 0, CUSPARSE_SPMV_COO_ALG1 = 1, &
      CUSPARSE_SPMV_CSR_ALG1 = 2, CUSPARSE_SPMV_CSR_ALG2 = 3, CUSPARSE_SPMV_COO_ALG2 = 4
  integer(c_int), parameter :: CUSPARSE_SPMM_ALG_DEFAULT = 0, CUSPARSE_SPMM_COO_ALG1 = 1, &
      CUSPARSE_SPMM_COO_ALG2 = 2, CUSPARSE_SPMM_COO_ALG3 = 3, CUSPARSE_SPMM_CSR_ALG1 = 4, &
      CUSPARSE_SPMM_COO_ALG4 = 5, CUSPARSE_SPMM_CSR_ALG2 = 6

  interface
    integer(c_int) function cusparseCreate(handle) bind(c, name='cusparseCreate')
      import
      type(cusparseHandle) :: handle
    end function
    integer(c_int) function cusparseDestroy(handle) bind(c, name='cusparseDestroy')
      import
      type(cusparseHandle), value :: handle
    end function
    integer(c_int) function cusparseGetVersion(handle, version) bind(c, name='cusparseGetVersion')
      import
      type(cusparseHandle), value :: handle
      integer(c_int) :: version
    end function
    integer(c_int) function cusparseSetStream(handle, stream) bind(c, name='cusparseSetStream')
      import
      type(cusparseHandle), value :: handle
      integer(cuda_stream_kind), value :: stream
    end function
    integer(c_int) function cusparseSetPointerMode(handle, mode) bind(c, name='cusparseSetPointerMode')
      import
      type(cusparseHandle), value :: handle
      integer(c_int), value :: mode
    end function
    integer(c_int) function cusparseGetPointerMode(handle, mode) bind(c, name='cusparseGetPointerMode')
      import
      type(cusparseHandle), value :: handle
      integer(c_int) :: mode
    end function
    integer(c_int) function cusparseCreateMatDescr(descr) bind(c, name='cusparseCreateMatDescr')
      import
      type(cusparseMatDescr) :: descr
    end function
    integer(c_int) function cusparseDestroyMatDescr(descr) bind(c, name='cusparseDestroyMatDescr')
      import
      type(cusparseMatDescr), value :: descr
    end function
    integer(c_int) function cusparseSetMatType(descr, type) bind(c, name='cusparseSetMatType')
      import
      type(cusparseMatDescr), value :: descr
      integer(c_int), value :: type
    end function
    integer(c_int) function cusparseGetMatType(descr) bind(c, name='cusparseGetMatType')
      import
      type(cusparseMatDescr), value :: descr
    end function
    integer(c_int) function cusparseSetMatIndexBase(descr, base) bind(c, name='cusparseSetMatIndexBase')
      import
      type(cusparseMatDescr), value :: descr
      integer(c_int), value :: base
    end function
    integer(c_int) function cusparseGetMatIndexBase(descr) bind(c, name='cusparseGetMatIndexBase')
      import
      type(cusparseMatDescr), value :: descr
    end function
    integer(c_int) function cusparseDestroySpMat(descr) bind(c, name='cusparseDestroySpMat')
      import
      type(cusparseSpMatDescr), value :: descr
    end function
    integer(c_int) function cusparseDestroyDnVec(descr) bind(c, name='cusparseDestroyDnVec')
      import
      type(cusparseDnVecDescr), value :: descr
    end function
    integer(c_int) function cusparseDestroyDnMat(descr) bind(c, name='cusparseDestroyDnMat')
      import
      type(cusparseDnMatDescr), value :: descr
    end function
    integer(c_int) function cusparseSpMatGetSize(descr, rows, cols, nnz) bind(c, name='cusparseSpMatGetSize')
      import
      type(cusparseSpMatDescr), value :: descr
      integer(c_int64_t) :: rows, cols, nnz
    end function
  end interface

  interface cusparseCreateCsr
    integer(c_int) function cusparseCreateCsr_c(descr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, &
        csrRowOffsetsType, csrColIndType, idxBase, valueType) bind(c, name='cusparseCreateCsr')
      import
      type(cusparseSpMatDescr) :: descr
      integer(c_int64_t), value :: rows, cols, nnz
      !dir$ ignore_tkr (k) rows
      !dir$ ignore_tkr (k) cols
      !dir$ ignore_tkr (k) nnz
      integer(c_int8_t), device :: csrRowOffsets(*), csrColInd(*), csrValues(*)
      !dir$ ignore_tkr csrRowOffsets, csrColInd, csrValues
      integer(c_int), value :: csrRowOffsetsType, csrColIndType, idxBase, valueType
    end function
  end interface

  interface cusparseCreateCoo
    integer(c_int) function cusparseCreateCoo_c(descr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, &
        cooIdxType, idxBase, valueType) bind(c, name='cusparseCreateCoo')
      import
      type(cusparseSpMatDescr) :: descr
      integer(c_int64_t), value :: rows, cols, nnz
      !dir$ ignore_tkr (k) rows
      !dir$ ignore_tkr (k) cols
      !dir$ ignore_tkr (k) nnz
      integer(c_int8_t), device :: cooRowInd(*), cooColInd(*), cooValues(*)
      !dir$ ignore_tkr cooRowInd, cooColInd, cooValues
      integer(c_int), value :: cooIdxType, idxBase, valueType
    end function
  end interface

  interface cusparseCreateDnVec
    integer(c_int) function cusparseCreateDnVec_c(descr, size, values, valueType) bind(c, name='cusparseCreateDnVec')
      import
      type(cusparseDnVecDescr) :: descr
      integer(c_int64_t), value :: size
      !dir$ ignore_tkr (k) size
      integer(c_int8_t), device :: values(*)
      !dir$ ignore_tkr values
      integer(c_int), value :: valueType
    end function
  end interface

  interface cusparseCreateDnMat
    integer(c_int) function cusparseCreateDnMat_c(descr, rows, cols, ld, values, valueType, order) &
        bind(c, name='cusparseCreateDnMat')
      import
      type(cusparseDnMatDescr) :: descr
      integer(c_int64_t), value :: rows, cols, ld
      !dir$ ignore_tkr (k) rows
      !dir$ ignore_tkr (k) cols
      !dir$ ignore_tkr (k) ld
      integer(c_int8_t), device :: values(*)
      !dir$ ignore_tkr values
      integer(c_int), value :: valueType, order
    end function
  end interface

  interface cusparseSpMV_bufferSize
    integer(c_int) function cusparseSpMV_bufferSize_c(handle, opA, alpha, matA, vecX, beta, vecY, computeType, &
        alg, bufferSize) bind(c, name='cusparseSpMV_bufferSize')
      import
      type(cusparseHandle), value :: handle
      integer(c_int), value :: opA, computeType, alg
      real(c_float) :: alpha, beta
      !dir$ ignore_tkr (tkrd) alpha
      !dir$ ignore_tkr (tkrd) beta
      type(cusparseSpMatDescr), value :: matA
      type(cusparseDnVecDescr), value :: vecX, vecY
      integer(c_size_t) :: bufferSize
    end function
  end interface

  interface cusparseSpMV
    integer(c_int) function cusparseSpMV_c(handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, &
        externalBuffer) bind(c, name='cusparseSpMV')
      import
      type(cusparseHandle), value :: handle
      integer(c_int), value :: opA, computeType, alg
      real(c_float) :: alpha, beta
      !dir$ ignore_tkr (tkrd) alpha
      !dir$ ignore_tkr (tkrd) beta
      type(cusparseSpMatDescr), value :: matA
      type(cusparseDnVecDescr), value :: vecX, vecY
      integer(c_int8_t), device :: externalBuffer(*)
      !dir$ ignore_tkr externalBuffer
    end function
  end interface

  interface cusparseSpMM_bufferSize
    integer(c_int) function cusparseSpMM_bufferSize_c(handle, opA, opB, alpha, matA, matB, beta, matC, &
        computeType, alg, bufferSize) bind(c, name='cusparseSpMM_bufferSize')
      import
      type(cusparseHandle), value :: handle
      integer(c_int), value :: opA, opB, computeType, alg
      real(c_float) :: alpha, beta
      !dir$ ignore_tkr (tkrd) alpha
      !dir$ ignore_tkr (tkrd) beta
      type(cusparseSpMatDescr), value :: matA
      type(cusparseDnMatDescr), value :: matB, matC
      integer(c_size_t) :: bufferSize
    end function
  end interface

  interface cusparseSpMM
    integer(c_int) function cusparseSpMM_c(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, &
        externalBuffer) bind(c, name='cusparseSpMM')
      import
      type(cusparseHandle), value :: handle
      integer(c_int), value :: opA, opB, computeType, alg
      real(c_float) :: alpha, beta
      !dir$ ignore_tkr (tkrd) alpha
      !dir$ ignore_tkr (tkrd) beta
      type(cusparseSpMatDescr), value :: matA
      type(cusparseDnMatDescr), value :: matB, matC
      integer(c_int8_t), device :: externalBuffer(*)
      !dir$ ignore_tkr externalBuffer
    end function
  end interface
end module cusparse
