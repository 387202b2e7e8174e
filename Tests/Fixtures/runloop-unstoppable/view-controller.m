// runloop-unstoppable: which thread runs a method of a view controller.
#import <UIKit/UIKit.h>

// CASE: a thread entry written in a view controller is a worker: stopping the main loop is another loop

@interface ViewerController : UIViewController
@end

@implementation ViewerController
- (void)viewDidLoad {
  [super viewDidLoad];
  [NSThread detachNewThreadSelector:@selector(decodeLoop) toTarget:self withObject:nil];
}
- (void)decodeLoop {
  [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  [[NSRunLoop currentRunLoop] run];
}
- (void)tearDown {
  CFRunLoopStop(CFRunLoopGetMain());
}
@end

// CASE: a worker method of a view controller stores its loop; the stop of that loop is reported
@interface PlayerController : UIViewController {
  CFRunLoopRef _playerLoop;
}
@end

@implementation PlayerController
- (void)viewDidLoad {
  [super viewDidLoad];
  [NSThread detachNewThreadSelector:@selector(playLoop) toTarget:self withObject:nil];
}
- (void)playLoop {
  _playerLoop = CFRunLoopGetCurrent();
  [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  [[NSRunLoop currentRunLoop] run]; // expected-warning [runloop-unstoppable]
}
- (void)viewDidDisappear:(BOOL)animated {
  [super viewDidDisappear:animated];
  CFRunLoopStop(_playerLoop);
}
@end

// CASE: the main loop run from a view controller and stopped as the main loop
@interface ModalController : UIViewController
@end

@implementation ModalController
- (void)waitForAnswer {
  [[NSRunLoop currentRunLoop] run]; // expected-warning [runloop-unstoppable]
}
- (void)answer {
  CFRunLoopStop(CFRunLoopGetMain());
}
@end
