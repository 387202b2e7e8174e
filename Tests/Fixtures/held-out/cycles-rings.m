// Rings of objects kept alive through their blocks: each object keeps a block that captures
// the next one, and the last block captures the first. No block captures its own keeper, so
// clang's -Warc-retain-cycles stays silent; each ring has a twin that one weak capture breaks.
#import <Foundation/Foundation.h>

typedef void (^Callback)(void);

@interface Stage : NSObject
@property (nonatomic, copy) Callback onDone;
@property (nonatomic, strong) Stage *next;
@property (nonatomic, weak) Stage *previous;
- (void)run;
@end

@interface Pipeline : NSObject
@property (nonatomic, copy) Callback onFinish;
@property (nonatomic, strong) Stage *first;
@end

// CASE: three objects in a ring, one block kept through a strong property chain
void threeStages(void) {
  Stage *a = [Stage new], *b = [Stage new], *c = [Stage new];
  a.onDone = ^{ [b run]; }; // expected-warning [retain-cycle] {{3 objects keep each other alive}}
  b.next.onDone = ^{ [c run]; };
  c.onDone = ^{ [a run]; };
}

// CASE: four objects in a ring
void fourStages(void) {
  Stage *a = [Stage new], *b = [Stage new], *c = [Stage new], *d = [Stage new];
  a.onDone = ^{ [b run]; }; // expected-warning [retain-cycle] {{→ block → d → onDone (copy) → block → a}}
  b.onDone = ^{ [c run]; };
  c.onDone = ^{ [d run]; };
  d.onDone = ^{ [a run]; };
}

@implementation Pipeline
// CASE: self in the ring: self keeps a block capturing a stage, which keeps one capturing another, which captures self
- (void)wire {
  Stage *s = [Stage new], *t = [Stage new];
  self.onFinish = ^{ [s run]; }; // expected-warning [retain-cycle] {{self → onFinish (copy) → block → s}}
  s.onDone = ^{ [t run]; };
  t.onDone = ^{ [self description]; };
}

// CASE: the last block captures self weakly: no ring
- (void)wireWeakly {
  Stage *s = [Stage new], *t = [Stage new];
  __weak Pipeline *weakSelf = self;
  self.onFinish = ^{ [s run]; };
  s.onDone = ^{ [t run]; };
  t.onDone = ^{ [weakSelf description]; };
}
@end

// CASE: a chain that does not close
void openChain(void) {
  Stage *a = [Stage new], *b = [Stage new], *c = [Stage new];
  a.onDone = ^{ [b run]; };
  b.onDone = ^{ [c run]; };
  c.onDone = ^{ NSLog(@"done"); };
}

// CASE: the middle object is kept only through a weak property
void weakLink(void) {
  Stage *a = [Stage new], *b = [Stage new], *c = [Stage new];
  a.onDone = ^{ [b run]; };
  b.previous.onDone = ^{ [c run]; };
  c.onDone = ^{ [a run]; };
}
