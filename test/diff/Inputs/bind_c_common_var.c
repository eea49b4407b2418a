/* C side of bind_c_common_var.f90: a tentative definition of the Fortran
 * BIND(C) variable and an extern reference to the initialized one. */
int shared_count;
extern double shared_scale;
void bump(void) { shared_count += 1; shared_scale *= 2; }
