// Block properties of objects that self does not own: no cycle.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@interface Request : NSObject
@property (nonatomic, copy) void (^completion)(NSData *data);
- (void)start;
@end

@interface Presenter : NSObject
@property (nonatomic, weak) Request *current;
- (void)render:(NSData *)data;
@end

@implementation Presenter
- (void)render:(NSData *)data {}

// CASE: a fresh local object keeps the block; self never holds it
- (void)load {
  Request *request = [[Request alloc] init];
  request.completion = ^(NSData *data) {
    [self render:data];
  };
  [request start];
}

// CASE: object reached through a weak property: self does not own it
- (void)reloadCurrent {
  self.current.completion = ^(NSData *data) {
    [self render:data];
  };
}

// CASE: object passed in as a parameter
- (void)attach:(Request *)request {
  request.completion = ^(NSData *data) {
    [self render:data];
  };
}
@end
