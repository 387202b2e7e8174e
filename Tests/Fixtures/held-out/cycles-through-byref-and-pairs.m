// Cycles that clang's -Warc-retain-cycles does not see: a __block handle assigned the object that
// keeps the block using it, two objects keeping blocks that capture each other, and a block that
// reaches its own __block variable through a local. Each has a twin that breaks the cycle.
#import <Foundation/Foundation.h>

@interface Download : NSObject
- (void)cancel;
@end

@interface Downloader : NSObject
- (Download *)loadWithCompletion:(void (^)(void))completion;
@end

@interface Peer : NSObject
@property (nonatomic, copy) void (^onMessage)(void);
- (void)poke;
@end

// CASE: a __block token assigned the object that keeps the block that cancels it
void tokenKeptByItsOwnCompletion(Downloader *manager) {
  __block Download *token;
  void (^handler)(void) = ^{
    [token cancel]; // expected-warning [byref-self-cycle]
  };
  token = [manager loadWithCompletion:handler];
}

// CASE: the same, written inline
void tokenInline(Downloader *manager) {
  __block Download *token = [manager loadWithCompletion:^{
    [token cancel]; // expected-warning [byref-self-cycle]
  }];
  (void)token;
}

// CASE: the token is set to nil when it is done: the cycle is broken
void tokenCleared(Downloader *manager) {
  __block Download *token;
  token = [manager loadWithCompletion:^{
    [token cancel];
    token = nil;
  }];
}

// CASE: an observer token: the notification center's observer keeps the block
void observerToken(NSNotificationCenter *center) {
  __block id observer = [center addObserverForName:@"done" object:nil queue:nil usingBlock:^(NSNotification *note) {
    [center removeObserver:observer]; // expected-warning [byref-self-cycle]
  }];
}

// CASE: a value merely read in its own completion is not taken for the handle that keeps it
void identifierRead(Downloader *manager) {
  __block Download *download;
  download = [manager loadWithCompletion:^{
    NSLog(@"%@", download);
  }];
}

// CASE: two objects, each keeping a block that captures the other
void pair(void) {
  Peer *a = [Peer new];
  Peer *b = [Peer new];
  a.onMessage = ^{ [b poke]; }; // expected-warning [retain-cycle]
  b.onMessage = ^{ [a poke]; };
}

// CASE: one side weak: no cycle
void pairWithWeakSide(void) {
  Peer *a = [Peer new];
  Peer *b = [Peer new];
  __weak Peer *weakA = a;
  a.onMessage = ^{ [b poke]; };
  b.onMessage = ^{ [weakA poke]; };
}

// CASE: a block stored in its own __block variable through a local, never set to nil
void recursionThroughLocal(void) {
  __block dispatch_block_t again;
  dispatch_block_t body = ^{
    dispatch_async(dispatch_get_main_queue(), again); // expected-warning [retain-cycle]
  };
  again = body;
  again();
}

// CASE: the same, cleared after use
void recursionCleared(void) {
  __block dispatch_block_t again;
  dispatch_block_t body = ^{
    dispatch_async(dispatch_get_main_queue(), again);
  };
  again = body;
  again();
  again = nil;
}
