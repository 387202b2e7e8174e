// Scenarios ported from clang's -Warc-retain-cycles tests (clang/test/SemaObjC/warn-retain-cycle.m),
// rewritten with our own names; expectations as upstream, rule id retain-cycle. Where clang says it
// is "not clever enough" (a weak variable that aliases the captured object), we do find the cycle.
// Self-contained: declares its own root classes.
void *_Block_copy(const void *block);
void useObject(id);
void doSomething(unsigned v);

@interface Gadget
- (void)setBlock:(void (^)(void))block;
- (void)addBlock:(void (^)(void))block;
- (void)actNow;
@end

// CASE: setter, dot syntax and add… on a parameter the block captures
void gadgetCycles(Gadget *g) {
  [g setBlock:
      ^{ [g actNow]; }]; // expected-warning [retain-cycle] {{captures 'g'}}
  g.block =
      ^{ [g actNow]; }; // expected-warning [retain-cycle]
  [g addBlock:
      ^{ [g actNow]; }]; // expected-warning [retain-cycle]

  // CASE: a weak copy in the block breaks the cycle
  __weak Gadget *weakG = g;
  [g addBlock:^{ [weakG actNow]; }];
  [g setBlock:^{ [weakG actNow]; }];
  g.block = ^{ [weakG actNow]; };

  // CASE: storing through the weak alias still makes a cycle (clang misses these)
  [weakG addBlock:^{ [g actNow]; }]; // expected-warning [retain-cycle]
  [weakG setBlock:^{ [g actNow]; }]; // expected-warning [retain-cycle]
  weakG.block = ^{ [g actNow]; }; // expected-warning [retain-cycle]

  // CASE: property read on the captured object
  g.block = ^{ (void)g.actNow; }; // expected-warning [retain-cycle]
}

@interface Holder
@property (retain) void (^strong)(void);
@end

@interface Keeper {
@public
  Holder *holder;
}
@property (retain) Holder *holder;
@property (assign) Holder *unretainedHolder;
@end

// CASE: through an object the captured object retains (ivar and property), not through assign
void keeperCycles(Keeper *k) {
  k->holder.strong = ^{ (void)k; }; // expected-warning [retain-cycle]
  k.holder.strong = ^{ (void)k; }; // expected-warning [retain-cycle]
  k.unretainedHolder.strong = ^{ (void)k; };
}

@implementation Keeper {
  Holder *__unsafe_unretained rawHolder;
  __weak Holder *weakHolder;
}
@dynamic holder;
@synthesize unretainedHolder = rawHolder;

// CASE: implicit self through ivars inside the class
- (id)init {
  self.holder.strong = ^{ (void)holder; }; // expected-warning [retain-cycle] {{captures 'self'}}
  self.unretainedHolder.strong = ^{ (void)holder; };
  holder.strong = ^{ (void)holder; }; // expected-warning [retain-cycle]
  holder.strong = ^{ ^{ (void)holder; }(); }; // expected-warning [retain-cycle]
  holder.strong = ^{ (void)sizeof(self);
                     (void)holder; }; // expected-warning [retain-cycle]
  weakHolder.strong = ^{ (void)holder; };
  return self;
}
- (void)again {
  holder.strong = ^{ (void)holder; }; // expected-warning [retain-cycle]
}
@end

@interface Plain {
  void (^block)(void);
  id thing;
}
@end
@implementation Plain
// CASE: block ivar capturing another ivar
- (void)test {
  block = ^{
    useObject(thing); // expected-warning [retain-cycle]
  };
}
@end

@interface OpQueue
- (void)addOperationWithBlock:(void (^)(void))block;
- (void)addSomethingElse:(void (^)(void))block;
@end

@interface QueueUser {
  OpQueue *queue;
  unsigned count;
}
@end
@implementation QueueUser
// CASE: addOperationWithBlock: runs and releases its block
- (void)allowed {
  [queue addOperationWithBlock:^() {
    if (count > 20) {
      doSomething(count);
    }
  }];
}
// CASE: any other add… keeps it
- (void)notAllowed {
  [queue addSomethingElse:^() {
    if (count > 20) {
      doSomething(count); // expected-warning [retain-cycle]
    }
  }];
}
@end

// CASE: blocks that refer to the variable they initialise
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

@interface Root
- (id)copy;
- (void (^)(void))someMethodReturningABlock;
@end

// CASE: copies and casts are seen through; unknown transformations are not
void copies(Gadget *g) {
  typedef void (^block_t)(void);
  [g setBlock:[^{
    [g actNow]; // expected-warning [retain-cycle]
  } copy]];
  [g addBlock:(__bridge_transfer block_t)_Block_copy((__bridge void *)^{
    [g actNow]; // expected-warning [retain-cycle]
  })];
  [g addBlock:[^{
    [g actNow];
  } someMethodReturningABlock]];
  extern block_t someFunctionReturningABlock(block_t);
  [g setBlock:someFunctionReturningABlock(^{
    [g actNow];
  })];
}

// CASE: a __block block that clears itself
void selfClearing(int condition) {
  __block void (^myBlock)(void) = ^{
    if (condition) {
      doSomething(1);
      myBlock();
    } else {
      myBlock = ((void *)0);
    }
  };
}

typedef void (^a_block_t)(void);
@interface NoEscapeUser
- (void)addStuffUsingBlock:(__attribute__((noescape)) a_block_t)block;
@end

// CASE: a noescape parameter does not keep the block
void noEscape(NoEscapeUser *obj) {
  [obj addStuffUsingBlock:^{
    (void)obj;
  }];
}
