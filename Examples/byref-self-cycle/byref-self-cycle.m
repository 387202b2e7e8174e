// byref-self-cycle: under ARC, `__block typeof(self) blockSelf = self` does NOT break a retain
// cycle: a __block variable holding an object is a STRONG reference, shared by the block.
//
// What to look at
//   Before ARC (manual retain/release), `__block` objects were not retained by blocks, so
//   `__block typeof(self) blockSelf = self;` was the way to avoid a cycle. Under ARC a __block
//   variable is __strong by default: the byref struct holds self strongly, the block holds the
//   byref struct, and self holds the block in `completion`:
//       self -> completion block -> __Block_byref_blockSelf -> self
//   Nobody is left to release anything: Downloader is never deallocated.
//
// Fixes
//   1. `__weak typeof(self) weakSelf = self;` (see weak-strong-dance).
//   2. Keep __block but break the cycle by hand when done: `blockSelf = nil;` inside the block
//      (startWithoutCycle; it only works if the block surely runs). No warning there: the
//      variable is cleared before anything could leak.
//
// Run: capcheck examples --only byref-self-cycle --explain

#import <Foundation/Foundation.h>

@interface Downloader : NSObject
@property (nonatomic, copy) void (^completion)(NSData *data);
@property (nonatomic, strong) NSData *lastData;
- (void)start;
@end

@implementation Downloader

- (void)start {
    __block typeof(self) blockSelf = self;   // strong under ARC!
    // expected-capture@+1 {{blockSelf: byref strong}}
    self.completion = ^(NSData *data) {
        blockSelf.lastData = data;   // expected-warning {{__block variable 'blockSelf' is strong}} [byref-self-cycle]
    };
}

- (void)startWithoutCycle {
    // Not `typeof(self)` here: under ARC that is `Downloader *const`, which cannot be set to nil.
    __block Downloader *blockSelf = self;
    // expected-capture@+1 {{blockSelf: byref strong}}
    self.completion = ^(NSData *data) {
        blockSelf.lastData = data;
        blockSelf = nil;          // breaks the cycle once the block has run
    };
}

@end
