// mixed-self-weakself: weak copies are found by type and value (any name, @weakify-style macros).
#import "../FoundationStubs.h"

// libextobjc's @weakify/@strongify, reduced to what they expand to.
#define weakify(VAR) autoreleasepool {} __weak __typeof__(VAR) VAR##_weak_ = (VAR)
#define strongify(VAR) autoreleasepool {} __strong __typeof__(VAR) VAR = VAR##_weak_

@interface ProfileView : NSObject {
  NSString *_name;
}
@property (copy) void (^onTap)(void);
@property (copy) void (^onLoad)(void);
- (void)layout;
@end

@implementation ProfileView
- (void)layout {}

// CASE: weak copy with an unusual name and an explicit self
- (void)oddName {
  __weak ProfileView *me = self;
  self.onTap = ^{
    [me layout];
    [self layout]; // expected-warning [mixed-self-weakself] {{'me'}}
  };
}

// CASE: weak copy and an ivar (self hidden)
- (void)weakAndIvar {
  __weak typeof(self) weakSelf = self;
  self.onLoad = ^{
    [weakSelf layout];
    (void)_name; // expected-warning [mixed-self-weakself]
  };
}

// CASE: @weakify / @strongify: the strongified `self` is a local, not the real self
- (void)extobjc {
  @weakify(self);
  self.onTap = ^{
    @strongify(self);
    [self layout];
  };
}

// CASE: @weakify, then the block forgets @strongify and uses the real self
- (void)extobjcForgotten {
  @weakify(self);
  self.onLoad = ^{
    [self_weak_ layout];
    [self layout]; // expected-warning [mixed-self-weakself]
  };
}

// CASE: typeof(self) is not a use of self
- (void)typeofOnly {
  __weak typeof(self) weakSelf = self;
  self.onTap = ^{
    __strong typeof(self) strongSelf = weakSelf;
    [strongSelf layout];
  };
}

// CASE: weak copy of another object and self
- (void)otherObject:(ProfileView *)other {
  __weak ProfileView *weakOther = other;
  self.onTap = ^{
    [weakOther layout];
    [self layout];
  };
}
@end
