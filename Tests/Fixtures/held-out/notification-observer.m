// Block-based notification observers.
#import <Foundation/Foundation.h>

@interface Settings : NSObject
@property (nonatomic, strong) id token;
- (void)reload;
@end

@implementation Settings
- (void)reload {}

// CASE: observer never removed, block captures self strongly
- (void)observe {
  [[NSNotificationCenter defaultCenter] addObserverForName:NSUserDefaultsDidChangeNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
    [self reload]; // expected-warning [observer-retains-self]
  }];
}

// CASE: observer with weak self: fine
- (void)observeWeakly {
  __weak typeof(self) weakSelf = self;
  self.token = [[NSNotificationCenter defaultCenter] addObserverForName:NSUserDefaultsDidChangeNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
    [weakSelf reload];
  }];
}

- (void)dealloc {
  [[NSNotificationCenter defaultCenter] removeObserver:self.token];
}
@end
