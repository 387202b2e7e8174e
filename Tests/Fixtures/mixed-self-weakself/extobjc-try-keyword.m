// libextobjc-style @weakify/@strongify with the @try keyword and _Pragma, as in release builds.
#import <Foundation/Foundation.h>

#define ext_keywordify try {} @catch (...) {}
#define weakify(VAR) ext_keywordify __weak __typeof__(VAR) VAR##_weak_ = (VAR);
#define strongify(VAR) ext_keywordify \
    _Pragma("clang diagnostic push") \
    _Pragma("clang diagnostic ignored \"-Wshadow\"") \
    __strong __typeof__(VAR) VAR = VAR##_weak_; \
    _Pragma("clang diagnostic pop")

@interface Feed : NSObject
@property (copy) void (^reload)(void);
@property BOOL stop;
- (void)refresh;
@end

@implementation Feed
- (void)refresh {}
// CASE: weakify/strongify with @try keyword
- (void)setUp {
  @weakify(self)
  self.reload = ^{
    @strongify(self)
    [self refresh];
  };
}
// CASE: weakify then self used without strongify inside
- (void)setUp2 {
  @weakify(self)
  self.reload = ^{
    [self_weak_ refresh];
    [self refresh]; // expected-warning [mixed-self-weakself] expected-warning [retain-cycle]
  };
}
// CASE: strongify then ivar deref without check
- (void)setUp3 {
  @weakify(self)
  self.reload = ^{
    @strongify(self)
    self.stop = YES;
  };
}
@end
