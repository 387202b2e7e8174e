// The weak/strong dance done right, by hand and with extobjc-style macros: no finding at all.
#import <Foundation/Foundation.h>

#define weakify(VAR) __weak __typeof__(VAR) VAR##_weak_ = (VAR)
#define strongify(VAR) __strong __typeof__(VAR) VAR = VAR##_weak_

@interface Loader : NSObject
@property (nonatomic, copy) void (^onDone)(void);
@property (nonatomic, copy) void (^onFail)(NSError *error);
- (void)finish;
@end

@implementation Loader
- (void)finish {}

// CASE: weak self, strong re-capture, nil check
- (void)wireDone {
  __weak typeof(self) weakSelf = self;
  self.onDone = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    if (!strongSelf) return;
    [strongSelf finish];
  };
}

// CASE: weakify/strongify macros
- (void)wireFail {
  weakify(self);
  self.onFail = ^(NSError *error) {
    strongify(self);
    if (self == nil) { return; }
    [self finish];
  };
}

// CASE: messaging a weak reference directly is nil-safe
- (void)wireDirect {
  __weak Loader *weakSelf = self;
  self.onDone = ^{
    [weakSelf finish];
  };
}
@end
