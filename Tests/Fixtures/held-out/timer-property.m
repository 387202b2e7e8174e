// NSTimer and CADisplayLink targeting self, kept by self.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@interface Clock : NSObject
@property (nonatomic, strong) NSTimer *timer;
@property (nonatomic, strong) CADisplayLink *link;
- (void)fire:(NSTimer *)t;
- (void)frame:(CADisplayLink *)l;
@end

@implementation Clock
- (void)fire:(NSTimer *)t {}
- (void)frame:(CADisplayLink *)l {}

// CASE: scheduled timer with target:self in a property
- (void)start {
  self.timer = [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(fire:) userInfo:nil repeats:YES]; // expected-warning [timer-target-cycle]
}

// CASE: display link with target:self in a property
- (void)startLink {
  self.link = [CADisplayLink displayLinkWithTarget:self selector:@selector(frame:)]; // expected-warning [timer-target-cycle]
  [self.link addToRunLoop:[NSRunLoop mainRunLoop] forMode:NSRunLoopCommonModes];
}

// CASE: non-repeating timer not kept by self: no cycle
- (void)once {
  [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(fire:) userInfo:nil repeats:NO];
}
@end
