// A method of self keeps its parameter or a default in its place (`options ?: [Options new]`,
// `options ? options : [Options new]`): the object it is handed is kept when it is not nil, so a
// block that object keeps and that uses self closes a cycle.
#import <Foundation/Foundation.h>

@interface SwipeOptions : NSObject
@property (nonatomic, copy) void (^onPan)(CGFloat ratio);
@end
@implementation SwipeOptions
@end

@interface SwipeCard : NSObject
@property (nonatomic, strong) SwipeOptions *options;
@property (nonatomic, assign) BOOL panning;
- (void)setUpWithOptions:(SwipeOptions *)options;
- (void)setUpWithOptionsOrDefault:(SwipeOptions *)options;
- (void)resetIfGiven:(SwipeOptions *)options;
@end

@implementation SwipeCard
- (void)setUpWithOptions:(SwipeOptions *)options {
  self.options = options ? options : [SwipeOptions new];
}
- (void)setUpWithOptionsOrDefault:(SwipeOptions *)options {
  self.options = options ?: [SwipeOptions new];
}
- (void)resetIfGiven:(SwipeOptions *)options {
  self.options = options ? [SwipeOptions new] : nil;
}

- (void)configure {
  // CASE: kept by the method unless nil
  SwipeOptions *options = [SwipeOptions new];
  options.onPan = ^(CGFloat ratio) {
    self.panning = ratio > 0; // expected-warning [retain-cycle]
  };
  [self setUpWithOptions:options];
  // CASE: the same with the short form
  SwipeOptions *more = [SwipeOptions new];
  more.onPan = ^(CGFloat ratio) {
    self.panning = ratio > 0; // expected-warning [retain-cycle]
  };
  [self setUpWithOptionsOrDefault:more];
  // NEGATIVE: the parameter is only the condition; a fresh object is kept
  SwipeOptions *probe = [SwipeOptions new];
  probe.onPan = ^(CGFloat ratio) {
    self.panning = ratio > 0;
  };
  [self resetIfGiven:probe];
}
@end
