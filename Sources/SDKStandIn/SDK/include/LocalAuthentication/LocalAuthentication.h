/* capcheck SDK shim: LocalAuthentication (the reply block runs later, on a private queue). */
#ifndef __CAPCHECK_LOCALAUTHENTICATION__
#define __CAPCHECK_LOCALAUTHENTICATION__
#include <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
typedef NS_ENUM(NSInteger, LAPolicy) { LAPolicyDeviceOwnerAuthenticationWithBiometrics = 1, LAPolicyDeviceOwnerAuthentication = 2 };
typedef NS_ENUM(NSInteger, LABiometryType) { LABiometryTypeNone, LABiometryTypeTouchID, LABiometryTypeFaceID };
FOUNDATION_EXPORT NSString * const LAErrorDomain;
typedef NS_ENUM(NSInteger, LAError) { LAErrorAuthenticationFailed = -1, LAErrorUserCancel = -2, LAErrorUserFallback = -3, LAErrorSystemCancel = -4, LAErrorPasscodeNotSet = -5, LAErrorBiometryNotAvailable = -6, LAErrorBiometryNotEnrolled = -7 };
@interface LAContext : NSObject
- (BOOL)canEvaluatePolicy:(LAPolicy)policy error:(NSError * __autoreleasing *)error;
- (void)evaluatePolicy:(LAPolicy)policy localizedReason:(NSString *)localizedReason reply:(void (^)(BOOL success, NSError * _Nullable error))reply;
- (void)invalidate;
@property (nonatomic, nullable, copy) NSString *localizedFallbackTitle;
@property (nonatomic, nullable, copy) NSString *localizedCancelTitle;
@property (nonatomic, readonly) LABiometryType biometryType;
@end
NS_ASSUME_NONNULL_END
#endif
