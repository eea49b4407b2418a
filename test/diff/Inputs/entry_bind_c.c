/* C side of entry_bind_c.f90: calls the Fortran ENTRY points by their
 * BIND(C) labels. */
void c_main_entry(int *);
void c_second(int *);
int c_ask(void);
void drive(void)
{
    int x = 5;
    c_main_entry(&x);
    c_second(&x);
    x = c_ask();
    c_second(&x);
}
