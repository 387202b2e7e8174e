// A feed screen: table view with pull to refresh, keyboard-aware layout through notification
// observers, swipe actions, alert actions, animated insertions and a periodic refresh timer.
// blocks: 15
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

API_AVAILABLE(ios(13.0))
@interface FeedItem : NSObject
@property (nonatomic, copy) NSString *title;
@property (nonatomic, assign) BOOL read;
@end
@implementation FeedItem
@end

@protocol FeedService <NSObject>
- (void)fetchItemsSince:(nullable NSDate *)date completion:(void (^)(NSArray<FeedItem *> * _Nullable items, NSError * _Nullable error))completion;
@end

API_AVAILABLE(ios(13.0))
@interface FeedViewController : UITableViewController
@property (nonatomic, strong) id<FeedService> service;
@property (nonatomic, strong) NSMutableArray<FeedItem *> *items;
@property (nonatomic, strong, nullable) NSTimer *refreshTimer;
@property (nonatomic, strong) NSMutableArray<id<NSObject>> *observers;
@property (nonatomic, strong, nullable) NSDate *lastRefresh;
@end

@implementation FeedViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.items = [NSMutableArray array];
    self.observers = [NSMutableArray array];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"cell"];
    self.refreshControl = [[UIRefreshControl alloc] init];
    [self.refreshControl addTarget:self action:@selector(refresh) forControlEvents:UIControlEventValueChanged];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithPrimaryAction:[UIAction actionWithTitle:@"Mark all" image:nil identifier:nil handler:^(__kindof UIAction *action) {
        [self markAllRead];
    }]];

    __weak typeof(self) weakSelf = self;
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    [self.observers addObject:[center addObserverForName:UIKeyboardWillShowNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
        CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
        NSTimeInterval duration = [note.userInfo[UIKeyboardAnimationDurationUserInfoKey] doubleValue];
        [UIView animateWithDuration:duration animations:^{
            weakSelf.tableView.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height, 0);
        }];
    }]];
    [self.observers addObject:[center addObserverForName:UIKeyboardWillHideNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
        // Strong self: the center keeps this block until the token is removed in dealloc, which
        // therefore never runs.
        self.tableView.contentInset = UIEdgeInsetsZero;
    }]];
    [self.observers addObject:[center addObserverForName:UIApplicationDidBecomeActiveNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        [weakSelf refresh];
    }]];
    self.refreshTimer = [NSTimer scheduledTimerWithTimeInterval:60 repeats:YES block:^(NSTimer *timer) {
        [weakSelf refresh];
    }];
}

- (void)dealloc {
    for (id<NSObject> observer in self.observers) {
        [[NSNotificationCenter defaultCenter] removeObserver:observer];
    }
    [self.refreshTimer invalidate];
}

- (void)refresh {
    [self.service fetchItemsSince:self.lastRefresh completion:^(NSArray<FeedItem *> *items, NSError *error) {
        dispatch_async(dispatch_get_main_queue(), ^{
            [self.refreshControl endRefreshing];
            if (error) {
                [self showError:error];
                return;
            }
            self.lastRefresh = [NSDate date];
            NSMutableArray<NSIndexPath *> *paths = [NSMutableArray array];
            [items enumerateObjectsUsingBlock:^(FeedItem *item, NSUInteger idx, BOOL *stop) {
                [paths addObject:[NSIndexPath indexPathForRow:(NSInteger)idx inSection:0]];
            }];
            [self.tableView performBatchUpdates:^{
                [self.items insertObjects:items atIndexes:[NSIndexSet indexSetWithIndexesInRange:NSMakeRange(0, items.count)]];
                [self.tableView insertRowsAtIndexPaths:paths withRowAnimation:UITableViewRowAnimationAutomatic];
            } completion:^(BOOL finished) {
                [self.tableView flashScrollIndicators];
            }];
        });
    }];
}

- (void)showError:(NSError *)error {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Could not refresh" message:error.localizedDescription preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"Retry" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        [self refresh];
    }]];
    [alert addAction:[UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:nil]];
    [self presentViewController:alert animated:YES completion:^{
        NSLog(@"presented %@", alert);
    }];
}

- (void)markAllRead {
    NSArray<FeedItem *> *sorted = [self.items sortedArrayUsingComparator:^NSComparisonResult(FeedItem *a, FeedItem *b) {
        return [a.title compare:b.title];
    }];
    for (FeedItem *item in sorted) { item.read = YES; }
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return (NSInteger)self.items.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"cell" forIndexPath:indexPath];
    FeedItem *item = self.items[(NSUInteger)indexPath.row];
    cell.textLabel.text = item.title;
    cell.textLabel.textColor = item.read ? [UIColor secondaryLabelColor] : [UIColor labelColor];
    return cell;
}

- (nullable UISwipeActionsConfiguration *)tableView:(UITableView *)tableView trailingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath {
    UIContextualAction *delete = [UIContextualAction contextualActionWithStyle:UIContextualActionStyleDestructive title:@"Delete"
        handler:^(UIContextualAction *action, __kindof UIView *sourceView, void (^completionHandler)(BOOL)) {
            [self.items removeObjectAtIndex:(NSUInteger)indexPath.row];
            [tableView deleteRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationFade];
            completionHandler(YES);
        }];
    return [UISwipeActionsConfiguration configurationWithActions:@[delete]];
}

@end

NS_ASSUME_NONNULL_END
