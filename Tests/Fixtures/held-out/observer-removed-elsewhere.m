// A block observer that captures self but whose token is kept and removed outside dealloc.
#import <Foundation/Foundation.h>

@interface Screen : NSObject
@property (nonatomic, strong) id keyboardToken;
- (void)layout;
@end

@implementation Screen
- (void)layout {}

// CASE: registered on appear, removed on disappear: not leaked
- (void)appear {
  self.keyboardToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"keyboard" object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
    [self layout];
  }];
}

- (void)disappear {
  [[NSNotificationCenter defaultCenter] removeObserver:self.keyboardToken];
  self.keyboardToken = nil;
}
@end
