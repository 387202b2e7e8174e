@import Kit;
@interface KitImportTests : NSObject
@end
@implementation KitImportTests
- (void)run:(KTWidget *)widget {
    [KTUtil after:2 run:^(NSError *error) { [widget load:nil]; }];
}
@end
