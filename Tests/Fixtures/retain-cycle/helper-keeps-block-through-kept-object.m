// A method that keeps its parameter by handing it to a method of another object it keeps: the
// controller's `-setData:` forwards the rows to its table controller's `-updateData:`, which puts
// them in an ivar. Whoever keeps the controller keeps the rows, and a block in them that uses its
// keeper closes a cycle. The look-alikes: a helper object that only reads what it is given, one
// held weakly, a method that hands the value to an object it does not keep, and a receiver typed
// `id` (clang picks one declaration of the selector; the object could be anything).
#import <Foundation/Foundation.h>

@interface TableController : NSObject
- (void)updateData:(NSArray *)data append:(BOOL)append;
- (void)showData:(NSArray *)data;
@end

@implementation TableController {
  NSArray *_dataGroups;
}
- (void)updateData:(NSArray *)data append:(BOOL)append {
  _dataGroups = append ? [_dataGroups arrayByAddingObjectsFromArray:data] : data;
  [self reload];
}
- (void)reload {}
- (void)showData:(NSArray *)data {
  NSLog(@"%@", data);
}
@end

@interface ResultsController : NSObject
- (void)setData:(NSArray *)data;
- (void)previewData:(NSArray *)data;
- (void)lendData:(NSArray *)data;
- (void)forwardData:(NSArray *)data;
- (void)mirrorData:(NSArray *)data;
@end

@implementation ResultsController {
  TableController *_tableController;
  __weak TableController *_sharedTable;
  id _anyController;
}
- (void)setData:(NSArray *)data {
  [_tableController updateData:data append:NO];
}
- (void)previewData:(NSArray *)data {
  [_tableController showData:data];
}
- (void)lendData:(NSArray *)data {
  [_sharedTable updateData:data append:NO];
}
- (void)forwardData:(NSArray *)data {
  TableController *other = [TableController new];
  [other updateData:data append:NO];
}
- (void)mirrorData:(NSArray *)data {
  [_anyController updateData:data append:NO];
}
@end

@interface SearchViewController : NSObject
@property (nonatomic, strong) ResultsController *results;
- (void)search;
@end

@implementation SearchViewController
- (void)search {}

- (void)showResults {
  // CASE: setData: → [_tableController updateData:append:] → _dataGroups
  NSArray *rows = @[ ^{
    [self search]; // expected-warning [retain-cycle] {{_tableController updateData:append:}}
  } ];
  [self.results setData:rows];

  // CASE: the table controller only reads the rows
  [self.results previewData:@[ ^{
    [self search];
  } ]];

  // CASE: the table controller is held weakly
  [self.results lendData:@[ ^{
    [self search];
  } ]];

  // CASE: the table controller is a local of the helper, not kept
  [self.results forwardData:@[ ^{
    [self search];
  } ]];

  // CASE: the receiver is typed id
  [self.results mirrorData:@[ ^{
    [self search];
  } ]];
}
@end

// An event emitter that wraps each listener in an observer block it registers with a
// notification center it keeps: the registration is the observer rules' to read (with its
// removal), not a store of the listener.
@interface Emitter : NSObject
- (void)once:(void (^)(id event))callback;
@end

@implementation Emitter {
  NSNotificationCenter *_center;
}
- (void)once:(void (^)(id event))callback {
  [_center addObserverForName:@"event" object:nil queue:nil usingBlock:^(NSNotification *note) {
    callback(note.object);
  }];
}
@end

@interface Channel : NSObject
@property (nonatomic, strong) Emitter *attached;
- (void)attach;
@end

@implementation Channel
- (void)attach {}
- (void)waitForAttach {
  // CASE: the emitter's observer block calls the listener once: not a store lint claims
  [self.attached once:^(id event) {
    [self attach];
  }];
}
@end
