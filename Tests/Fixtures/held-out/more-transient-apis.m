// Framework calls that run their block before returning or release it after one call.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@interface Grid : UIViewController
@property (nonatomic, strong) NSMutableArray *items;
@property (nonatomic, strong) NSDictionary *index;
@property (nonatomic, strong) UITableView *tableView;
- (BOOL)keep:(id)item;
@end

@implementation Grid
- (BOOL)keep:(id)item { return YES; }

// CASE: sorting and enumerating self's own collections
- (void)tidy {
  [self.items sortUsingComparator:^NSComparisonResult(id a, id b) {
    return [self keep:a] ? NSOrderedAscending : NSOrderedDescending;
  }];
  [self.index enumerateKeysAndObjectsUsingBlock:^(id key, id obj, BOOL *stop) {
    [self keep:obj];
  }];
  NSUInteger i = [self.items indexOfObjectPassingTest:^BOOL(id obj, NSUInteger idx, BOOL *stop) {
    return [self keep:obj];
  }];
  (void)i;
}

// CASE: predicate built from a block, used once
- (NSArray *)filtered {
  return [self.items filteredArrayUsingPredicate:[NSPredicate predicateWithBlock:^BOOL(id obj, NSDictionary *bindings) {
    return [self keep:obj];
  }]];
}

// CASE: UIView class-level animation helpers
- (void)animate {
  [UIView performWithoutAnimation:^{
    [self.tableView reloadData];
  }];
  [UIView transitionWithView:self.view duration:0.2 options:0 animations:^{
    [self.tableView reloadData];
  } completion:nil];
}

// CASE: table batch updates on a table self owns
- (void)batch {
  [self.tableView performBatchUpdates:^{
    [self.items removeLastObject];
  } completion:^(BOOL finished) {
    [self.tableView reloadData];
  }];
}
@end
