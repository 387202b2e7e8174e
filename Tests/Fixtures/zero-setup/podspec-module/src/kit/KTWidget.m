#import "KTWidget.h"
@implementation KTWidget
- (void)load:(KTCallback)completion {
    [KTUtil after:1 run:^(NSError *error) { completion(error); }];
    self.handler = ^(NSError *error) { [self load:nil]; }; // retain-cycle
}
@end
