// GameController: a controller keeps its gamepad profiles and they their buttons and pads, each
// of which keeps the value-changed handler it is given. A view controller that keeps the game
// controller and gives its elements handlers that use self keeps itself.
@import GameController;
#import <UIKit/UIKit.h>

@interface PadViewController : UIViewController
@property (nonatomic, strong) GCController *gameController;
@property (nonatomic, weak) GCController *lastController;
@end

@implementation PadViewController
- (void)pressed:(id)element {}

- (void)setUpGameController {
  // CASE: a button reached through message-syntax getters, kept in a local
  GCControllerButtonInput *a = [[self.gameController extendedGamepad] buttonA];
  [a setValueChangedHandler:^(GCControllerButtonInput *button, float value, BOOL pressed) {
    [self pressed:button]; // expected-warning [retain-cycle]
  }];
  // CASE: a thumbstick reached through properties
  self.gameController.extendedGamepad.leftThumbstick.valueChangedHandler =
      ^(GCControllerDirectionPad *dpad, float xValue, float yValue) {
        [self pressed:dpad]; // expected-warning [retain-cycle]
      };
  // CASE: the controller's own pause handler
  [self.gameController setControllerPausedHandler:^(GCController *controller) {
    [self pressed:controller]; // expected-warning [retain-cycle]
  }];
  // NEGATIVE: a weak copy
  __weak typeof(self) weakSelf = self;
  self.gameController.extendedGamepad.buttonB.valueChangedHandler =
      ^(GCControllerButtonInput *button, float value, BOOL pressed) {
        [weakSelf pressed:button];
      };
}

- (void)setUpEveryController {
  // NEGATIVE: the controllers the framework lists are not kept by self
  for (GCController *controller in [GCController controllers]) {
    controller.extendedGamepad.buttonX.valueChangedHandler =
        ^(GCControllerButtonInput *button, float value, BOOL pressed) {
          [self pressed:button];
        };
  }
  // NEGATIVE: a weak property read with a getter message does not keep the controller either
  GCControllerButtonInput *y = [[[self lastController] extendedGamepad] buttonY];
  y.valueChangedHandler = ^(GCControllerButtonInput *button, float value, BOOL pressed) {
    [self pressed:button];
  };
  // NEGATIVE: a method that is not a property's getter returns an object self does not keep
  GCController *snapshot = [self.gameController capture];
  snapshot.extendedGamepad.buttonA.valueChangedHandler = ^(GCControllerButtonInput *button, float value, BOOL pressed) {
    [self pressed:button];
  };
  // NEGATIVE: a weak property does not keep the controller
  self.lastController.microGamepad.buttonA.pressedChangedHandler =
      ^(GCControllerButtonInput *button, float value, BOOL pressed) {
        [self pressed:button];
      };
}
@end
