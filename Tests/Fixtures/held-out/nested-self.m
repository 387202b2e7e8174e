// self reached through a nested block still makes the outer block capture self.
#import <Foundation/Foundation.h>

@interface Board : NSObject
@property (nonatomic, copy) void (^update)(void);
@property (nonatomic, strong) NSArray *cells;
@property (nonatomic, weak) id delegate;
- (void)draw:(id)cell;
@end

@implementation Board
- (void)draw:(id)cell {}

// CASE: weakSelf outside, real self in a non-escaping inner block: the outer block captures self
- (void)bind {
  __weak typeof(self) weakSelf = self;
  self.update = ^{
    [weakSelf.cells enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
      [self draw:obj]; // expected-warning [retain-cycle]
    }];
  };
}

// CASE: reading a weak property through self still captures self
- (void)bindDelegate {
  self.update = ^{
    NSLog(@"%@", self.delegate); // expected-warning [retain-cycle]
  };
}

// CASE: a strong local copy of a property value, not self
- (void)bindSnapshot {
  NSArray *cells = self.cells;
  self.update = ^{
    NSLog(@"%@", cells);
  };
}

// CASE: typeof spellings of the weak copy
- (void)bindSpellings {
  __typeof__(self) __weak w1 = self;
  typeof(self) __weak w2 = self;
  self.update = ^{
    [w1 draw:nil];
    [w2 draw:nil];
  };
}
@end
