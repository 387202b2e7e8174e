// Captures that do not retain: __weak, __unsafe_unretained, and a strong local captured
// from a weak property that self does not own.
#import <Foundation/Foundation.h>

@interface Menu : NSObject
@property (nonatomic, copy) void (^onSelect)(NSInteger index);
- (void)select:(NSInteger)i;
@end

@implementation Menu
- (void)select:(NSInteger)i {}

// CASE: __unsafe_unretained self
- (void)wireUnsafe {
  __unsafe_unretained Menu *me = self;
  self.onSelect = ^(NSInteger i) {
    [me select:i];
  };
}

// CASE: __weak with a different name
- (void)wireWeak {
  __weak Menu *menu = self;
  self.onSelect = ^(NSInteger i) {
    Menu *strongMenu = menu;
    if (strongMenu) [strongMenu select:i];
  };
}

// CASE: block that does not mention self at all
- (void)wirePlain {
  NSInteger offset = 3;
  self.onSelect = ^(NSInteger i) {
    NSLog(@"%ld", (long)(i + offset));
  };
}
@end
