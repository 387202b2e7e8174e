// A store is strong only when a declaration says so. Each negative here is a shape that was
// wrongly reported on public trees: a method that only looks like a setter, a weak pointer
// array, and a display-link wrapper that is not CADisplayLink.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@interface Fetch : NSObject
+ (NSURLSessionTask *)fetchWithCompletion:(void (^)(NSArray *items))completion;
@end

@interface Spinner : NSObject
- (void)setSpinningWithStateOfTask:(NSURLSessionTask *)task;   // looks like a setter, is not one
- (void)setAction:(void (^)(void))action;                        // takes a block: clang's heuristic
@end

@interface FrameTicker : NSObject                                  // same shape as CADisplayLink
+ (instancetype)displayLinkWithTarget:(id)target selector:(SEL)selector;
@end

@interface Batch : NSObject
@property (nonatomic, strong) NSPointerArray *operations;
@property (nonatomic, strong) NSPointerArray *keptOperations;
@end

@interface Screen : NSObject
@property (nonatomic, strong) Spinner *spinner;
@property (nonatomic, strong) FrameTicker *ticker;
@property (nonatomic, strong) CADisplayLink *link;
@property (nonatomic, copy) NSArray *items;
- (void)frame:(id)sender;
@end

@implementation Screen
- (void)frame:(id)sender {}

// CASE: a task passed to a method that only looks like a setter is not stored by a property
- (void)reload {
  NSURLSessionTask *task = [Fetch fetchWithCompletion:^(NSArray *items) {
    self.items = items;
  }];
  [self.spinner setSpinningWithStateOfTask:task];
}

// CASE: a block handed directly to a set-like method is taken as kept, as clang does
- (void)configure {
  [self.spinner setAction:^{
    [self frame:nil]; // expected-warning [retain-cycle]
  }];
}

// CASE: a wrapper class with CADisplayLink's factory name is not CADisplayLink
- (void)startTicker {
  self.ticker = [FrameTicker displayLinkWithTarget:self selector:@selector(frame:)];
}

// CASE: CADisplayLink itself retains its target
- (void)startLink {
  self.link = [CADisplayLink displayLinkWithTarget:self selector:@selector(frame:)]; // expected-warning [timer-target-cycle]
}

// CASE: a weak pointer array keeps nothing; a strong one does
- (void)enqueue:(Batch *)batch {
  batch.operations = [NSPointerArray weakObjectsPointerArray];
  batch.keptOperations = [NSPointerArray strongObjectsPointerArray];
  NSBlockOperation *op = [NSBlockOperation blockOperationWithBlock:^{
    (void)batch.operations;
  }];
  [batch.operations addPointer:(__bridge void *)op];
  NSBlockOperation *kept = [NSBlockOperation blockOperationWithBlock:^{
    (void)batch.keptOperations; // expected-warning [retain-cycle]
  }];
  [batch.keptOperations addPointer:(__bridge void *)kept];
}
@end
