// A category method of a view that sets its block on a view it builds and adds as its own
// subview: the view keeps its subviews, so whoever keeps the view keeps the block (a controller's
// table view, and a block that uses the controller closes a cycle). The look-alikes: the built
// view goes to another view, it is never added, and the controller holds the view weakly. (An
// `add…:` selector is taken as keeping by clang's heuristic already; these names are not.)
#import <UIKit/UIKit.h>

@interface RefreshView : UIView
@property (nonatomic, copy) void (^actionHandler)(void);
@end

@implementation RefreshView
@end

@interface UIScrollView (Refresh)
- (void)installRefreshWithActionHandler:(void (^)(void))actionHandler;
- (void)installOverlayWithActionHandler:(void (^)(void))actionHandler;
- (void)previewRefreshWithActionHandler:(void (^)(void))actionHandler;
@end

@implementation UIScrollView (Refresh)
- (void)installRefreshWithActionHandler:(void (^)(void))actionHandler {
  RefreshView *view = [[RefreshView alloc] initWithFrame:CGRectZero];
  view.actionHandler = actionHandler;
  [self addSubview:view];
}

- (void)installOverlayWithActionHandler:(void (^)(void))actionHandler {
  RefreshView *view = [[RefreshView alloc] initWithFrame:CGRectZero];
  view.actionHandler = actionHandler;
  [[UIApplication sharedApplication].keyWindow addSubview:view];
}

- (void)previewRefreshWithActionHandler:(void (^)(void))actionHandler {
  RefreshView *view = [[RefreshView alloc] initWithFrame:CGRectZero];
  view.actionHandler = actionHandler;
  view.actionHandler();
}
@end

@interface ListController : UIViewController
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic, weak) UITableView *otherTableView;
- (void)reload;
@end

@implementation ListController
- (void)reload {}

- (void)viewDidLoad {
  [super viewDidLoad];
  // CASE: the refresh view is a subview of the table view self keeps
  [self.tableView installRefreshWithActionHandler:^{
    [self reload]; // expected-warning [retain-cycle] {{addSubview: (subviews)}}
  }];

  // CASE: the view goes to the key window, not to the table view
  [self.tableView installOverlayWithActionHandler:^{
    [self reload];
  }];

  // CASE: the view is never added
  [self.tableView previewRefreshWithActionHandler:^{
    [self reload];
  }];

  // CASE: the controller holds the table view weakly
  [self.otherTableView installRefreshWithActionHandler:^{
    [self reload];
  }];
}
@end
