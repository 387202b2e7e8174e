#import <Foundation/Foundation.h>
void f(NSArray *sections, NSDictionary *updated) {
  [updated enumerateKeysAndObjectsUsingBlock:^(NSIndexPath *indexPath, id model, BOOL *stop) {
    NSMutableArray *const section = sections[0];
    id const oldItem = section[1];
    (void)oldItem;
  }];
}
