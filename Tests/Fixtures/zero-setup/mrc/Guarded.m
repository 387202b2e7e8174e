// Manual retain-release that the file itself asks for: it stops an ARC build with #error, as
// libraries that swizzle or keep unretained tables do. Nothing in it sends retain or release.
#import <Foundation/Foundation.h>
#if __has_feature(objc_arc)
#error This file must be compiled without ARC. Use -fno-objc-arc.
#endif
@interface Guarded : NSObject
@end
@implementation Guarded
- (void)log {
    __block Guarded *me = self;
    dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"%@", me); });
}
@end
