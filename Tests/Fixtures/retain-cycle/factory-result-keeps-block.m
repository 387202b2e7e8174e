// A class factory (or a method) of this file that returns an object keeping its block parameter:
// the object the call returns keeps the block, and self keeping that object closes the cycle.
// The look-alikes: a factory that only runs the block, and a result self does not keep.
#import <Foundation/Foundation.h>

@interface Watch : NSObject
@property (nonatomic, copy) void (^completion)(id value);
@property (nonatomic, copy) NSString *query;
@property (nonatomic, copy) void (^work)(void);
+ (instancetype)watchForQuery:(NSString *)query completion:(void (^)(id value))completion;
+ (instancetype)watchWithHandler:(void (^)(id value))handler;
+ (instancetype)watchRunning:(void (^)(void))work;
+ (instancetype)pendingWork:(void (^)(void))work;
- (void)runPending;
- (instancetype)initWithCompletion:(void (^)(id value))completion;
@end

@implementation Watch
+ (instancetype)watchForQuery:(NSString *)query completion:(void (^)(id value))completion {
  Watch *watch = [[self alloc] init];
  watch.query = query;
  watch.completion = completion;
  return watch;
}
+ (instancetype)watchWithHandler:(void (^)(id value))handler {
  return [[self alloc] initWithCompletion:handler];
}
+ (instancetype)watchRunning:(void (^)(void))work {
  work();
  return [[self alloc] init];
}
// A queue of pending work of the class's own: the block is reset once it has run.
+ (instancetype)pendingWork:(void (^)(void))work {
  Watch *watch = [[self alloc] init];
  watch.completion = ^(id value) { work(); };
  watch.work = work;
  return watch;
}
- (void)runPending {
  self.work();
  self.work = ^{};
}
- (instancetype)initWithCompletion:(void (^)(id value))completion {
  self = [super init];
  _completion = [completion copy];
  return self;
}
@end

@interface Feed : NSObject
@property (nonatomic, strong) NSMutableArray<Watch *> *watches;
@property (nonatomic, strong) Watch *current;
- (void)reload;
@end

@implementation Feed
- (void)reload {}

// CASE: the factory sets the block on the watch it returns, which self's array keeps
- (void)start {
  [self.watches insertObject:[Watch watchForQuery:@"q" completion:^(id value) {
    [self reload]; // expected-warning [retain-cycle] {{insertObject:atIndex:}}
  }] atIndex:0];
}

// CASE: the factory hands the block to an initializer and returns what it makes
- (void)follow {
  self.current = [Watch watchWithHandler:^(id value) {
    [self reload]; // expected-warning [retain-cycle] {{current (strong)}}
  }];
}

// CASE: a factory that runs the block and keeps nothing
- (void)once {
  self.current = [Watch watchRunning:^{
    [self reload];
  }];
}

// CASE: a factory whose block property the file resets once the work has run
- (void)queue {
  self.current = [Watch pendingWork:^{
    [self reload];
  }];
}

// CASE: the watch stays in a local
- (void)peek {
  Watch *watch = [Watch watchForQuery:@"p" completion:^(id value) {
    [self reload];
  }];
  (void)watch;
}
@end
