/* capcheck SDK shim: NSZone (vestigial, still spelled in copyWithZone:). */
#ifndef __CAPCHECK_FOUNDATION_NSZONE__
#define __CAPCHECK_FOUNDATION_NSZONE__
#include <Foundation/NSObjCRuntime.h>
typedef struct _NSZone NSZone;
#ifndef CF_CONSUMED
#define CF_CONSUMED __attribute__((cf_consumed))
#endif
#ifndef NS_REPLACES_RECEIVER
#define NS_REPLACES_RECEIVER __attribute__((ns_consumes_self)) NS_RETURNS_RETAINED
#endif
FOUNDATION_EXPORT NSZone *NSDefaultMallocZone(void);
FOUNDATION_EXPORT void *NSZoneMalloc(NSZone *zone, NSUInteger size);
FOUNDATION_EXPORT void NSZoneFree(NSZone *zone, void *ptr);
FOUNDATION_EXPORT NSUInteger NSPageSize(void);
#endif
