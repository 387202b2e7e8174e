// A shared instance (function static or file global) that keeps a block capturing self: a cycle
// only when self also keeps the shared instance (Infer's RetainCycleStaticVar).
#import <Foundation/Foundation.h>

@interface SharedView : NSObject
@property (nonatomic, strong) void (^handler)(NSString *name);
@property (nonatomic, strong) NSString *name;
@property (nonatomic, strong) SharedView *view;
@end

static SharedView *gShared;

@implementation SharedView

// CASE: self keeps the static shared instance, which keeps a block that captures self
- (void)sharedInstanceRetainCycle {
  static dispatch_once_t once;
  static SharedView *sharedInstance;
  dispatch_once(&once, ^{
    sharedInstance = [[SharedView alloc] init];
  });
  _view = sharedInstance;
  sharedInstance.handler = ^(NSString *s) {
    self.name = sharedInstance.name; // expected-warning [retain-cycle]
  };
}

// CASE: the same through a file global
- (void)globalCycle {
  self.view = gShared;
  gShared.handler = ^(NSString *s) {
    [self setName:s]; // expected-warning [retain-cycle]
  };
}

// CASE: the shared instance keeps the block but self does not keep the shared instance
- (void)sharedOnly {
  static SharedView *other;
  other.handler = ^(NSString *s) {
    self.name = s;
  };
}
@end
