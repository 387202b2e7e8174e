// A helper method of self puts its block parameters in an object it builds and hands that object
// to one of self's collections: self keeps the blocks, and blocks that use self close a cycle.
// The look-alikes keep the object in a local only, in a local collection, or hand it to an
// operation queue (which runs it and lets it go) or to a queue of pending work of self's own
// that resets each element's block once it has run.
#import <Foundation/Foundation.h>

@interface Preference : NSObject
@property (nonatomic, copy) NSString *key;
@property (nonatomic, copy) void (^onChange)(id sender);
@property (nonatomic, copy) BOOL (^onUpdate)(void);
+ (instancetype)preferenceWithKey:(NSString *)key;
@end

@implementation Preference
+ (instancetype)preferenceWithKey:(NSString *)key {
  Preference *preference = [self new];
  preference.key = key;
  return preference;
}
@end

@interface Job : NSObject
@property (nonatomic, copy) void (^work)(void);
@end

@implementation Job
@end

@interface Pane : NSObject
- (Preference *)defineKey:(NSString *)key changed:(void (^)(id sender))changed update:(BOOL (^)(void))update;
- (void)appendKey:(NSString *)key changed:(void (^)(id sender))changed;
- (void)previewKey:(NSString *)key changed:(void (^)(id sender))changed;
- (NSArray *)draftKey:(NSString *)key changed:(void (^)(id sender))changed;
- (void)scheduleDone:(void (^)(void))done;
- (void)enqueueWork:(void (^)(void))work;
- (void)reload;
@end

@implementation Pane {
  NSMutableDictionary<NSString *, Preference *> *_preferences;
  NSMutableArray<Preference *> *_ordered;
  NSOperationQueue *_queue;
  NSMutableArray<Job *> *_pending;
}

- (instancetype)init {
  self = [super init];
  _preferences = [NSMutableDictionary new];
  _ordered = [NSMutableArray new];
  _queue = [NSOperationQueue new];
  return self;
}

- (void)reload {}

- (Preference *)defineKey:(NSString *)key changed:(void (^)(id sender))changed update:(BOOL (^)(void))update {
  Preference *preference = [Preference preferenceWithKey:key];
  preference.onChange = changed;
  [preference setOnUpdate:update];
  [_preferences setObject:preference forKey:key];
  return preference;
}

- (void)appendKey:(NSString *)key changed:(void (^)(id sender))changed {
  Preference *preference = [Preference new];
  preference.onChange = changed;
  [_ordered addObject:preference];
}

- (void)previewKey:(NSString *)key changed:(void (^)(id sender))changed {
  Preference *preference = [Preference preferenceWithKey:key];
  preference.onChange = changed;
  preference.onChange(self);
}

- (NSArray *)draftKey:(NSString *)key changed:(void (^)(id sender))changed {
  NSMutableArray *drafts = [NSMutableArray new];
  Preference *preference = [Preference preferenceWithKey:key];
  preference.onChange = changed;
  [drafts addObject:preference];
  return drafts;
}

- (void)scheduleDone:(void (^)(void))done {
  NSOperation *operation = [NSOperation new];
  operation.completionBlock = done;
  [_queue addOperation:operation];
}

- (void)enqueueWork:(void (^)(void))work {
  Job *job = [Job new];
  job.work = work;
  [_pending addObject:job];
}

- (void)runNext {
  Job *job = _pending.firstObject;
  job.work();
  job.work = ^{};
  [_pending removeObject:job];
}

- (void)awake {
  // CASE: both blocks go into a preference that self's dictionary keeps
  [self defineKey:@"a"
          changed:^(id sender) {
            [self reload]; // expected-warning [retain-cycle] {{onChange (copy)}}
          }
           update:^BOOL {
             [self reload]; // expected-warning [retain-cycle] {{onUpdate (copy)}}
             return YES;
           }];

  // CASE: the preference goes into self's array
  [self appendKey:@"b"
          changed:^(id sender) {
            [self reload]; // expected-warning [retain-cycle] {{_ordered addObject:}}
          }];

  // CASE: the preference stays in a local of the helper
  [self previewKey:@"c"
           changed:^(id sender) {
             [self reload];
           }];

  // CASE: the preference goes into a local collection the helper returns
  [self draftKey:@"d"
         changed:^(id sender) {
           [self reload];
         }];

  // CASE: the object goes to self's operation queue, which runs it and lets it go
  [self scheduleDone:^{
    [self reload];
  }];

  // CASE: a queue of pending work that lets each element go when it is done
  [self enqueueWork:^{
    [self reload];
  }];

  // CASE: the blocks hold self weakly
  __weak typeof(self) weakSelf = self;
  [self defineKey:@"e"
          changed:^(id sender) {
            [weakSelf reload];
          }
           update:^BOOL {
             return weakSelf != nil;
           }];
}
@end
