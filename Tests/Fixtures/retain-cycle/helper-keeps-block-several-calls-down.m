// A method that keeps its block parameter several calls down: it hands the block to another method
// of its own class, or sets it on an object it hands to one, and that method puts it in a
// collection self keeps. Whoever keeps the receiver then keeps the block, and a block that uses
// its keeper closes a cycle. The look-alikes: a chain that ends in a local collection, a helper
// that only runs the block, one that only reads the object it is given, a batch the helper lets
// go of before it returns, a queue of pending requesters emptied when ready, a table of task
// delegates each removed when its task completes, and a weak receiver.
#import <Foundation/Foundation.h>

@interface Route : NSObject
@property (nonatomic, copy) NSString *path;
@property (nonatomic, copy) void (^handler)(id request);
@end

@implementation Route
@end

@interface Router : NSObject
- (void)get:(NSString *)path withBlock:(void (^)(id request))block;
- (void)handleMethod:(NSString *)method withPath:(NSString *)path block:(void (^)(id request))block;
- (void)preview:(NSString *)path withBlock:(void (^)(id request))block;
- (void)registerHandler:(void (^)(id request))handler;
- (void)runHandler:(void (^)(id request))handler;
- (void)finishBatch:(void (^)(id request))completion;
- (void)whenReady:(void (^)(id request))requester;
- (void)startTask:(id)task completion:(void (^)(id request))completion;
- (void)definePreference:(void (^)(id request))changed;
@end

@implementation Router {
  NSMutableDictionary<NSString *, NSMutableArray<Route *> *> *_routes;
  NSMutableArray *_handlers;
  NSMutableArray *_batch;
  NSMutableArray *_pending;
  NSMutableDictionary *_taskDelegates;
  NSMutableArray *_preferences;
}

- (void)get:(NSString *)path withBlock:(void (^)(id request))block {
  [self handleMethod:@"GET" withPath:path block:block];
}

- (void)handleMethod:(NSString *)method withPath:(NSString *)path block:(void (^)(id request))block {
  Route *route = [self routeWithPath:path];
  route.handler = block;
  [self addRoute:route forMethod:method];
}

- (Route *)routeWithPath:(NSString *)path {
  Route *route = [Route new];
  route.path = path;
  return route;
}

- (void)addRoute:(Route *)route forMethod:(NSString *)method {
  NSMutableArray *methodRoutes = [_routes objectForKey:method];
  if (methodRoutes == nil) {
    methodRoutes = [NSMutableArray array];
    [_routes setObject:methodRoutes forKey:method];
  }
  [methodRoutes addObject:route];
  if ([method isEqualToString:@"GET"]) {
    [self addRoute:route forMethod:@"HEAD"];
  }
}

// The route goes into a list that stays a local of the helper.
- (void)preview:(NSString *)path withBlock:(void (^)(id request))block {
  Route *route = [self routeWithPath:path];
  route.handler = block;
  [self draftRoute:route];
}

- (void)draftRoute:(Route *)route {
  NSMutableArray *drafts = [NSMutableArray array];
  [drafts addObject:route];
}

- (void)registerHandler:(void (^)(id request))handler {
  [_handlers addObject:handler];
}

- (void)runHandler:(void (^)(id request))handler {
  handler(nil);
}

// The batch keeps the completion only until the same method lets go of it and runs it.
- (void)finishBatch:(void (^)(id request))completion {
  [_batch addObject:completion];
  NSMutableArray *batch = _batch;
  _batch = nil;
  [self runBatch:batch];
}

// Pending requesters, let go of once the router is ready.
- (void)whenReady:(void (^)(id request))requester {
  if (!_pending) _pending = [NSMutableArray array];
  [_pending addObject:requester];
}

- (void)becameReady {
  NSArray *pending = _pending;
  _pending = nil;
  for (void (^requester)(id request) in pending) requester(nil);
}

// A table of task delegates, each removed when its task completes.
- (void)startTask:(id)task completion:(void (^)(id request))completion {
  Route *delegate = [Route new];
  delegate.handler = completion;
  _taskDelegates[task] = delegate;
}

- (void)taskDidComplete:(id)task {
  [_taskDelegates removeObjectForKey:task];
}

// Emptied only wholesale, when a panel closes: kept until then.
- (void)definePreference:(void (^)(id request))changed {
  Route *info = [Route new];
  info.handler = changed;
  [_preferences addObject:info];
}

- (void)panelWillClose {
  [_preferences removeAllObjects];
}

// Moving an element to another place is not letting go of it.
- (void)movePreference:(Route *)info toIndex:(NSUInteger)index {
  [_preferences removeObject:info];
  [_preferences insertObject:info atIndex:index];
}

- (void)runBatch:(NSArray *)batch {
  for (void (^completion)(id request) in batch) completion(nil);
}
@end

@interface Alert : NSObject
- (instancetype)initWithCompletion:(void (^)(void))completion;
@end

@implementation Alert {
  void (^_completion)(void);
}
- (instancetype)initWithCompletion:(void (^)(void))completion {
  self = [super init];
  _completion = [completion copy];
  return self;
}
@end

@interface Server : NSObject
@property (nonatomic, strong) Router *router;
@property (nonatomic, weak) Router *sharedRouter;
@property (nonatomic, strong) Alert *activeAlert;
- (void)reload;
@end

@implementation Server
- (void)reload {}

- (void)setUpFocusForAlert:(Alert *)alert {
  self.activeAlert = alert;
}

- (void)setUpLoggingForAlert:(Alert *)alert {
  NSLog(@"%@", alert);
}

- (void)start {
  // CASE: get:withBlock: → handleMethod:withPath:block: → addRoute:forMethod: keeps the route
  [self.router get:@"/health" withBlock:^(id request) {
    [self reload]; // expected-warning [retain-cycle] {{handleMethod:withPath:block:}}
  }];

  // CASE: a helper that puts its block straight into a collection of its own
  [self.router registerHandler:^(id request) {
    [self reload]; // expected-warning [retain-cycle] {{_handlers addObject:}}
  }];

  // CASE: the object keeping the block goes to a setter-looking helper that stores it on self
  Alert *alert = [[Alert alloc] initWithCompletion:^{
    [self reload]; // expected-warning [retain-cycle] {{setUpFocusForAlert:}}
  }];
  [self setUpFocusForAlert:alert];

  // CASE: a list of preferences the router empties only wholesale
  [self.router definePreference:^(id request) {
    [self reload]; // expected-warning [retain-cycle] {{_preferences addObject:}}
  }];

  // CASE: the route ends in a local list of the helper
  [self.router preview:@"/draft" withBlock:^(id request) {
    [self reload];
  }];

  // CASE: the helper only runs the block
  [self.router runHandler:^(id request) {
    [self reload];
  }];

  // CASE: the batch that keeps the block is let go of in the same method
  [self.router finishBatch:^(id request) {
    [self reload];
  }];

  // CASE: a queue of pending requesters the router empties once it is ready
  [self.router whenReady:^(id request) {
    [self reload];
  }];

  // CASE: a table of task delegates the router takes each out of when its task completes
  [self.router startTask:@"t" completion:^(id request) {
    [self reload];
  }];

  // CASE: the setter-looking helper only reads the object
  Alert *logged = [[Alert alloc] initWithCompletion:^{
    [self reload];
  }];
  [self setUpLoggingForAlert:logged];

  // CASE: the router is held weakly
  [self.sharedRouter get:@"/weak" withBlock:^(id request) {
    [self reload];
  }];
}
@end
