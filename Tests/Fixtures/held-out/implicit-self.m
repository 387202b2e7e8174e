// Ivar use inside escaping blocks, with the rule fully on.
// lint-enable: implicit-self
#import <Foundation/Foundation.h>

@interface Counter : NSObject {
  NSInteger _count;
  dispatch_queue_t _queue;
}
@end

@implementation Counter

// CASE: ivar in an async block: implicit self
- (void)bump {
  dispatch_async(_queue, ^{
    _count++; // expected-warning [implicit-self]
  });
}

// CASE: explicit self->ivar is fine (self said out loud)
- (void)bumpExplicit {
  dispatch_async(_queue, ^{
    self->_count++;
  });
}

// CASE: ivar in a non-escaping block is fine
- (void)sum:(NSArray *)items {
  [items enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
    _count += idx;
  }];
}
@end
