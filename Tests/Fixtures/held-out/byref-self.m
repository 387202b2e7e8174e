// __block variables holding self under ARC: the block retains them.
#import <Foundation/Foundation.h>

@interface Uploader : NSObject
@property (nonatomic, copy) void (^progress)(double);
- (void)report:(double)p;
@end

@implementation Uploader
- (void)report:(double)p {}

// CASE: __block self captured by a block self keeps
- (void)start {
  __block Uploader *blockSelf = self;
  self.progress = ^(double p) {
    [blockSelf report:p]; // expected-warning [byref-self-cycle]
  };
}

@end
