/* capcheck SDK shim: availability macros. They only need to parse: analysis does not check
 * deployment targets, so every availability annotation expands to nothing. */
#ifndef __CAPCHECK_AVAILABILITY__
#define __CAPCHECK_AVAILABILITY__

#include <TargetConditionals.h>

#define __MAC_10_0 1000
#define __MAC_10_6 1060
#define __MAC_10_7 1070
#define __MAC_10_8 1080
#define __MAC_10_9 1090
#define __MAC_10_10 101000
#define __MAC_10_11 101100
#define __MAC_10_12 101200
#define __MAC_10_13 101300
#define __MAC_10_14 101400
#define __MAC_10_15 101500
#define __MAC_11_0 110000
#define __MAC_12_0 120000
#define __MAC_13_0 130000
#define __MAC_14_0 140000
#define __IPHONE_2_0 20000
#define __IPHONE_3_0 30000
#define __IPHONE_4_0 40000
#define __IPHONE_5_0 50000
#define __IPHONE_6_0 60000
#define __IPHONE_7_0 70000
#define __IPHONE_8_0 80000
#define __IPHONE_9_0 90000
#define __IPHONE_10_0 100000
#define __IPHONE_11_0 110000
#define __IPHONE_12_0 120000
#define __IPHONE_13_0 130000
#define __IPHONE_14_0 140000
#define __IPHONE_15_0 150000
#define __IPHONE_16_0 160000
#define __IPHONE_17_0 170000
#define __TVOS_9_0 90000
#define __WATCHOS_2_0 20000

#ifndef __IPHONE_OS_VERSION_MIN_REQUIRED
#define __IPHONE_OS_VERSION_MIN_REQUIRED __IPHONE_13_0
#endif
#ifndef __IPHONE_OS_VERSION_MAX_ALLOWED
#define __IPHONE_OS_VERSION_MAX_ALLOWED __IPHONE_17_0
#endif

#define __OSX_AVAILABLE(...)
#define __IOS_AVAILABLE(...)
#define __TVOS_AVAILABLE(...)
#define __WATCHOS_AVAILABLE(...)
#define __OSX_UNAVAILABLE
#define __IOS_UNAVAILABLE
#define __TVOS_UNAVAILABLE
#define __WATCHOS_UNAVAILABLE
#define __OSX_DEPRECATED(...)
#define __IOS_DEPRECATED(...)
#define __TVOS_DEPRECATED(...)
#define __WATCHOS_DEPRECATED(...)
#define __OSX_AVAILABLE_STARTING(...)
#define __OSX_AVAILABLE_BUT_DEPRECATED(...)
#define __OSX_AVAILABLE_BUT_DEPRECATED_MSG(...)
#define __IOS_PROHIBITED
#define __TVOS_PROHIBITED
#define __WATCHOS_PROHIBITED
#define __API_AVAILABLE(...)
#define __API_DEPRECATED(...)
#define __API_DEPRECATED_WITH_REPLACEMENT(...)
#define __API_UNAVAILABLE(...)
#define __SPI_AVAILABLE(...)
#define __AVAILABILITY_INTERNAL_DEPRECATED
#define __OSX_EXTENSION_UNAVAILABLE(...)
#define __IOS_EXTENSION_UNAVAILABLE(...)

#endif
