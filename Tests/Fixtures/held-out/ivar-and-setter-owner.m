// Other spellings of "self keeps the block": an ivar, an explicit setter, a copied block,
// and a block stored from inside another block.
#import <Foundation/Foundation.h>

typedef void (^Handler)(void);

@interface Session : NSObject {
  Handler _onClose;
}
@property (nonatomic, copy) Handler onOpen;
@property (nonatomic, copy) Handler onError;
- (void)close;
@end

@implementation Session
- (void)close {}

// CASE: ivar assignment
- (void)wireClose {
  _onClose = ^{
    [self close]; // expected-warning [retain-cycle]
  };
}

// CASE: explicit setter message
- (void)wireOpen {
  [self setOnOpen:^{
    [self close]; // expected-warning [retain-cycle]
  }];
}

// CASE: block copied before storing
- (void)wireError {
  self.onError = [^{
    [self close]; // expected-warning [retain-cycle]
  } copy];
}

// CASE: stored from inside an async block: the inner block is the one self keeps
- (void)wireLater {
  dispatch_async(dispatch_get_main_queue(), ^{
    self.onOpen = ^{
      [self close]; // expected-warning [retain-cycle]
    };
  });
}
@end
