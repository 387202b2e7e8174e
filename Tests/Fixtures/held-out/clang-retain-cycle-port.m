// A second, independent port of clang's -Warc-retain-cycles expectations
// (clang/test/SemaObjC/warn-retain-cycle.m), kept close to the upstream shapes: root classes,
// a retain block property, ivar owners, unevaluated sizeof(self), __block recursive blocks.
// Where clang says it is "not clever enough" (storing through a weak alias), the cycle is real
// and is expected here too. Upstream runs with -Wno-implicit-retain-self; our implicit-self rule
// is on, so each ivar use in an escaping block is expected to be reported by it as well.
void *_Block_copy(const void *block);
void helper(id);
void doSomething(unsigned v);

@interface Widget
- (void)setBlock:(void (^)(void))block;
- (void)addBlock:(void (^)(void))block;
- (void)actNow;
@end

// CASE: setter, property and add… on the captured parameter
void widgets(Widget *x) {
  [x setBlock:
       ^{ [x actNow]; }]; // expected-warning [retain-cycle]
  x.block =
       ^{ [x actNow]; }; // expected-warning [retain-cycle]
  [x addBlock:
       ^{ [x actNow]; }]; // expected-warning [retain-cycle]

  // CASE: weak copies inside the block break the cycle
  __weak Widget *weakx = x;
  [x addBlock:^{ [weakx actNow]; }];
  [x setBlock:^{ [weakx actNow]; }];
  x.block = ^{ [weakx actNow]; };

  // CASE: property syntax on the captured object
  x.block = ^{ (void)x.actNow; }; // expected-warning [retain-cycle]
}

@interface Holder
@property (retain) void (^strong)(void);
@end

@interface Owner {
@public
  Holder *holder;
}
@property (retain) Holder *holder;
@property (assign) Holder *holder3;
@end

// CASE: through a retained property or an ivar of the captured object; not through assign
void owners(Owner *x) {
  x->holder.strong = ^{ (void)x; }; // expected-warning [retain-cycle]
  x.holder.strong = ^{ (void)x; }; // expected-warning [retain-cycle]
  x.holder3.strong = ^{ (void)x; };
}

@implementation Owner {
  Holder *__unsafe_unretained holder3ivar;
  __weak Holder *weakHolder;
}
@dynamic holder;
@synthesize holder3 = holder3ivar;

// CASE: ivar owners inside the class
- (id)init {
  self.holder.strong = ^{ (void)holder; }; // expected-warning [retain-cycle] expected-warning [implicit-self]
  self.holder3.strong = ^{ (void)holder; };
  holder.strong = ^{ (void)holder; }; // expected-warning [retain-cycle] expected-warning [implicit-self]
  holder.strong = ^{ ^{ (void)holder; }(); }; // expected-warning [retain-cycle] expected-warning [implicit-self]
  holder.strong = ^{ (void)sizeof(self);
                    (void)holder; }; // expected-warning [retain-cycle] expected-warning [implicit-self]
  weakHolder.strong = ^{ (void)holder; };
  return self;
}
- (void)foo {
  holder.strong = ^{ (void)holder; }; // expected-warning [retain-cycle] expected-warning [implicit-self]
}
@end

@interface Keeper {
  void (^block)(void);
  id x;
}
@end
@implementation Keeper
// CASE: block ivar, ivar use inside
- (void)test {
  block = ^{
    helper(x); // expected-warning [retain-cycle] expected-warning [implicit-self]
  };
}
@end

@interface NSOperationQueue {}
- (void)addOperationWithBlock:(void (^)(void))block;
- (void)addSomethingElse:(void (^)(void))block;
@end

@interface Counter {
  NSOperationQueue *queue;
  unsigned count;
}
@end
@implementation Counter
// CASE: addOperationWithBlock: is transient
- (void)test {
  [queue addOperationWithBlock:^() {
    if (count > 20) {
      doSomething(count);
    }
  }];
}
// CASE: any other add… keeps the block
- (void)testPositive {
  [queue addSomethingElse:^() {
    if (count > 20) { // expected-warning [implicit-self]
      doSomething(count); // expected-warning [retain-cycle]
    }
  }];
}
@end

// CASE: blocks referring to the variable they initialise
void blockVariables(void) {
  typedef void (^block_t)(void);
  block_t a1 = ^{
    a1();
  };
  block_t a2;
  a2 = ^{
    a2();
  };
  __block block_t b1 = ^{
    b1(); // expected-warning [retain-cycle]
  };
  __block block_t b2;
  b2 = ^{
    b2(); // expected-warning [retain-cycle]
  };
}

@interface NSObject
- (id)copy;
- (void (^)(void))someRandomMethodReturningABlock;
@end

// CASE: copies are seen through, unknown transformations are not
void copying(Widget *obj) {
  typedef void (^block_t)(void);
  [obj setBlock:[^{
    [obj actNow]; // expected-warning [retain-cycle]
  } copy]];
  [obj addBlock:(__bridge_transfer block_t)_Block_copy((__bridge void *)^{
    [obj actNow]; // expected-warning [retain-cycle]
  })];
  [obj addBlock:[^{
    [obj actNow];
  } someRandomMethodReturningABlock]];
  extern block_t someRandomFunctionReturningABlock(block_t);
  [obj setBlock:someRandomFunctionReturningABlock(^{
    [obj actNow];
  })];
}

// CASE: a __block block that clears itself
void clears(int someCondition) {
  __block void (^myBlock)(void) = ^{
    if (someCondition) {
      doSomething(1);
      myBlock();
    } else {
      myBlock = ((void *)0);
    }
  };
}

typedef void (^a_block_t)(void);
@interface HonorNoEscape
- (void)addStuffUsingBlock:(__attribute__((noescape)) a_block_t)block;
@end

// CASE: noescape parameter
void noEscape(HonorNoEscape *obj) {
  [obj addStuffUsingBlock:^{
    (void)obj;
  }];
}
