/* capcheck SDK shim: CMTime, the part of Core Media that player code touches, and the pixel
 * buffer a video sample holds (Core Video). */
#ifndef __CAPCHECK_COREMEDIA__
#define __CAPCHECK_COREMEDIA__
#include <CoreFoundation/CoreFoundation.h>
#include <CoreVideo/CoreVideo.h>
CF_ASSUME_NONNULL_BEGIN
typedef int64_t CMTimeValue;
typedef int32_t CMTimeScale;
typedef int64_t CMTimeEpoch;
typedef uint32_t CMTimeFlags;
typedef struct { CMTimeValue value; CMTimeScale timescale; CMTimeFlags flags; CMTimeEpoch epoch; } CMTime;
typedef struct { CMTime start; CMTime duration; } CMTimeRange;
CF_EXPORT const CMTime kCMTimeZero;
CF_EXPORT const CMTime kCMTimeInvalid;
CF_EXPORT const CMTime kCMTimeIndefinite;
CF_EXPORT const CMTimeRange kCMTimeRangeZero;
CF_EXPORT CMTime CMTimeMake(int64_t value, int32_t timescale);
CF_EXPORT CMTime CMTimeMakeWithSeconds(Float64 seconds, int32_t preferredTimescale);
CF_EXPORT Float64 CMTimeGetSeconds(CMTime time);
CF_EXPORT CMTime CMTimeAdd(CMTime lhs, CMTime rhs);
CF_EXPORT CMTime CMTimeSubtract(CMTime lhs, CMTime rhs);
CF_EXPORT int32_t CMTimeCompare(CMTime time1, CMTime time2);
CF_EXPORT CMTimeRange CMTimeRangeMake(CMTime start, CMTime duration);
#define CMTIME_IS_VALID(time) ((Boolean)(((time).flags & 1) != 0))
#define CMTIME_IS_INDEFINITE(time) ((Boolean)(CMTIME_IS_VALID(time) && (((time).flags & 16) != 0)))
#define NSEC_PER_SEC_CM 1000000000
typedef struct CF_BRIDGED_TYPE(id) opaqueCMSampleBuffer *CMSampleBufferRef;
/* A video sample's pixels and time. */
CF_EXPORT CVImageBufferRef _Nullable CMSampleBufferGetImageBuffer(CMSampleBufferRef sbuf);
CF_EXPORT CMTime CMSampleBufferGetPresentationTimeStamp(CMSampleBufferRef sbuf);
CF_ASSUME_NONNULL_END
#endif
