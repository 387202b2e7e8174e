// A weak IBOutlet of a view controller, cell or view is still kept: the nib put the outlet in the
// view hierarchy, which the controller's view (a cell's contentView, a view's subviews) keeps.
// A block the outlet keeps that uses self closes self → view → … → outlet → block → self.
// The look-alikes: a weak property that is not an outlet, an outlet of a plain object, and a
// block that holds self weakly.
#import <UIKit/UIKit.h>

@interface RefreshControlView : UIView
@property (nonatomic, copy) void (^actionHandler)(void);
- (void)addActionHandler:(void (^)(void))handler;
@end

@interface InboxViewController : UIViewController
@property (nonatomic, weak) IBOutlet RefreshControlView *refreshView;
@property (nonatomic, weak) RefreshControlView *detachedView;
- (void)reload;
@end

@implementation InboxViewController
- (void)reload {}

// CASE: a weak outlet of a view controller keeps its handler
- (void)viewDidLoad {
  [super viewDidLoad];
  self.refreshView.actionHandler = ^{
    [self reload]; // expected-warning [retain-cycle] {{view (view hierarchy) → refreshView (weak outlet)}}
  };
  [self.refreshView addActionHandler:^{
    [self reload]; // expected-warning [retain-cycle] {{refreshView (weak outlet) → addActionHandler:}}
  }];
}

// CASE: a weak property that is no outlet: nothing says self keeps the view
- (void)attach {
  self.detachedView.actionHandler = ^{
    [self reload];
  };
}

// CASE: a weak self in the block
- (void)viewWillAppear:(BOOL)animated {
  [super viewWillAppear:animated];
  __weak typeof(self) weakSelf = self;
  self.refreshView.actionHandler = ^{
    [weakSelf reload];
  };
}
@end

@interface MessageCell : UITableViewCell
@property (nonatomic, weak) IBOutlet RefreshControlView *badgeView;
- (void)shake;
@end

@implementation MessageCell
- (void)shake {}

// CASE: a cell's weak outlet is kept through its contentView
- (void)awakeFromNib {
  [super awakeFromNib];
  self.badgeView.actionHandler = ^{
    [self shake]; // expected-warning [retain-cycle] {{contentView (view hierarchy)}}
  };
}
@end

@interface Presenter : NSObject
@property (nonatomic, weak) IBOutlet RefreshControlView *view;
- (void)update;
@end

@implementation Presenter
- (void)update {}

// CASE: an outlet of a plain object is in no view hierarchy of self's
- (void)bind {
  self.view.actionHandler = ^{
    [self update];
  };
}
@end
