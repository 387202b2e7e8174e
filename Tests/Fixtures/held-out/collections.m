// Blocks put into collections that self owns.
#import <Foundation/Foundation.h>

@interface EventBus : NSObject
@property (nonatomic, strong) NSMutableDictionary *handlers;
@property (nonatomic, strong) NSMutableArray *callbacks;
- (void)handle:(id)event;
@end

@implementation EventBus
- (void)handle:(id)event {}

// CASE: subscript store into an owned dictionary
- (void)registerKey:(NSString *)key {
  self.handlers[key] = ^(id event) {
    [self handle:event]; // expected-warning [retain-cycle]
  };
}

// CASE: addObject: into an owned array
- (void)addCallback {
  [self.callbacks addObject:^{
    [self handle:nil]; // expected-warning [retain-cycle]
  }];
}

// CASE: setObject:forKey: into an owned dictionary
- (void)registerOther:(NSString *)key {
  [self.handlers setObject:^(id event) {
    [self handle:event]; // expected-warning [retain-cycle]
  } forKey:key];
}

// CASE: a local array that is returned, not kept
- (NSArray *)snapshot {
  NSMutableArray *list = [NSMutableArray array];
  [list addObject:^{ [self handle:nil]; }];
  return list;
}
@end
