// Constant object pointers under ARC: which ones clang folds.
#import <Foundation/Foundation.h>
typedef void (^Blk)(void);
void sink(Blk b);
static NSString *const kName = @"name";
@interface Folder : NSObject
- (void)fold;
@end
@implementation Folder
- (void)fold {
  NSString *const lit = @"lit";
  const id nothing = nil;
  id const nothing2 = NULL;
  NSString *nonConst = @"x";
  const SEL sel = @selector(fold);
  Class const cls = [Folder class];
  Blk const empty = ^{ };
  Blk const capturing = ^{ (void)self; };
  __unsafe_unretained NSString *const unsafeLit = @"u";
  __weak NSString *const weakLit = @"w";
  NSNumber *const num = @1;
  NSArray *const arr = @[];
  const char *const cstr = "c";
  sink(^{ (void)lit; });
  sink(^{ (void)nothing; });
  sink(^{ (void)nothing2; });
  sink(^{ (void)nonConst; });
  sink(^{ (void)sel; });
  sink(^{ (void)cls; });
  sink(^{ empty(); });
  sink(^{ capturing(); });
  sink(^{ (void)unsafeLit; });
  sink(^{ (void)weakLit; });
  sink(^{ (void)num; });
  sink(^{ (void)arr; });
  sink(^{ (void)cstr; });
  sink(^{ (void)kName; });
  sink(^{ (void)lit; (void)cstr; (void)empty; });
}
@end
void boxed_literals(int n) {
  NSNumber *const yes = @YES;
  NSNumber *const boxedInt = @(42);
  NSString *const boxedString = @("boxed");
  NSNumber *const boxedChar = @'c';
  NSNumber *const boxedFloat = @1.5f;
  id const nullId = NULL;
  id const castNil = (id)0;
  sink(^{ (void)yes; });
  sink(^{ (void)boxedInt; });
  sink(^{ (void)boxedString; });
  sink(^{ (void)boxedChar; });
  sink(^{ (void)boxedFloat; });
  sink(^{ (void)nullId; (void)castNil; });
}
