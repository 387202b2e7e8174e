// A block stored on a view that the controller owns through a strong property chain.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@interface RefreshHeader : UIView
@property (nonatomic, copy) void (^onRefresh)(void);
@end

@interface ListView : UIView
@property (nonatomic, strong) RefreshHeader *header;
@end

@interface ListController : UIViewController
@property (nonatomic, strong) ListView *listView;
- (void)load;
@end

@implementation ListController
- (void)load {}

// CASE: two levels of strong properties
- (void)viewDidLoad {
  [super viewDidLoad];
  self.listView.header.onRefresh = ^{
    [self load]; // expected-warning [retain-cycle]
  };
}
@end
