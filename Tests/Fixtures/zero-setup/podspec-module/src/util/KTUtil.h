// Reached by file name from another folder ("KTUtil.h"), as a header map would.
#import <Foundation/Foundation.h>
typedef void (^KTCallback)(NSError *error);
@interface KTUtil : NSObject
+ (void)after:(double)seconds run:(KTCallback)callback;
@end
