// A UIKit-style controller against the shim: the patterns that leak in real code.
#import <Foundation/Foundation.h>
@interface Controller : NSObject {
  NSMutableDictionary *_cache;
  NSOperationQueue *_queue;
  id _observer;
  BOOL _loaded;
}
@property (nonatomic, copy) void (^onUpdate)(NSString *value);
@property (nonatomic, strong) NSTimer *refreshTimer;
@property (nonatomic, copy) NSString *title;
@end
@implementation Controller
- (void)viewDidLoad {
  __weak typeof(self) weakSelf = self;
  self.onUpdate = ^(NSString *value) {
    __strong typeof(weakSelf) strongSelf = weakSelf;
    if (!strongSelf) { return; }
    strongSelf.title = value;
    strongSelf->_loaded = YES;
  };
  self.onUpdate = ^(NSString *value) { self.title = value; };
  self.onUpdate = ^(NSString *value) { _loaded = value != nil; };
  _observer = [[NSNotificationCenter defaultCenter] addObserverForName:@"update" object:nil
                                                                 queue:nil usingBlock:^(NSNotification *note) {
    [weakSelf reload];
    [self reload];
  }];
  self.refreshTimer = [NSTimer scheduledTimerWithTimeInterval:5 repeats:YES block:^(NSTimer *timer) {
    [self reload];
  }];
  [_queue addOperationWithBlock:^{
    NSString *title = self.title;
    dispatch_async(dispatch_get_main_queue(), ^{ weakSelf.title = title; });
  }];
  NSDictionary *snapshot = [_cache copy];
  dispatch_async(dispatch_get_global_queue(0, 0), ^{
    for (id key in snapshot) { (void)key; }
  });
}
- (void)reload {
  NSArray *keys = [_cache allKeys];
  [keys enumerateObjectsUsingBlock:^(id key, NSUInteger i, BOOL *stop) {
    [_cache removeObjectForKey:key];
  }];
  dispatch_async(dispatch_get_main_queue(), ^{ });
}
- (void)dealloc {
  [[NSNotificationCenter defaultCenter] removeObserver:_observer];
  [_refreshTimer invalidate];
}
@end
