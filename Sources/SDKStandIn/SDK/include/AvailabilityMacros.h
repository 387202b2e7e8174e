/* capcheck SDK shim: the older AvailabilityMacros.h names, all empty. */
#ifndef __CAPCHECK_AVAILABILITYMACROS__
#define __CAPCHECK_AVAILABILITYMACROS__
#include <Availability.h>
#define MAC_OS_X_VERSION_MIN_REQUIRED 101500
#define MAC_OS_X_VERSION_MAX_ALLOWED 140000
#define MAC_OS_X_VERSION_10_10 101000
#define MAC_OS_X_VERSION_10_15 101500
#define AVAILABLE_MAC_OS_X_VERSION_10_0_AND_LATER
#define AVAILABLE_MAC_OS_X_VERSION_10_5_AND_LATER
#define AVAILABLE_MAC_OS_X_VERSION_10_6_AND_LATER
#define AVAILABLE_MAC_OS_X_VERSION_10_7_AND_LATER
#define DEPRECATED_ATTRIBUTE __attribute__((deprecated))
#define DEPRECATED_MSG_ATTRIBUTE(s) __attribute__((deprecated(s)))
#define UNAVAILABLE_ATTRIBUTE __attribute__((unavailable))
#define WEAK_IMPORT_ATTRIBUTE __attribute__((weak_import))
#define DEPRECATED_IN_MAC_OS_X_VERSION_10_5_AND_LATER
#endif
