// observer-retains-self: block-based registrations that keep self and are never removed.
#import "../FoundationStubs.h"

@interface FBKVOController : NSObject
- (void)observe:(id)object keyPath:(NSString *)keyPath options:(NSUInteger)options block:(void (^)(id observer, id object, NSDictionary *change))block;
- (void)unobserveAll;
@end

@interface Settings : NSObject
@property (copy) NSString *theme;
@end

@interface SettingsViewController : NSObject {
  int _reloads;
}
@property (strong) Settings *settings;
@property (strong) FBKVOController *kvo;
@property (strong) id themeToken;
- (void)reload;
@end

@implementation SettingsViewController
- (void)reload {}

// CASE: token discarded, block uses self
- (void)observeTheme {
  [[NSNotificationCenter defaultCenter] addObserverForName:@"ThemeChanged" object:nil queue:nil
                                                usingBlock:^(NSNotification *note) {
    [self reload]; // expected-warning [observer-retains-self]
  }];
}

// CASE: token kept, removed only in dealloc (never runs); ivar hides self
- (void)observeTheme2 {
  self.themeToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"Other" object:nil queue:nil
                                                                  usingBlock:^(NSNotification *note) {
    _reloads++; // expected-warning [observer-retains-self]
  }];
}

// CASE: KVO controller block
- (void)observeSettings {
  [self.kvo observe:self.settings keyPath:@"theme" options:0 block:^(id observer, id object, NSDictionary *change) {
    [self reload]; // expected-warning [observer-retains-self]
  }];
}

// CASE: run-loop observer never removed
- (void)observeRunLoop {
  CFRunLoopObserverRef observer = CFRunLoopObserverCreateWithHandler(NULL, 0, YES, 0,
      ^(CFRunLoopObserverRef o, CFOptionFlags activity) {
    [self reload]; // expected-warning [observer-retains-self]
  });
  CFRunLoopAddObserver(CFRunLoopGetMain(), observer, kCFRunLoopCommonModes);
}

// CASE: weak self in the block
- (void)observeWeakly {
  __weak typeof(self) weakSelf = self;
  [[NSNotificationCenter defaultCenter] addObserverForName:@"Weak" object:nil queue:nil
                                                usingBlock:^(NSNotification *note) {
    [weakSelf reload];
  }];
}

- (void)dealloc {
  [[NSNotificationCenter defaultCenter] removeObserver:self.themeToken];
}
@end

@interface Player : NSObject
@property (strong) id token;
- (void)pause;
@end

@implementation Player
- (void)pause {}

// CASE: removed when the player stops
- (void)start {
  self.token = [[NSNotificationCenter defaultCenter] addObserverForName:@"Interrupted" object:nil queue:nil
                                                             usingBlock:^(NSNotification *note) {
    [self pause];
  }];
}
- (void)stop {
  [[NSNotificationCenter defaultCenter] removeObserver:self.token];
  self.token = nil;
}
@end
