// Objective-C property and subscript references (`shelf.count`, `rows[0]`, `table[@"k"]`)
// that initialize `const` locals. Each is a message send at run time, never a constant, so a
// block that reads such a local stores it and is a stack block. Each expectation comment
// describes the block literals whose `^` is on its line, in column order.
#import <Foundation/Foundation.h>

@interface Shelf : NSObject
@property (nonatomic) NSInteger count;
@property (nonatomic, copy) NSString *title;
- (id)objectAtIndexedSubscript:(NSUInteger)index;
- (id)objectForKeyedSubscript:(id)key;
@end

void keep(void (^block)(void));

void readsThroughPropertiesAndSubscripts(Shelf *shelf, NSArray *rows, NSDictionary *table) {
  const NSInteger count = shelf.count;
  NSString *const title = shelf.title;
  id const first = rows[0];
  id const named = table[@"name"];
  id const slot = shelf[2];
  const long widened = (long)shelf.count;
  const int narrowed = (int)(long)shelf[1];
  const char tiny = (char)(long)table[@"key"];
  const NSInteger sized = sizeof(shelf.count);
  keep(^{ (void)count; });  // expect: stack count=value/none
  keep(^{ (void)title; });  // expect: stack title=value/strong
  keep(^{ (void)first; });  // expect: stack first=value/strong
  keep(^{ (void)named; });  // expect: stack named=value/strong
  keep(^{ (void)slot; });  // expect: stack slot=value/strong
  keep(^{ (void)widened; });  // expect: stack widened=value/none
  keep(^{ (void)narrowed; });  // expect: stack narrowed=value/none
  keep(^{ (void)tiny; });  // expect: stack tiny=value/none
  // sizeof never evaluates its operand: the size is a constant, so the block is global.
  keep(^{ (void)sized; });  // expect: global sized=value/none/folded
}

// Const locals declared inside a block and read from subscripts of what it captures: they
// are the block's own variables, so the block captures `sections` and nothing else.
void constLocalsInsideTheBlock(NSArray *sections, NSDictionary *updated) {
  [updated enumerateKeysAndObjectsUsingBlock:^(NSIndexPath *indexPath, id model, BOOL *stop) {  // expect: global sections=value/strong
    NSMutableArray *const section = sections[0];
    id const oldItem = section[1];
    const int position = (int)(long)section[2];
    keep(^{ (void)oldItem; (void)position; });  // expect: stack oldItem=value/strong position=value/none
  }];
}

@implementation Shelf
- (id)objectAtIndexedSubscript:(NSUInteger)index { return nil; }
- (id)objectForKeyedSubscript:(id)key { return nil; }
- (void)readsItself {
  const NSInteger mine = self.count;
  id const own = self[0];
  keep(^{ (void)mine; });  // expect: stack mine=value/none
  keep(^{ (void)own; });  // expect: stack own=value/strong
  keep(^{ const short inside = (short)(long)self[1]; (void)inside; });  // expect: stack self=value/strong
}
@end
