/* capcheck SDK shim: API_AVAILABLE and friends, all empty (analysis ignores deployment targets). */
#ifndef __CAPCHECK_OS_AVAILABILITY__
#define __CAPCHECK_OS_AVAILABILITY__
#include <Availability.h>
#define API_AVAILABLE(...)
#define API_AVAILABLE_BEGIN(...)
#define API_AVAILABLE_END
#define API_DEPRECATED(...)
#define API_DEPRECATED_WITH_REPLACEMENT(...)
#define API_DEPRECATED_BEGIN(...)
#define API_DEPRECATED_END
#define API_UNAVAILABLE(...)
#define API_UNAVAILABLE_BEGIN(...)
#define API_UNAVAILABLE_END
#define SPI_AVAILABLE(...)
#define SPI_DEPRECATED(...)
#define SPI_DEPRECATED_WITH_REPLACEMENT(...)
#endif
