/* capcheck SDK shim: the garbage-collection interface, gone since garbage collection was; code
 * that still imports the header calls at most objc_collectingEnabled (false on every platform
 * that runs today). */
#ifndef __CAPCHECK_OBJC_AUTO__
#define __CAPCHECK_OBJC_AUTO__
#include <objc/objc.h>
#ifdef __cplusplus
extern "C" {
#endif
BOOL objc_collectingEnabled(void);
#ifdef __cplusplus
}
#endif
#endif
