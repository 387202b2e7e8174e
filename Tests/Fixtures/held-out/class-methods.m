// Class methods: self is the class object, which lives forever; a block stored in a static
// that captures the class is not a cycle.
#import <Foundation/Foundation.h>

static void (^gHandler)(void);

@interface Registry : NSObject
+ (void)log;
@end

@implementation Registry
+ (void)log {}

// CASE: class method keeps a block capturing the class
+ (void)install {
  gHandler = ^{
    [self log];
  };
}

// CASE: class method dispatches a block capturing the class
+ (void)later {
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, NSEC_PER_SEC), dispatch_get_main_queue(), ^{
    [self log];
  });
}
@end
