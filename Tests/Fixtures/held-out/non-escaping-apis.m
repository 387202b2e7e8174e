// Blocks handed to APIs that call them before returning: self is captured, but nothing keeps
// the block, so nothing may be reported even though self owns the collections involved.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@interface Gallery : UIViewController {
  NSInteger _visible;
}
@property (nonatomic, strong) NSArray *photos;
@property (nonatomic, strong) UIView *overlay;
@property (nonatomic, strong) dispatch_queue_t syncQueue;
- (void)show:(id)photo;
@end

@implementation Gallery
- (void)show:(id)photo {}

// CASE: enumerateObjectsUsingBlock:
- (void)showAll {
  [self.photos enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
    [self show:obj];
    _visible++;
  }];
}

// CASE: sortedArrayUsingComparator:
- (void)sort {
  self.photos = [self.photos sortedArrayUsingComparator:^NSComparisonResult(id a, id b) {
    return [self description].length > 0 ? NSOrderedAscending : NSOrderedSame;
  }];
}

// CASE: dispatch_sync on a queue self owns
- (NSInteger)count {
  __block NSInteger n = 0;
  dispatch_sync(self.syncQueue, ^{
    n = _visible;
  });
  return n;
}

// CASE: UIView animations
- (void)fade {
  [UIView animateWithDuration:0.3 animations:^{
    self.overlay.alpha = 0;
  } completion:^(BOOL finished) {
    [self.overlay removeFromSuperview];
  }];
}

// CASE: async to the main queue: the queue releases the block once it has run
- (void)refresh {
  dispatch_async(dispatch_get_main_queue(), ^{
    [self show:nil];
  });
}

// CASE: indexesOfObjectsPassingTest:
- (NSIndexSet *)matching {
  return [self.photos indexesOfObjectsPassingTest:^BOOL(id obj, NSUInteger idx, BOOL *stop) {
    return obj == self.overlay;
  }];
}
@end
