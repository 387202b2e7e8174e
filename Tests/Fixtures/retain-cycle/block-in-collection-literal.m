// A block put in an array or dictionary literal is kept by the collection, and by whatever keeps
// the collection (or a copy of it): self's property or ivar, or a collection self keeps. A getter
// of self that returns a block counts where its callers put what it returns. The look-alikes: a
// literal that stays in a local or goes to a method that only reads it, a weak property, and a
// getter's block that is only called.
#import <Foundation/Foundation.h>

typedef id (^Attribute)(id info);

@interface Command : NSObject
@property (nonatomic, copy) NSString *path;
@property (nonatomic, strong) NSDictionary *handlers;
@property (nonatomic, weak) NSDictionary *weakHandlers;
@property (nonatomic, readonly, copy) Attribute codeSigned;
@property (nonatomic, readonly, copy) Attribute size;
- (void)reload;
@end

@implementation Command {
  NSMutableDictionary<NSString *, Attribute> *_propertyMap;
  NSMutableDictionary *_map;
}

- (instancetype)init {
  self = [super init];
  if (self) {
    _map = [NSMutableDictionary new];
    // CASE: a getter's block in a dictionary literal whose mutable copy self keeps
    _propertyMap = @{ @"signed" : self.codeSigned }.mutableCopy;
  }
  return self;
}

- (Attribute)codeSigned {
  return ^id(id info) {
    return self.path; // expected-warning [retain-cycle] {{_propertyMap}}
  };
}

// CASE: a getter whose block is only called
- (Attribute)size {
  return ^id(id info) {
    return self.path;
  };
}

- (void)reload {}

- (void)logInfo:(NSDictionary *)info {
  NSLog(@"%@", info);
}

- (void)start {
  // CASE: a dictionary literal in self's strong property
  self.handlers = @{ @"a" : ^{
    [self reload]; // expected-warning [retain-cycle] {{handlers (strong)}}
  } };

  // CASE: an array literal set in a dictionary self keeps
  [_map setObject:@[ ^{
    [self reload]; // expected-warning [retain-cycle] {{_map → setObject:forKey:}}
  } ]
           forKey:@"k"];

  // CASE: the literal stays in a local
  NSDictionary *local = @{ @"b" : ^{
    [self reload];
  } };
  NSLog(@"%@", local);

  // CASE: the literal goes to a method that only reads it
  [self logInfo:@{ @"c" : ^{
    [self reload];
  } }];

  // CASE: a weak property keeps nothing
  self.weakHandlers = @{ @"d" : ^{
    [self reload];
  } };

  // CASE: the getter's block is called on the spot
  id value = self.size(nil);
  NSLog(@"%@", value);
}
@end
