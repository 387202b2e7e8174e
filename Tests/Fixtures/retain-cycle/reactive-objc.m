// retain-cycle: ReactiveObjC for Objective-C callers. A subscription keeps its blocks while the
// signal's source keeps its subscribers: a RACObserve observation until the observer (the self
// where the macro is written) deallocates, a subject until it completes, an object's selector or
// control-event signal until that object deallocates. The operators before a subscription are
// kept with it, and a signal built with an operator keeps the operator's block. A source lint
// does not know (a parameter, a plain signal property) is never claimed.
#import "../FoundationStubs.h"

// ReactiveObjC, trimmed from its headers (RACSignal.h, RACSignal+Operations.h, RACSubject.h,
// NSObject+RACPropertySubscribing.h, RACSubscriptingAssignmentTrampoline.h, RACEXTScope.h).
@class RACDisposable, NSString;
@interface RACStream : NSObject
@end
@interface RACSignal<__covariant ValueType> : RACStream
- (RACDisposable *)subscribeNext:(void (^)(ValueType x))nextBlock;
- (RACDisposable *)subscribeNext:(void (^)(ValueType x))nextBlock completed:(void (^)(void))completedBlock;
- (RACSignal *)map:(id (^)(ValueType value))block;
- (RACSignal<ValueType> *)filter:(BOOL (^)(ValueType value))block;
- (RACSignal<ValueType> *)take:(NSUInteger)count;
- (RACDisposable *)setKeyPath:(NSString *)keyPath onObject:(NSObject *)object;
@end
@interface RACSubject<ValueType> : RACSignal<ValueType>
+ (instancetype)subject;
- (void)sendNext:(ValueType)value;
@end
@interface RACReplaySubject<ValueType> : RACSubject<ValueType>
@end
@interface RACDisposable : NSObject
- (void)dispose;
@end
@interface NSObject (RACPropertySubscribing)
- (RACSignal *)rac_valuesForKeyPath:(NSString *)keyPath observer:(__weak NSObject *)observer;
- (RACSignal *)rac_signalForSelector:(SEL)selector;
@end
@interface Control : NSObject
- (RACSignal *)rac_signalForControlEvents:(NSUInteger)controlEvents;
@end
@interface RACSubscriptingAssignmentTrampoline : NSObject
- (instancetype)initWithTarget:(id)target nilValue:(id)nilValue;
- (void)setObject:(RACSignal *)signal forKeyedSubscript:(NSString *)keyPath;
@end
#define RACObserve(TARGET, KEYPATH)                                                                  \
  ({                                                                                                 \
    __weak id target_ = (TARGET);                                                                    \
    [target_ rac_valuesForKeyPath:@#KEYPATH observer:self];                                          \
  })
// (ReactiveObjC's own RAC() writes its key path with @keypath; libclang does not walk a statement
// written with it, so lint sees this simpler spelling only.)
#define RAC(TARGET, KEYPATH) \
  [[RACSubscriptingAssignmentTrampoline alloc] initWithTarget:(TARGET) nilValue:nil][@#KEYPATH]
#define weakify(VAR) autoreleasepool {} __weak __typeof__(VAR) VAR##_weak_ = (VAR)
#define strongify(VAR) autoreleasepool {} __strong __typeof__(VAR) VAR = VAR##_weak_

// Not ReactiveObjC: a collection's map: returns new values and lets its block go.
@interface NSArray (Functional)
- (NSArray *)map:(id (^)(id value))block;
@end

@interface Profile : NSObject
@property (copy) NSString *name;
@property (copy) NSString *title;
@property (strong) RACSubject *updates;
@property (weak) RACSubject *borrowedUpdates;
@property (strong) RACSignal *nameSignal;
@property (strong) RACSignal *formatted;
@property (strong) Control *button;
@property (strong) NSArray *names;
- (void)reload;
- (NSString *)format:(id)value;
@end

@implementation Profile {
  RACReplaySubject *_replays;
}
- (void)reload {}
- (NSString *)format:(id)value { return self.name; }

// CASE: RACObserve(self, …) completes only when self deallocates: a strong self keeps it for ever
- (void)observeName {
  [RACObserve(self, name) subscribeNext:^(id value) {
    [self reload]; // expected-warning [retain-cycle] {{RACObserve observation}}
  }];
}

// CASE: an operator before the subscription is kept with it
- (void)observeFormatted {
  [[RACObserve(self, name) map:^id(id value) {
    return [self format:value]; // expected-warning [retain-cycle]
  }] subscribeNext:^(id value) {
  }];
}

// CASE: the signal in a local first
- (void)observeThroughLocal {
  RACSignal *names = RACObserve(self, name);
  [names subscribeNext:^(id value) {
    [self reload]; // expected-warning [retain-cycle]
  }];
}

// CASE: a subject self keeps keeps its subscribers until it completes
- (void)listen {
  [self.updates subscribeNext:^(id value) {
    [self reload]; // expected-warning [retain-cycle] {{self → updates (strong)}}
  }];
}

// CASE: a subclass of RACSubject in an ivar, through filter:
- (void)listenToReplays {
  [[_replays filter:^BOOL(id value) {
    return value != nil;
  }] subscribeNext:^(id value) {
    [self reload]; // expected-warning [retain-cycle]
  }];
}

// CASE: self's own selector signal is a subject self keeps
- (void)hookSelector {
  [[self rac_signalForSelector:@selector(reload)] subscribeNext:^(id args) {
    [self format:args]; // expected-warning [retain-cycle]
  }];
}

// CASE: a control self keeps keeps the subscribers of its event signal until it deallocates
- (void)wireButton {
  [[self.button rac_signalForControlEvents:64] subscribeNext:^(id sender) {
    [self reload]; // expected-warning [retain-cycle]
  }];
}

// CASE: RAC(self, key) = …: self keeps the binding and the map block in it
- (void)bindTitle {
  RAC(self, title) = [self.nameSignal map:^id(id value) {
    return [self format:value]; // expected-warning [retain-cycle] {{RAC binding}}
  }];
}

// CASE: -setKeyPath:onObject:, what RAC() calls: self keeps the binding
- (void)bindWithSetKeyPath {
  [[self.nameSignal map:^id(id value) {
    return [self format:value]; // expected-warning [retain-cycle] {{RAC binding}}
  }] setKeyPath:@"title" onObject:self];
}

// CASE: a binding onto an object self does not keep
- (void)bindOnto:(Profile *)other {
  [[self.nameSignal map:^id(id value) {
    return [self format:value];
  }] setKeyPath:@"title" onObject:other];
}

// CASE: a signal built with an operator keeps the operator's block, and self keeps the signal
- (void)buildFormatted {
  self.formatted = [RACObserve(self, name) map:^id(id value) {
    return [self format:value]; // expected-warning [retain-cycle]
  }];
}

// CASE: @weakify / @strongify, as ReactiveObjC's docs ask
- (void)observeWeakly {
  @weakify(self);
  [RACObserve(self, name) subscribeNext:^(id value) {
    @strongify(self);
    [self reload];
  }];
}

// CASE: a weak copy of self
- (void)observeWithWeakCopy {
  __weak typeof(self) weakSelf = self;
  [RACObserve(self, name) subscribeNext:^(id value) {
    [weakSelf reload];
  }];
}

// CASE: the subscription is disposed of in the same method
- (void)observeOnce {
  RACDisposable *subscription = [RACObserve(self, name) subscribeNext:^(id value) {
    [self reload];
  }];
  [subscription dispose];
}

// CASE: take:1 ends the subscription after the first value, which RACObserve sends at once
- (void)readOnce {
  [[RACObserve(self, name) take:1] subscribeNext:^(id value) {
    [self reload];
  }];
}

// CASE: a subject self does not keep
- (void)listenToLocalSubject {
  RACSubject *local = [RACSubject subject];
  [local subscribeNext:^(id value) {
    [self reload];
  }];
  [local sendNext:nil];
}

// CASE: a subject made in a local that self then keeps
- (void)makeUpdates {
  RACSubject *fresh = [RACSubject subject];
  [fresh subscribeNext:^(id value) {
    [self reload]; // expected-warning [retain-cycle]
  }];
  self.updates = fresh;
}

// CASE: a weak property's subject is not kept by self
- (void)listenToBorrowed {
  [self.borrowedUpdates subscribeNext:^(id value) {
    [self reload];
  }];
}

// CASE: a map: that is not a signal's keeps nothing
- (void)formatNames {
  self.names = [self.names map:^id(id value) {
    return [self format:value];
  }];
}

// CASE: a signal of unknown source (a request that completes) is not claimed
- (void)fetch:(RACSignal *)request {
  [request subscribeNext:^(id value) {
    [self reload];
  }];
  [self.nameSignal subscribeNext:^(id value) {
    [self reload];
  }];
}
@end
