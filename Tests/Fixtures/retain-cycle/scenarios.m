// Realistic retain-cycle scenarios: a view controller, a download task, a dispatch source, an
// operation, a registry of callbacks. Each CASE is one scenario; the expectation sits on the line
// where the block captures the owner.
#import "../FoundationStubs.h"


typedef void (^Completion)(BOOL ok);

@interface DownloadTask : NSObject
@property (copy) Completion completion;
@property (copy) void (^progress)(double fraction);
- (void)resume;
@end

@interface Operation : NSObject
@property (copy) void (^completionBlock)(void);
- (void)start;
@end

@interface APIClient : NSObject
- (void)fetch:(NSString *)path completion:(Completion)completion;
@end

@interface FeedViewController : NSObject {
  Completion _onLoad;
  NSMutableDictionary *_handlers;
  int _loads;
}
@property (strong) DownloadTask *task;
@property (strong) Operation *op;
@property (strong) APIClient *client;
@property (strong) NSMutableArray *callbacks;
@property (strong) NSMutableDictionary *handlers;
@property (copy) void (^refresh)(void);
@property (strong) dispatch_source_t timer;
@property (strong) NSTimer *pollTimer;
- (void)reload;
- (void)showError;
@end

@implementation FeedViewController {
  dispatch_source_t _source;
}

- (void)reload {}
- (void)showError {}

// CASE: property keeps a block that messages self
- (void)viewDidLoad {
  self.refresh = ^{
    [self reload]; // expected-warning [retain-cycle] {{self → refresh (copy) → block → self}}
  };
}

// CASE: property of an object self holds (self.task.completion)
- (void)startDownload {
  self.task.completion = ^(BOOL ok) {
    if (!ok) [self showError]; // expected-warning [retain-cycle] {{self → task (strong) → completion (copy) → block → self}}
  };
  [self.task resume];
}

// CASE: ivar keeps a block that uses another ivar (implicit self)
- (void)prepare {
  _onLoad = ^(BOOL ok) {
    _loads += 1; // expected-warning [retain-cycle]
  };
}

// CASE: a block built in a local and stored later
- (void)deferred {
  void (^work)(void) = ^{
    [self reload]; // expected-warning [retain-cycle]
  };
  if (_loads > 1) {
    self.refresh = work;
  }
}

// CASE: setter message on an object self holds, block messages it
- (void)chainOperation {
  [self.op setCompletionBlock:^{
    [self.op start]; // expected-warning [retain-cycle]
  }];
}

// CASE: array of callbacks owned by self
- (void)registerCallback {
  [self.callbacks addObject:^{
    [self reload]; // expected-warning [retain-cycle]
  }];
}

// CASE: dictionary subscript and setObject:forKey: on a dictionary self holds
- (void)registerHandlers {
  self.handlers[@"reload"] = ^{
    [self reload]; // expected-warning [retain-cycle]
  };
  [_handlers setObject:^{ [self showError]; } forKey:@"error"]; // expected-warning [retain-cycle]
}

// CASE: dispatch source event handler on a source self keeps (property and ivar)
- (void)startPolling {
  dispatch_source_set_event_handler(self.timer, ^{
    [self reload]; // expected-warning [retain-cycle]
  });
  dispatch_source_set_event_handler(_source, ^{
    [self reload]; // expected-warning [retain-cycle]
  });
  dispatch_resume(self.timer);
}

// CASE: repeating block timer kept by self
- (void)startBlockTimer {
  self.pollTimer = [NSTimer scheduledTimerWithTimeInterval:5 repeats:YES block:^(NSTimer *t) {
    [self reload]; // expected-warning [retain-cycle]
  }];
}

// CASE: associated object on self
- (void)attach {
  objc_setAssociatedObject(self, "k", ^{ [self reload]; }, OBJC_ASSOCIATION_COPY); // expected-warning [retain-cycle]
}

// CASE: local object that keeps a block capturing it
- (void)localTask {
  DownloadTask *task = [DownloadTask new];
  task.progress = ^(double f) {
    if (f > 0.5) [task resume]; // expected-warning [retain-cycle] {{task → progress (copy) → block → task}}
  };
  [task resume];
}

// --- Negatives ---

// CASE: weak self, re-strengthened inside
- (void)weakly {
  __weak typeof(self) weakSelf = self;
  self.refresh = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    [strongSelf reload];
  };
}

// CASE: completion handed to an API of an object self holds: called once and released
- (void)load {
  [self.client fetch:@"/feed" completion:^(BOOL ok) {
    [self reload];
  }];
}

// CASE: block on a queue: released after running
- (void)later {
  dispatch_async(dispatch_get_main_queue(), ^{
    [self reload];
  });
}

// CASE: non-escaping APIs
- (void)sortAndEnumerate:(NSArray *)items {
  [items enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
    [self reload];
  }];
  NSArray *sorted = [items sortedArrayUsingComparator:^long(id a, id b) {
    [self reload];
    return 0;
  }];
  (void)sorted;
  static dispatch_once_t once;
  dispatch_once(&once, ^{ [self reload]; });
  dispatch_sync(dispatch_get_main_queue(), ^{ [self reload]; });
}

// CASE: block kept in a local only and called
- (void)localOnly {
  void (^b)(void) = ^{ [self reload]; };
  b();
}

// CASE: block stored on an object self does not hold
- (void)other {
  DownloadTask *task = [DownloadTask new];
  task.completion = ^(BOOL ok) { [self reload]; };
  [task resume];
}

// CASE: non-repeating block timer
- (void)once {
  self.pollTimer = [NSTimer scheduledTimerWithTimeInterval:5 repeats:NO block:^(NSTimer *t) {
    [self reload];
  }];
}
@end
