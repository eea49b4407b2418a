! nvtx.f90 — the nvtx module of nvfortran: named ranges for Nsight Systems
! and other NVTX tools. nvtxStartRange(name[, id]) opens a range coloured
! by a palette index, nvtxEndRange closes the innermost one;
! nvtxRangePush(name) and nvtxRangePop are the plain NVTX calls;
! id = nvtxRangeStart(name[, id]) opens a range that need not nest, of
! TYPE(nvtxRangeId), which nvtxRangeEnd(id) closes. They go to
! NVTX 3 through the toolkit's libnvtx3interop (-cudalib=nvtx), which does
! nothing unless a tool is attached, on a GPU and under -Mcuda=emu alike.
module nvtx
  use iso_c_binding, only: c_int, c_int16_t, c_int32_t, c_int64_t, c_ptr, c_loc, c_char, &
                           c_null_char
  implicit none
  private
  public :: nvtxStartRange, nvtxEndRange, nvtxRangePush, nvtxRangePop
  public :: nvtxRangeId, nvtxRangeStart, nvtxRangeEnd

  ! nvtxRangeId_t (a uint64_t handle)
  type :: nvtxRangeId
    integer(c_int64_t) :: id = 0
  end type

  ! nvtxEventAttributes_t of NVTX 3 (nvToolsExt.h): 48 bytes
  type, bind(c) :: nvtx_event_attributes
    integer(c_int16_t) :: version = 3
    integer(c_int16_t) :: size = 48
    integer(c_int32_t) :: category = 0
    integer(c_int32_t) :: color_type = 1        ! NVTX_COLOR_ARGB
    integer(c_int32_t) :: color = 0
    integer(c_int32_t) :: payload_type = 0      ! NVTX_PAYLOAD_UNKNOWN
    integer(c_int32_t) :: reserved0 = 0
    integer(c_int64_t) :: payload = 0
    integer(c_int32_t) :: message_type = 1      ! NVTX_MESSAGE_TYPE_ASCII
    type(c_ptr) :: message
  end type

  ! ARGB colours of nvtxStartRange's id, taken modulo the palette's size
  integer(c_int32_t), parameter :: palette(7) = [int(z'FF00FF00', c_int32_t), &
      int(z'FF0000FF', c_int32_t), int(z'FFFFFF00', c_int32_t), int(z'FFFF00FF', c_int32_t), &
      int(z'FF00FFFF', c_int32_t), int(z'FFFF0000', c_int32_t), int(z'FFFFFFFF', c_int32_t)]

  interface
    integer(c_int) function nvtx_range_push_a(message) bind(c, name='nvtxRangePushA')
      import :: c_int, c_char
      character(kind=c_char) :: message(*)
    end function
    integer(c_int) function nvtx_range_push_ex(attributes) bind(c, name='nvtxRangePushEx')
      import :: c_int, nvtx_event_attributes
      type(nvtx_event_attributes) :: attributes
    end function
    integer(c_int) function nvtx_range_pop() bind(c, name='nvtxRangePop')
      import :: c_int
    end function
    integer(c_int64_t) function nvtx_range_start_a(message) bind(c, name='nvtxRangeStartA')
      import :: c_int64_t, c_char
      character(kind=c_char) :: message(*)
    end function
    integer(c_int64_t) function nvtx_range_start_ex(attributes) bind(c, name='nvtxRangeStartEx')
      import :: c_int64_t, nvtx_event_attributes
      type(nvtx_event_attributes) :: attributes
    end function
    subroutine nvtx_range_end(id) bind(c, name='nvtxRangeEnd')
      import :: c_int64_t
      integer(c_int64_t), value :: id
    end subroutine
  end interface

contains

  subroutine nvtxRangePush(name)
    character(len=*), intent(in) :: name
    integer(c_int) :: depth
    depth = nvtx_range_push_a(trim(name) // c_null_char)
  end subroutine

  subroutine nvtxRangePop()
    integer(c_int) :: depth
    depth = nvtx_range_pop()
  end subroutine

  subroutine nvtxStartRange(name, id)
    character(len=*), intent(in) :: name
    integer, intent(in), optional :: id
    character(kind=c_char, len=len_trim(name) + 1), target :: text
    type(nvtx_event_attributes) :: attributes
    integer(c_int) :: depth
    if (.not. present(id)) then
      call nvtxRangePush(name)
      return
    end if
    text = trim(name) // c_null_char
    attributes%color = palette(modulo(id, size(palette)) + 1)
    attributes%message = c_loc(text)
    depth = nvtx_range_push_ex(attributes)
  end subroutine

  subroutine nvtxEndRange()
    call nvtxRangePop()
  end subroutine

  function nvtxRangeStart(name, id) result(range)
    character(len=*), intent(in) :: name
    integer, intent(in), optional :: id
    type(nvtxRangeId) :: range
    character(kind=c_char, len=len_trim(name) + 1), target :: text
    type(nvtx_event_attributes) :: attributes
    text = trim(name) // c_null_char
    if (.not. present(id)) then
      range%id = nvtx_range_start_a(text)
      return
    end if
    attributes%color = palette(modulo(id, size(palette)) + 1)
    attributes%message = c_loc(text)
    range%id = nvtx_range_start_ex(attributes)
  end function

  subroutine nvtxRangeEnd(range)
    type(nvtxRangeId), intent(in) :: range
    call nvtx_range_end(range%id)
  end subroutine

end module nvtx
