// __block self cleared inside the block (clang's accepted idiom) and blocks kept by globals.
#import <Foundation/Foundation.h>

static void (^gCallback)(void);

@interface Job : NSObject
@property (nonatomic, copy) void (^completion)(void);
- (void)finish;
@end

@implementation Job
- (void)finish {}

// CASE: __block self set to nil when the block runs: clang does not warn
- (void)start {
  __block Job *blockSelf = self;
  self.completion = ^{
    [blockSelf finish];
    blockSelf = nil;
  };
}

// CASE: block kept by a global: self does not own it, not a cycle
- (void)installGlobal {
  gCallback = ^{
    [self finish];
  };
}
@end
