// NS_NOESCAPE parameters of the project's own methods and functions: the block cannot outlive
// the call, so capturing self (even implicitly) is fine.
#import <Foundation/Foundation.h>

static void withLock(NSLock *lock, void (NS_NOESCAPE ^body)(void)) {
  [lock lock];
  body();
  [lock unlock];
}

@interface Store : NSObject {
  NSMutableDictionary *_values;
}
@property (nonatomic, strong) NSLock *lock;
@property (nonatomic, copy) void (^changed)(void);
- (void)performBatch:(void (NS_NOESCAPE ^)(void))updates;
@end

@implementation Store
- (void)performBatch:(void (NS_NOESCAPE ^)(void))updates {
  updates();
}

// CASE: own method with NS_NOESCAPE parameter
- (void)reset {
  [self performBatch:^{
    [_values removeAllObjects];
    [self description];
  }];
}

// CASE: own C function with NS_NOESCAPE parameter
- (void)setValue:(id)value forKey:(NSString *)key {
  withLock(self.lock, ^{
    _values[key] = value;
  });
}
@end
