// Manual retain-release that only clang notices: ARC forbids sending retainCount.
#import <Foundation/Foundation.h>
@interface Counter : NSObject
@end
@implementation Counter
- (void)log {
    __block Counter *me = self;
    dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"%lu", (unsigned long)[me retainCount]); });
}
@end
