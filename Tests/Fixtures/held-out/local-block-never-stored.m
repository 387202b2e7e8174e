// A block kept in a local that never leaves the method, and self.block = nil patterns that end
// a cycle: nothing to report.
#import <Foundation/Foundation.h>

@interface Downloader : NSObject
@property (nonatomic, copy) void (^completion)(NSData *data);
@property (nonatomic, strong) NSData *data;
- (void)consume:(NSData *)data;
@end

@implementation Downloader
- (void)consume:(NSData *)data {}

// CASE: block in a local, called and dropped
- (void)process {
  void (^work)(NSData *) = ^(NSData *d) {
    [self consume:d];
  };
  work(self.data);
  work(nil);
}

// CASE: completion called and then cleared (breaks the cycle by hand), block came from outside
- (void)finishWithCompletion:(void (^)(NSData *))completion {
  self.completion = completion;
  if (self.completion) self.completion(self.data);
  self.completion = nil;
}

// CASE: clearing a property to nil
- (void)cancel {
  self.completion = nil;
}
@end
