// byref-self-cycle: under ARC a __block object variable is strong. The MRC idiom
// `__block typeof(self) bself = self;` no longer avoids the cycle.
#import "../FoundationStubs.h"

@interface Uploader : NSObject
@property (copy) void (^progress)(double);
@property (copy) void (^done)(void);
@property (strong) Uploader *child;
- (void)finish;
- (void)cancelButtonTapped;
@end

@implementation Uploader
- (void)finish {}
- (void)cancelButtonTapped {}

// CASE: MRC-era idiom kept under ARC
- (void)legacy {
  __block Uploader *blockSelf = self;
  self.progress = ^(double f) {
    if (f >= 1) [blockSelf finish]; // expected-warning [byref-self-cycle] {{'blockSelf'}}
  };
}

// CASE: a method of self named like a teardown (`cancel…`) does not end a registration: the
// alias is self, not a handle
- (void)cancelAction {
  __block Uploader *blockSelf = self;
  self.child.done = ^{
    [blockSelf cancelButtonTapped]; // expected-warning [byref-self-cycle] {{'blockSelf'}}
  };
}

// CASE: __block typeof(self) through a chain self holds
- (void)chained {
  __block typeof(self) bself = self;
  self.child.done = ^{
    [bself finish]; // expected-warning [byref-self-cycle]
  };
}

// CASE: __block local object that keeps the block
- (void)localObject {
  __block Uploader *u = [Uploader new];
  u.done = ^{
    [u finish]; // expected-warning [byref-self-cycle]
  };
}

// CASE: the block clears the __block variable: the cycle ends when it runs
- (void)clears {
  __block Uploader *u = [Uploader new];
  u.done = ^{
    [u finish];
    u = nil;
  };
}

// CASE: __block self captured by a block that is only dispatched
- (void)dispatched {
  __block typeof(self) bself = self;
  dispatch_async(dispatch_get_main_queue(), ^{
    [bself finish];
  });
}

// CASE: __block scalar
- (void)counter {
  __block int calls = 0;
  self.done = ^{
    calls++;
  };
}
@end
