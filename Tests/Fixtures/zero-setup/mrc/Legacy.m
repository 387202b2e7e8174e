// Manual retain-release: the file releases what it owns, as Xcode builds it with -fno-objc-arc.
#import <Foundation/Foundation.h>
@interface Legacy : NSObject
@property (copy) void (^done)(void);
@property (retain) NSString *name;
@end
@implementation Legacy
- (void)go {
    self.done = ^{ [self description]; };
    __block Legacy *me = self;
    self.done = ^{ [me description]; };
}
- (void)dealloc {
    [_name release];
    [_done release];
    [super dealloc];
}
@end
