/* capcheck SDK shim: network reachability from SystemConfiguration (a callback plus a context
 * whose retain/release callbacks often manage a block). */
#ifndef __CAPCHECK_SYSTEMCONFIGURATION__
#define __CAPCHECK_SYSTEMCONFIGURATION__
/* The SDK header's own guard: code tests it to know the framework is imported. */
#define _SYSTEMCONFIGURATION_H
#include <CoreFoundation/CoreFoundation.h>
#include <dispatch/dispatch.h>
#include <sys/socket.h>

CF_ASSUME_NONNULL_BEGIN

typedef const struct CF_BRIDGED_TYPE(id) __SCNetworkReachability *SCNetworkReachabilityRef;
typedef struct {
    CFIndex version;
    void * _Nullable info;
    const void * _Nonnull (* _Nullable retain)(const void *info);
    void (* _Nullable release)(const void *info);
    CFStringRef _Nonnull (* _Nullable copyDescription)(const void *info);
} SCNetworkReachabilityContext;
typedef CF_OPTIONS(uint32_t, SCNetworkReachabilityFlags) {
    kSCNetworkReachabilityFlagsTransientConnection = 1 << 0, kSCNetworkReachabilityFlagsReachable = 1 << 1,
    kSCNetworkReachabilityFlagsConnectionRequired = 1 << 2, kSCNetworkReachabilityFlagsConnectionOnTraffic = 1 << 3,
    kSCNetworkReachabilityFlagsInterventionRequired = 1 << 4, kSCNetworkReachabilityFlagsConnectionOnDemand = 1 << 5,
    kSCNetworkReachabilityFlagsIsLocalAddress = 1 << 16, kSCNetworkReachabilityFlagsIsDirect = 1 << 17,
    kSCNetworkReachabilityFlagsIsWWAN = 1 << 18,
    kSCNetworkReachabilityFlagsConnectionAutomatic = kSCNetworkReachabilityFlagsConnectionOnTraffic
};
typedef void (*SCNetworkReachabilityCallBack)(SCNetworkReachabilityRef target, SCNetworkReachabilityFlags flags, void * _Nullable info);
CF_EXPORT SCNetworkReachabilityRef _Nullable SCNetworkReachabilityCreateWithAddress(CFAllocatorRef _Nullable allocator, const struct sockaddr *address) CF_RETURNS_RETAINED;
CF_EXPORT SCNetworkReachabilityRef _Nullable SCNetworkReachabilityCreateWithAddressPair(CFAllocatorRef _Nullable allocator, const struct sockaddr * _Nullable localAddress, const struct sockaddr * _Nullable remoteAddress) CF_RETURNS_RETAINED;
CF_EXPORT SCNetworkReachabilityRef _Nullable SCNetworkReachabilityCreateWithName(CFAllocatorRef _Nullable allocator, const char *nodename) CF_RETURNS_RETAINED;
CF_EXPORT CFTypeID SCNetworkReachabilityGetTypeID(void);
CF_EXPORT Boolean SCNetworkReachabilityGetFlags(SCNetworkReachabilityRef target, SCNetworkReachabilityFlags *flags);
CF_EXPORT Boolean SCNetworkReachabilitySetCallback(SCNetworkReachabilityRef target, SCNetworkReachabilityCallBack _Nullable callout, SCNetworkReachabilityContext * _Nullable context);
CF_EXPORT Boolean SCNetworkReachabilityScheduleWithRunLoop(SCNetworkReachabilityRef target, CFRunLoopRef runLoop, CFStringRef runLoopMode);
CF_EXPORT Boolean SCNetworkReachabilityUnscheduleFromRunLoop(SCNetworkReachabilityRef target, CFRunLoopRef runLoop, CFStringRef runLoopMode);
CF_EXPORT Boolean SCNetworkReachabilitySetDispatchQueue(SCNetworkReachabilityRef target, dispatch_queue_t _Nullable queue);

CF_ASSUME_NONNULL_END
#endif
