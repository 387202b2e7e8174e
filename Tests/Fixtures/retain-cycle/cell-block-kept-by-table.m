// A table or collection view keeps the cells its data source returns. A cell's block that uses
// self, set in -tableView:cellForRowAtIndexPath: of a controller that keeps the table view, closes
// self → tableView → cell → block → self. The look-alikes: a weak self in the block, a table view
// the controller does not keep, and a cell that is not returned.
#import <UIKit/UIKit.h>

@interface ActionCell : UITableViewCell
@property (nonatomic, copy) void (^didTapAction)(void);
@end

@implementation ActionCell
@end

@interface ItemCell : UICollectionViewCell
@property (nonatomic, copy) void (^didSelect)(NSInteger index);
@end

@implementation ItemCell
@end

@interface SettingsViewController : UITableViewController
- (void)openDetails;
@end

@implementation SettingsViewController
- (void)openDetails {}

// CASE: a table view controller's own table keeps the cell
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
  ActionCell *cell = [tableView dequeueReusableCellWithIdentifier:@"action" forIndexPath:indexPath];
  cell.didTapAction = ^{
    [self openDetails]; // expected-warning [retain-cycle] {{tableView (strong) → the cell -tableView:cellForRowAtIndexPath: returns}}
  };
  return cell;
}
@end

@interface GalleryViewController : UIViewController <UICollectionViewDataSource>
@property (nonatomic, weak) IBOutlet UICollectionView *collectionView;
- (void)showItem:(NSInteger)index;
@end

@implementation GalleryViewController
- (void)showItem:(NSInteger)index {}

- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section {
  return 3;
}

// CASE: a weak outlet's collection view is kept by the controller's view
- (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath {
  ItemCell *cell = [collectionView dequeueReusableCellWithReuseIdentifier:@"item" forIndexPath:indexPath];
  cell.didSelect = ^(NSInteger index) {
    [self showItem:index]; // expected-warning [retain-cycle] {{view (view hierarchy) → collectionView (weak outlet)}}
  };
  return cell;
}
@end

@interface PickerDataSource : NSObject <UITableViewDataSource>
- (void)pick;
@end

@implementation PickerDataSource
- (void)pick {}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
  return 1;
}

// CASE: a data source object that does not keep the table view
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
  ActionCell *cell = [tableView dequeueReusableCellWithIdentifier:@"action" forIndexPath:indexPath];
  cell.didTapAction = ^{
    [self pick];
  };
  return cell;
}
@end

@interface ListViewController : UITableViewController
- (void)refresh;
@end

@implementation ListViewController
- (void)refresh {}

// CASE: a weak self in the cell's block
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
  ActionCell *cell = [tableView dequeueReusableCellWithIdentifier:@"action" forIndexPath:indexPath];
  __weak typeof(self) weakSelf = self;
  cell.didTapAction = ^{
    [weakSelf refresh];
  };
  return cell;
}

// CASE: a cell configured in a helper that is not the data source method, and never returned
- (void)configure:(ActionCell *)cell {
  cell.didTapAction = ^{
    [self refresh];
  };
}
@end
