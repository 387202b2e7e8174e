// Spelled with another case than the file on disk, as macOS allows.
#import "ktwidget.h"
@interface KTCaseTests : NSObject
@end
@implementation KTCaseTests
- (void)run:(KTWidget *)widget {
    [widget load:^(NSError *error) { NSLog(@"%@", error); }];
}
@end
