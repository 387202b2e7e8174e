// Observer registrations that do not leak self.
#import <Foundation/Foundation.h>

@interface Watcher : NSObject
@property (nonatomic, strong) id observer;
- (void)update;
@end

@implementation Watcher
- (void)update {}

// CASE: selector-based observer: the center does not retain self
- (void)watch {
  [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(update) name:NSUserDefaultsDidChangeNotification object:nil];
}

// CASE: block observer with weak self, kept and removed later
- (void)watchBlock {
  __weak typeof(self) weakSelf = self;
  self.observer = [[NSNotificationCenter defaultCenter] addObserverForName:@"x" object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
    [weakSelf update];
  }];
}

- (void)stop {
  [[NSNotificationCenter defaultCenter] removeObserver:self.observer];
  self.observer = nil;
}
@end
