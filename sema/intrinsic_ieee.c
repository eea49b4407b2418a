/* intrinsic_ieee.c — the IEEE intrinsic modules ieee_exceptions,
 * ieee_arithmetic and ieee_features as Fortran text, declared on first USE
 * like iso_c_binding (intrinsic_modules.c). The types and constants have
 * libgfortran's values; the flag, halting, rounding, underflow and value
 * procedures and the class/round comparisons bind to libgfortran's module
 * procedures (what gfortran itself calls), the rest to rt/ieee.c. */
#include "sema_impl.h"

/* A generic of REAL(4)/REAL(8) elemental specifics bound to
 * cuf90_ieee_<name>_r4/_r8 (one VALUE argument, LOGICAL result). */
#define IEEE_TEST(name)                                                                         \
    "  interface " name "\n"                                                                      \
    "    elemental logical function " name "_r4(x) bind(c, name='cuf90_" name "_r4')\n"            \
    "      real(4), value :: x\n"                                                                \
    "    end function\n"                                                                         \
    "    elemental logical function " name "_r8(x) bind(c, name='cuf90_" name "_r8')\n"            \
    "      real(8), value :: x\n"                                                                \
    "    end function\n"                                                                         \
    "  end interface\n"                                                                          \
    "  private :: " name "_r4, " name "_r8\n"

/* An inquiry IEEE_SUPPORT_<what>([x]): .true. for every real kind. */
#define IEEE_SUPPORT(name)                                                                      \
    "  interface " name "\n"                                                                      \
    "    logical function " name "_n() bind(c, name='cuf90_ieee_support')\n"                      \
    "    end function\n"                                                                         \
    "    logical function " name "_x(x) bind(c, name='cuf90_ieee_support_x')\n"                   \
    "      real(4), intent(in) :: x(*)\n"                                                         \
    "      !dir$ ignore_tkr (kr) x\n"                                                             \
    "    end function\n"                                                                         \
    "  end interface\n"                                                                          \
    "  private :: " name "_n, " name "_x\n"

const char ieee_exceptions_src[] =
    "module ieee_exceptions\n"
    "  implicit none\n"
    "  type, bind(c) :: ieee_flag_type\n"
    "    integer(4) :: hidden\n"
    "  end type ieee_flag_type\n"
    "  type, bind(c) :: ieee_status_type\n"
    "    integer(1) :: hidden(48)\n"
    "  end type ieee_status_type\n"
    "  type(ieee_flag_type), parameter :: ieee_invalid = ieee_flag_type(1)\n"
    "  type(ieee_flag_type), parameter :: ieee_divide_by_zero = ieee_flag_type(4)\n"
    "  type(ieee_flag_type), parameter :: ieee_overflow = ieee_flag_type(8)\n"
    "  type(ieee_flag_type), parameter :: ieee_underflow = ieee_flag_type(16)\n"
    "  type(ieee_flag_type), parameter :: ieee_inexact = ieee_flag_type(32)\n"
    "  type(ieee_flag_type), parameter :: ieee_usual(3) = [ieee_flag_type(8), ieee_flag_type(4), ieee_flag_type(1)]\n"
    "  type(ieee_flag_type), parameter :: ieee_all(5) = [ieee_flag_type(8), ieee_flag_type(4), ieee_flag_type(1),"
    " ieee_flag_type(16), ieee_flag_type(32)]\n"
    "  interface\n"
    "    elemental subroutine ieee_get_flag(flag, flag_value) bind(c, name='__ieee_exceptions_MOD_ieee_get_flag')\n"
    "      import :: ieee_flag_type\n"
    "      type(ieee_flag_type), intent(in) :: flag\n"
    "      logical, intent(out) :: flag_value\n"
    "    end subroutine\n"
    "    elemental subroutine ieee_set_flag(flag, flag_value) bind(c, name='__ieee_exceptions_MOD_ieee_set_flag')\n"
    "      import :: ieee_flag_type\n"
    "      type(ieee_flag_type), intent(in) :: flag\n"
    "      logical, intent(in) :: flag_value\n"
    "    end subroutine\n"
    "    elemental subroutine ieee_get_halting_mode(flag, halting) bind(c, name='__ieee_exceptions_MOD_ieee_get_halting_mode')\n"
    "      import :: ieee_flag_type\n"
    "      type(ieee_flag_type), intent(in) :: flag\n"
    "      logical, intent(out) :: halting\n"
    "    end subroutine\n"
    "    elemental subroutine ieee_set_halting_mode(flag, halting) bind(c, name='__ieee_exceptions_MOD_ieee_set_halting_mode')\n"
    "      import :: ieee_flag_type\n"
    "      type(ieee_flag_type), intent(in) :: flag\n"
    "      logical, intent(in) :: halting\n"
    "    end subroutine\n"
    "    subroutine ieee_get_status(status_value) bind(c, name='__ieee_exceptions_MOD_ieee_get_status')\n"
    "      import :: ieee_status_type\n"
    "      type(ieee_status_type), intent(out) :: status_value\n"
    "    end subroutine\n"
    "    subroutine ieee_set_status(status_value) bind(c, name='__ieee_exceptions_MOD_ieee_set_status')\n"
    "      import :: ieee_status_type\n"
    "      type(ieee_status_type), intent(in) :: status_value\n"
    "    end subroutine\n"
    "  end interface\n"
    "  interface ieee_support_flag\n"
    "    logical function ieee_support_flag_n(flag) bind(c, name='cuf90_ieee_support_of')\n"
    "      import :: ieee_flag_type\n"
    "      type(ieee_flag_type), intent(in) :: flag\n"
    "    end function\n"
    "    logical function ieee_support_flag_x(flag, x) bind(c, name='cuf90_ieee_support_of_x')\n"
    "      import :: ieee_flag_type\n"
    "      type(ieee_flag_type), intent(in) :: flag\n"
    "      real(4), intent(in) :: x(*)\n"
    "      !dir$ ignore_tkr (kr) x\n"
    "    end function\n"
    "  end interface\n"
    "  interface ieee_support_halting\n"
    "    logical function ieee_support_halting_n(flag) bind(c, name='cuf90_ieee_support_of')\n"
    "      import :: ieee_flag_type\n"
    "      type(ieee_flag_type), intent(in) :: flag\n"
    "    end function\n"
    "  end interface\n"
    "  private :: ieee_support_flag_n, ieee_support_flag_x, ieee_support_halting_n\n"
    "end module ieee_exceptions\n";

const char ieee_arithmetic_src[] =
    "module ieee_arithmetic\n"
    "  use ieee_exceptions\n"
    "  implicit none\n"
    "  type, bind(c) :: ieee_class_type\n"
    "    integer(4) :: hidden\n"
    "  end type ieee_class_type\n"
    "  type, bind(c) :: ieee_round_type\n"
    "    integer(4) :: hidden\n"
    "  end type ieee_round_type\n"
    "  type(ieee_class_type), parameter :: ieee_signaling_nan = ieee_class_type(1)\n"
    "  type(ieee_class_type), parameter :: ieee_quiet_nan = ieee_class_type(2)\n"
    "  type(ieee_class_type), parameter :: ieee_negative_inf = ieee_class_type(3)\n"
    "  type(ieee_class_type), parameter :: ieee_negative_normal = ieee_class_type(4)\n"
    "  type(ieee_class_type), parameter :: ieee_negative_denormal = ieee_class_type(5)\n"
    "  type(ieee_class_type), parameter :: ieee_negative_subnormal = ieee_class_type(5)\n"
    "  type(ieee_class_type), parameter :: ieee_negative_zero = ieee_class_type(6)\n"
    "  type(ieee_class_type), parameter :: ieee_positive_zero = ieee_class_type(7)\n"
    "  type(ieee_class_type), parameter :: ieee_positive_denormal = ieee_class_type(8)\n"
    "  type(ieee_class_type), parameter :: ieee_positive_subnormal = ieee_class_type(8)\n"
    "  type(ieee_class_type), parameter :: ieee_positive_normal = ieee_class_type(9)\n"
    "  type(ieee_class_type), parameter :: ieee_positive_inf = ieee_class_type(10)\n"
    "  type(ieee_class_type), parameter :: ieee_other_value = ieee_class_type(11)\n"
    "  type(ieee_round_type), parameter :: ieee_nearest = ieee_round_type(2)\n"
    "  type(ieee_round_type), parameter :: ieee_down = ieee_round_type(1)\n"
    "  type(ieee_round_type), parameter :: ieee_to_zero = ieee_round_type(3)\n"
    "  type(ieee_round_type), parameter :: ieee_up = ieee_round_type(4)\n"
    "  type(ieee_round_type), parameter :: ieee_other = ieee_round_type(0)\n"
    IEEE_TEST("ieee_is_nan")
    IEEE_TEST("ieee_is_finite")
    IEEE_TEST("ieee_is_normal")
    IEEE_TEST("ieee_is_negative")
    "  interface ieee_unordered\n"
    "    elemental logical function ieee_unordered_r4(x, y) bind(c, name='cuf90_ieee_unordered_r4')\n"
    "      real(4), value :: x, y\n"
    "    end function\n"
    "    elemental logical function ieee_unordered_r8(x, y) bind(c, name='cuf90_ieee_unordered_r8')\n"
    "      real(8), value :: x, y\n"
    "    end function\n"
    "  end interface\n"
    "  interface ieee_copy_sign\n"
    "    elemental real(4) function ieee_copy_sign_r4(x, y) bind(c, name='cuf90_ieee_copy_sign_r4')\n"
    "      real(4), value :: x\n"
    "      real(8), value :: y\n"
    "      !dir$ ignore_tkr (k) y\n"
    "    end function\n"
    "    elemental real(8) function ieee_copy_sign_r8(x, y) bind(c, name='cuf90_ieee_copy_sign_r8')\n"
    "      real(8), value :: x, y\n"
    "      !dir$ ignore_tkr (k) y\n"
    "    end function\n"
    "  end interface\n"
    "  interface ieee_class\n"
    "    elemental type(ieee_class_type) function ieee_class_r4(x) bind(c, name='cuf90_ieee_class_r4')\n"
    "      import :: ieee_class_type\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    elemental type(ieee_class_type) function ieee_class_r8(x) bind(c, name='cuf90_ieee_class_r8')\n"
    "      import :: ieee_class_type\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "  end interface\n"
    "  interface ieee_value\n"
    "    elemental real(4) function ieee_value_r4(x, class) bind(c, name='__ieee_arithmetic_MOD_ieee_value_4')\n"
    "      import :: ieee_class_type\n"
    "      real(4), intent(in) :: x\n"
    "      type(ieee_class_type), intent(in) :: class\n"
    "    end function\n"
    "    elemental real(8) function ieee_value_r8(x, class) bind(c, name='__ieee_arithmetic_MOD_ieee_value_8')\n"
    "      import :: ieee_class_type\n"
    "      real(8), intent(in) :: x\n"
    "      type(ieee_class_type), intent(in) :: class\n"
    "    end function\n"
    "  end interface\n"
    "  interface operator(==)\n"
    "    elemental logical function ieee_class_eq(x, y) bind(c, name='__ieee_arithmetic_MOD_ieee_class_type_eq')\n"
    "      import :: ieee_class_type\n"
    "      type(ieee_class_type), intent(in) :: x, y\n"
    "    end function\n"
    "    elemental logical function ieee_round_eq(x, y) bind(c, name='__ieee_arithmetic_MOD_ieee_round_type_eq')\n"
    "      import :: ieee_round_type\n"
    "      type(ieee_round_type), intent(in) :: x, y\n"
    "    end function\n"
    "  end interface\n"
    "  interface operator(/=)\n"
    "    elemental logical function ieee_class_ne(x, y) bind(c, name='__ieee_arithmetic_MOD_ieee_class_type_ne')\n"
    "      import :: ieee_class_type\n"
    "      type(ieee_class_type), intent(in) :: x, y\n"
    "    end function\n"
    "    elemental logical function ieee_round_ne(x, y) bind(c, name='__ieee_arithmetic_MOD_ieee_round_type_ne')\n"
    "      import :: ieee_round_type\n"
    "      type(ieee_round_type), intent(in) :: x, y\n"
    "    end function\n"
    "  end interface\n"
    "  interface\n"
    "    subroutine ieee_get_rounding_mode(round_value) bind(c, name='__ieee_arithmetic_MOD_ieee_get_rounding_mode')\n"
    "      import :: ieee_round_type\n"
    "      type(ieee_round_type), intent(out) :: round_value\n"
    "    end subroutine\n"
    "    subroutine ieee_set_rounding_mode(round_value) bind(c, name='__ieee_arithmetic_MOD_ieee_set_rounding_mode')\n"
    "      import :: ieee_round_type\n"
    "      type(ieee_round_type), intent(in) :: round_value\n"
    "    end subroutine\n"
    "    subroutine ieee_get_underflow_mode(gradual) bind(c, name='__ieee_arithmetic_MOD_ieee_get_underflow_mode')\n"
    "      logical, intent(out) :: gradual\n"
    "    end subroutine\n"
    "    subroutine ieee_set_underflow_mode(gradual) bind(c, name='__ieee_arithmetic_MOD_ieee_set_underflow_mode')\n"
    "      logical, intent(in) :: gradual\n"
    "    end subroutine\n"
    "  end interface\n"
    IEEE_SUPPORT("ieee_support_datatype")
    IEEE_SUPPORT("ieee_support_denormal")
    IEEE_SUPPORT("ieee_support_subnormal")
    IEEE_SUPPORT("ieee_support_divide")
    IEEE_SUPPORT("ieee_support_inf")
    IEEE_SUPPORT("ieee_support_io")
    IEEE_SUPPORT("ieee_support_nan")
    IEEE_SUPPORT("ieee_support_sqrt")
    IEEE_SUPPORT("ieee_support_standard")
    IEEE_SUPPORT("ieee_support_underflow_control")
    "  interface ieee_support_rounding\n"
    "    logical function ieee_support_rounding_n(round_value) bind(c, name='cuf90_ieee_support_of')\n"
    "      import :: ieee_round_type\n"
    "      type(ieee_round_type), intent(in) :: round_value\n"
    "    end function\n"
    "    logical function ieee_support_rounding_x(round_value, x) bind(c, name='cuf90_ieee_support_of_x')\n"
    "      import :: ieee_round_type\n"
    "      type(ieee_round_type), intent(in) :: round_value\n"
    "      real(4), intent(in) :: x(*)\n"
    "      !dir$ ignore_tkr (kr) x\n"
    "    end function\n"
    "  end interface\n"
    "  private :: ieee_unordered_r4, ieee_unordered_r8, ieee_copy_sign_r4, ieee_copy_sign_r8\n"
    "  private :: ieee_class_r4, ieee_class_r8, ieee_value_r4, ieee_value_r8, ieee_class_eq, ieee_round_eq\n"
    "  private :: ieee_class_ne, ieee_round_ne, ieee_support_rounding_n, ieee_support_rounding_x\n"
    "end module ieee_arithmetic\n";

const char ieee_features_src[] =
    "module ieee_features\n"
    "  implicit none\n"
    "  type, bind(c) :: ieee_features_type\n"
    "    integer(4) :: hidden\n"
    "  end type ieee_features_type\n"
    "  type(ieee_features_type), parameter :: ieee_datatype = ieee_features_type(0)\n"
    "  type(ieee_features_type), parameter :: ieee_denormal = ieee_features_type(1)\n"
    "  type(ieee_features_type), parameter :: ieee_divide = ieee_features_type(2)\n"
    "  type(ieee_features_type), parameter :: ieee_halting = ieee_features_type(3)\n"
    "  type(ieee_features_type), parameter :: ieee_inexact_flag = ieee_features_type(4)\n"
    "  type(ieee_features_type), parameter :: ieee_inf = ieee_features_type(5)\n"
    "  type(ieee_features_type), parameter :: ieee_invalid_flag = ieee_features_type(6)\n"
    "  type(ieee_features_type), parameter :: ieee_nan = ieee_features_type(7)\n"
    "  type(ieee_features_type), parameter :: ieee_rounding = ieee_features_type(8)\n"
    "  type(ieee_features_type), parameter :: ieee_sqrt = ieee_features_type(9)\n"
    "  type(ieee_features_type), parameter :: ieee_subnormal = ieee_features_type(10)\n"
    "  type(ieee_features_type), parameter :: ieee_underflow_flag = ieee_features_type(11)\n"
    "end module ieee_features\n";
