// NSURLConnection (pre-NSURLSession operations) schedules itself on the current run loop when it starts.
#import <Foundation/Foundation.h>
@interface LegacyFetch : NSOperation
@property (atomic) BOOL done;
@end
@implementation LegacyFetch
// CASE: NSURLConnection schedules itself on the operation thread's run loop
- (void)main {
  NSURLRequest *req = [NSURLRequest requestWithURL:[NSURL URLWithString:@"https://example.com"]];
  NSURLConnection *c = [[NSURLConnection alloc] initWithRequest:req delegate:self];
  (void)c;
  while (!self.done) {
    [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]];
  }
}
@end
@interface LegacyFetch2 : NSOperation
@property (atomic) BOOL done;
@end
@implementation LegacyFetch2
// CASE: connection created without starting: nothing scheduled yet
- (void)main {
  NSURLRequest *req = [NSURLRequest requestWithURL:[NSURL URLWithString:@"https://example.com"]];
  NSURLConnection *c = [[NSURLConnection alloc] initWithRequest:req delegate:self startImmediately:NO];
  (void)c;
  while (!self.done) {
    [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate distantFuture]]; // expected-warning [runloop-no-source]
  }
}
@end
