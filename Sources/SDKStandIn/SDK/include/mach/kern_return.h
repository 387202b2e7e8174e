/* capcheck SDK shim: Mach return codes. */
#ifndef __CAPCHECK_MACH_KERN_RETURN__
#define __CAPCHECK_MACH_KERN_RETURN__
typedef int kern_return_t;
#define KERN_SUCCESS 0
#define KERN_INVALID_ADDRESS 1
#define KERN_PROTECTION_FAILURE 2
#define KERN_NO_SPACE 3
#define KERN_INVALID_ARGUMENT 4
#define KERN_FAILURE 5
#endif
