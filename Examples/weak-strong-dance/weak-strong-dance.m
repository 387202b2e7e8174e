// weak-strong-dance: capture self WEAKLY in a block that self keeps, then make a strong local
// copy inside the block for the time it runs.
//
// What to look at
//   `self.onUpdate = ^{ [self redraw]; };` makes a cycle: self -> block -> self.
//   The dance:
//       __weak typeof(self) weakSelf = self;          // the block captures a weak reference
//       self.onUpdate = ^{
//           __strong typeof(weakSelf) strongSelf = weakSelf;   // +1 while the block runs
//           if (!strongSelf) return;                           // self already gone: do nothing
//           [strongSelf redraw];
//       };
//   The capture list of the block shows `weakSelf: value weak`: the block holds a zeroing weak
//   reference, so self can be deallocated, and `weakSelf` becomes nil. strongSelf is declared
//   INSIDE the block, so it is not a capture at all; it only keeps self alive until the block ends.
//   Look at `typeof(weakSelf)` too: it is unevaluated, so it does not capture anything.
//
// Try
//   1. Use `self` once inside the dance block (e.g. `self.count += 1`): the block captures self
//      strongly again, the cycle is back, and lint says so twice (halfDance below).
//   2. In dance, delete `if (!strongSelf) return;` and write `strongSelf->_count += 1;`: lint
//      warns [strong-self-not-checked]. A message or property access on nil does nothing, but
//      `->` on nil reads through a null pointer and crashes.
//
// Run: capcheck examples --only weak-strong-dance --explain

#import <Foundation/Foundation.h>

@interface Chart : NSObject
@property (nonatomic, copy) void (^onUpdate)(void);
@property (nonatomic) int count;
- (void)redraw;
@end

@implementation Chart

- (void)redraw {}

- (void)cycle {
    // expected-capture@+1 {{self: value strong}}
    self.onUpdate = ^{
        [self redraw];   // expected-warning {{captures 'self' strongly}} [retain-cycle]
    };
}

- (void)dance {
    __weak typeof(self) weakSelf = self;
    // expected-capture@+1 {{weakSelf: value weak}}
    self.onUpdate = ^{
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (!strongSelf) return;
        [strongSelf redraw];
        strongSelf.count += 1;
    };
}

- (void)halfDance {
    __weak typeof(self) weakSelf = self;
    // expected-capture@+1 {{weakSelf: value weak}} {{self: value strong}}
    self.onUpdate = ^{
        [weakSelf redraw];
        // expected-warning@+1 {{also captures 'self' strongly}} [mixed-self-weakself]
        self.count += 1;   // expected-warning {{captures 'self' strongly}} [retain-cycle]
    };
}

@end
