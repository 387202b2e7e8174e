// A UIKit view controller: the usual places blocks go (cells, animations, URL sessions, queues,
// notifications) with the dances that make them safe. Parsed against the SDK shim.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@interface Cell : UITableViewCell
@property (nonatomic, copy) void (^onTap)(void);
@end

@interface ListViewController : UIViewController {
  NSInteger _count;
}
@property (nonatomic, strong) NSArray *items;
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic, strong) NSOperationQueue *queue;
@property (nonatomic, copy) void (^completion)(NSError *error);
@property (nonatomic, strong) NSURLSessionDataTask *task;
@property (nonatomic, strong) id observer;
@end

@implementation ListViewController

// CASE: cell keeps block capturing self: self's table view keeps the cells it is handed (visible
// or waiting for reuse), so self → tableView → cell → block → self
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
  Cell *cell = [tableView dequeueReusableCellWithIdentifier:@"c" forIndexPath:indexPath];
  cell.onTap = ^{
    [self.tableView reloadData]; // expected-warning [retain-cycle] {{tableView (strong) → the cell}}
  };
  return cell;
}

// CASE: animation
- (void)animate {
  [UIView animateWithDuration:0.3 animations:^{
    self.view.alpha = 0;
  } completion:^(BOOL finished) {
    [self.view removeFromSuperview];
  }];
}

// CASE: URL session completion not stored
- (void)load {
  NSURLSessionDataTask *t = [[NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:@"x"] completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
    [self.tableView reloadData];
  }];
  [t resume];
}

// CASE: URL session task stored on self: session task keeps handler until done (not a lasting cycle)
- (void)load2 {
  self.task = [[NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:@"x"] completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
    [self.tableView reloadData];
  }];
  [self.task resume];
}

// CASE: op queue owned by self, addOperationWithBlock
- (void)queueWork {
  [self.queue addOperationWithBlock:^{
    _count++;
  }];
}

// CASE: completion property called later
- (void)finish {
  self.completion = ^(NSError *error) {
    NSLog(@"%@", self.title); // expected-warning [retain-cycle]
  };
}

// CASE: dispatch_after on main
- (void)later {
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
    [self.tableView reloadData];
  });
}

// CASE: notification observer kept, removed in viewWillDisappear
- (void)viewWillAppear:(BOOL)animated {
  [super viewWillAppear:animated];
  self.observer = [[NSNotificationCenter defaultCenter] addObserverForName:UIKeyboardWillShowNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
    [self.view setNeedsLayout];
  }];
}
- (void)viewWillDisappear:(BOOL)animated {
  [super viewWillDisappear:animated];
  [[NSNotificationCenter defaultCenter] removeObserver:self.observer];
}

// CASE: weak strong dance with early return and ivar via strongSelf
- (void)dance {
  __weak typeof(self) weakSelf = self;
  self.completion = ^(NSError *error) {
    typeof(self) strongSelf = weakSelf;
    if (!strongSelf) { return; }
    strongSelf->_count = 0;
    [strongSelf.tableView reloadData];
  };
}

// CASE: strong self passed to NSLog format: variadic - fine
- (void)logIt {
  __weak typeof(self) weakSelf = self;
  self.completion = ^(NSError *error) {
    __strong typeof(weakSelf) strongSelf = weakSelf;
    NSLog(@"%@", strongSelf);
  };
}

// CASE: strong self added to array without check
- (void)addIt:(NSMutableArray *)arr {
  __weak typeof(self) weakSelf = self;
  self.completion = ^(NSError *error) {
    __strong typeof(weakSelf) strongSelf = weakSelf;
    [arr addObject:strongSelf]; // expected-warning [strong-self-not-checked]
  };
}

// CASE: guard with return inside braces and NSAssert-less
- (void)guarded {
  __weak typeof(self) weakSelf = self;
  self.completion = ^(NSError *error) {
    __strong typeof(weakSelf) strongSelf = weakSelf;
    if (strongSelf == nil) {
      NSLog(@"gone");
      return;
    }
    strongSelf->_count++;
  };
}
@end
