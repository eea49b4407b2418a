#define NX 16
#define SQ(x) ((x)*(x))
