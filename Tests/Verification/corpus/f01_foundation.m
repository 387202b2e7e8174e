// Against the bundled SDK shim: Foundation, dispatch and NSNotificationCenter.
#import <Foundation/Foundation.h>
@interface Downloader : NSObject {
  NSMutableArray *_items;
  dispatch_queue_t _queue;
}
@property (nonatomic, copy) void (^completion)(NSData *data, NSError *error);
@property (nonatomic, strong) NSString *name;
@property (nonatomic, weak) id delegate;
@property (nonatomic, strong) NSTimer *timer;
@end
@implementation Downloader
- (instancetype)init {
  if ((self = [super init])) {
    _items = [NSMutableArray array];
    _queue = dispatch_queue_create("q", NULL);
    self.completion = ^(NSData *data, NSError *error) { [_items addObject:data]; };
  }
  return self;
}
- (void)start:(NSURL *)url error:(NSError **)outError {
  NSString *name = self.name;
  __weak typeof(self) weakSelf = self;
  dispatch_async(_queue, ^{
    NSLog(@"%@ %@", name, url);
    dispatch_async(dispatch_get_main_queue(), ^{
      [weakSelf.delegate description];
      self.name = name;
    });
  });
  dispatch_async(dispatch_get_main_queue(), ^{ [_items removeAllObjects]; });
  [[NSNotificationCenter defaultCenter] addObserverForName:@"n" object:nil queue:nil
      usingBlock:^(NSNotification *note) { (void)note; [self description]; }];
  [_items enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
    (void)obj; (void)idx; *stop = YES;
  }];
  self.timer = [NSTimer scheduledTimerWithTimeInterval:1.0 repeats:YES block:^(NSTimer *t) {
    [weakSelf description]; (void)t;
  }];
  __block NSError *captured = nil;
  dispatch_sync(_queue, ^{ captured = [NSError errorWithDomain:@"d" code:1 userInfo:nil]; });
  if (outError) *outError = captured;
  NSArray *sorted = [_items sortedArrayUsingComparator:^NSComparisonResult(id a, id b) {
    return [a compare:b];
  }];
  (void)sorted;
  static dispatch_once_t once;
  dispatch_once(&once, ^{ NSLog(@"once"); });
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 1), _queue, ^{ (void)self->_items; });
}
@end
