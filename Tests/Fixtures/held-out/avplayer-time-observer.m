// AVPlayer periodic time observers: the player keeps the block until the observer is removed.
#import <Foundation/Foundation.h>
#import <AVFoundation/AVFoundation.h>
@interface P : NSObject
@property (nonatomic, strong) AVPlayer *player;
@property (nonatomic, strong) id timeObserver;
- (void)update;
@end
@implementation P
- (void)update {}
// CASE: strong self in the time observer of an owned player
- (void)observe {
  self.timeObserver = [self.player addPeriodicTimeObserverForInterval:CMTimeMake(1, 10) queue:dispatch_get_main_queue() usingBlock:^(CMTime time) {
    [self update]; // expected-warning [retain-cycle]
  }];
}
// CASE: weak self
- (void)observeWeak {
  __weak typeof(self) ws = self;
  self.timeObserver = [self.player addPeriodicTimeObserverForInterval:CMTimeMake(1, 10) queue:dispatch_get_main_queue() usingBlock:^(CMTime time) {
    [ws update];
  }];
}
@end

