// observer-retains-self: a view controller or view that registers a notification observer when it
// is set up and removes it only in a teardown its owner has to call (`-destroy`). UIKit releases a
// controller popped from its navigation stack without calling any such method, so until the owner
// remembers it, center → token → block → self keeps the controller alive.
#import <UIKit/UIKit.h>

@interface RoomList : UIViewController
- (void)destroy;
- (void)reset;
@end

@interface RoomList () {
  id _themeToken;
  id _accountToken;
}
@end

@implementation RoomList
- (void)restyle {}

// CASE: registered in viewDidLoad, removed and cleared only in -destroy, which the owner calls
- (void)viewDidLoad {
  [super viewDidLoad];
  _themeToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"theme" object:nil queue:nil
                                                              usingBlock:^(NSNotification *note) {
    [self restyle]; // expected-warning [observer-retains-self] {{removed only when the owner calls -destroy}}
  }];
  // CASE: removed in -reset, which only -destroy calls: the owner still has to call -destroy
  _accountToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"account" object:nil queue:nil
                                                                usingBlock:^(NSNotification *note) {
    [self restyle]; // expected-warning [observer-retains-self] {{calls -destroy}}
  }];
}

- (void)reset {
  [[NSNotificationCenter defaultCenter] removeObserver:_accountToken];
  _accountToken = nil;
}

- (void)destroy {
  [self reset];
  [[NSNotificationCenter defaultCenter] removeObserver:_themeToken];
  _themeToken = nil;
}
@end

// CASE: removed in viewWillDisappear:, which UIKit calls by itself: no finding
@interface Inbox : UIViewController {
  id _token;
}
@end

@implementation Inbox
- (void)restyle {}
- (void)viewDidLoad {
  [super viewDidLoad];
  _token = [[NSNotificationCenter defaultCenter] addObserverForName:@"theme" object:nil queue:nil
                                                         usingBlock:^(NSNotification *note) {
    [self restyle];
  }];
}
- (void)viewWillDisappear:(BOOL)animated {
  [super viewWillDisappear:animated];
  [[NSNotificationCenter defaultCenter] removeObserver:_token];
  _token = nil;
}
@end

// CASE: the teardown is a button's action (named by @selector): the user's tap runs it, no finding
@interface Composer : UIViewController {
  id _token;
}
- (void)destroy;
@end

@implementation Composer
- (void)restyle {}
- (void)viewDidLoad {
  [super viewDidLoad];
  UIButton *close = [UIButton buttonWithType:UIButtonTypeSystem];
  [close addTarget:self action:@selector(destroy) forControlEvents:UIControlEventTouchUpInside];
  _token = [[NSNotificationCenter defaultCenter] addObserverForName:@"theme" object:nil queue:nil
                                                         usingBlock:^(NSNotification *note) {
    [self restyle];
  }];
}
- (void)destroy {
  [[NSNotificationCenter defaultCenter] removeObserver:_token];
  _token = nil;
}
@end

// CASE: registered when the screen starts listening, not at set-up: -stopListening is its pair
@interface Feed : UIViewController {
  id _token;
}
- (void)startListening;
- (void)stopListening;
@end

@implementation Feed
- (void)restyle {}
- (void)startListening {
  _token = [[NSNotificationCenter defaultCenter] addObserverForName:@"theme" object:nil queue:nil
                                                         usingBlock:^(NSNotification *note) {
    [self restyle];
  }];
}
- (void)stopListening {
  [[NSNotificationCenter defaultCenter] removeObserver:_token];
  _token = nil;
}
@end

// CASE: not a view or a controller: a manager whose -invalidate is its documented end, no finding
@interface SyncManager : NSObject {
  id _token;
}
- (void)invalidate;
@end

@implementation SyncManager
- (void)sync {}
- (instancetype)init {
  if ((self = [super init])) {
    _token = [[NSNotificationCenter defaultCenter] addObserverForName:@"online" object:nil queue:nil
                                                           usingBlock:^(NSNotification *note) {
      [self sync];
    }];
  }
  return self;
}
- (void)invalidate {
  [[NSNotificationCenter defaultCenter] removeObserver:_token];
  _token = nil;
}
@end

// CASE: registered in a helper that only viewDidLoad calls: still made at set-up
@interface Profile : UIViewController {
  id _token;
}
- (void)destroy;
@end

@implementation Profile
- (void)restyle {}
- (void)viewDidLoad {
  [super viewDidLoad];
  [self registerObservers];
}
- (void)registerObservers {
  _token = [[NSNotificationCenter defaultCenter] addObserverForName:@"theme" object:nil queue:nil
                                                         usingBlock:^(NSNotification *note) {
    [self restyle]; // expected-warning [observer-retains-self] {{registered in -registerObservers, which only -viewDidLoad calls}}
  }];
}
- (void)destroy {
  [[NSNotificationCenter defaultCenter] removeObserver:_token];
  _token = nil;
}
@end

// CASE: the helper also runs when the user refreshes: not only at set-up, no finding
@interface Timeline : UIViewController {
  id _token;
}
- (void)destroy;
- (void)refresh;
@end

@implementation Timeline
- (void)restyle {}
- (void)viewDidLoad {
  [super viewDidLoad];
  [self registerObservers];
}
- (void)refresh {
  [self registerObservers];
}
- (void)registerObservers {
  _token = [[NSNotificationCenter defaultCenter] addObserverForName:@"theme" object:nil queue:nil
                                                         usingBlock:^(NSNotification *note) {
    [self restyle];
  }];
}
- (void)destroy {
  [[NSNotificationCenter defaultCenter] removeObserver:_token];
  _token = nil;
}
@end
