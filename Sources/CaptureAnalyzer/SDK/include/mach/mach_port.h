#include <mach/mach.h>
