#import <Kit/KTWidget.h>
@interface KTWidgetTests : NSObject
@property (nonatomic, strong) KTWidget *widget;
@end
@implementation KTWidgetTests
- (void)run {
    [self.widget load:^(NSError *error) { NSLog(@"%@", error); }];
    self.widget.handler = ^(NSError *error) { [self run]; }; // retain-cycle
}
@end
