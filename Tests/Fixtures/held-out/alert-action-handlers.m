// An alert action keeps its handler and an alert controller keeps the actions added to it: a
// handler that names its own controller (to read a text field) keeps the controller, and so does
// a handler that uses a self which keeps the controller.
#import <UIKit/UIKit.h>

@interface RenameViewController : UIViewController
@property (nonatomic, strong) UIAlertController *pendingAlert;
- (void)rename:(NSString *)name;
@end

@implementation RenameViewController
- (void)rename:(NSString *)name {}

- (void)askForName {
  UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Rename"
                                                                 message:nil
                                                          preferredStyle:UIAlertControllerStyleAlert];
  [alert addTextFieldWithConfigurationHandler:nil];
  // CASE: the handler names the controller that keeps its action
  UIAlertAction *save = [UIAlertAction actionWithTitle:@"Save"
                                                 style:UIAlertActionStyleDefault
                                               handler:^(UIAlertAction *action) {
                                                 NSLog(@"%@", alert.textFields.firstObject.text); // expected-warning [retain-cycle]
                                               }];
  [alert addAction:save];
  // NEGATIVE: the handler uses self, and self does not keep the alert it presents
  [alert addAction:[UIAlertAction actionWithTitle:@"Cancel"
                                            style:UIAlertActionStyleCancel
                                          handler:^(UIAlertAction *action) {
                                            [self rename:@""];
                                          }]];
  [self presentViewController:alert animated:YES completion:nil];
}

- (void)askWeakly {
  UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Rename"
                                                                 message:nil
                                                          preferredStyle:UIAlertControllerStyleAlert];
  // NEGATIVE: a weak copy of the controller
  __weak UIAlertController *weakAlert = alert;
  [alert addAction:[UIAlertAction actionWithTitle:@"Save"
                                            style:UIAlertActionStyleDefault
                                          handler:^(UIAlertAction *action) {
                                            NSLog(@"%@", weakAlert.textFields.firstObject.text);
                                          }]];
  // NEGATIVE: an action that names the controller but is never added to it
  UIAlertAction *loose = [UIAlertAction actionWithTitle:@"Loose"
                                                  style:UIAlertActionStyleDefault
                                                handler:^(UIAlertAction *action) {
                                                  NSLog(@"%@", alert.title);
                                                }];
  NSLog(@"%@", loose.title);
  [self presentViewController:alert animated:YES completion:nil];
}

- (void)askAndKeep {
  self.pendingAlert = [UIAlertController alertControllerWithTitle:@"Rename"
                                                          message:nil
                                                   preferredStyle:UIAlertControllerStyleAlert];
  // CASE: self keeps the alert, the alert its action, the action its handler
  [self.pendingAlert addAction:[UIAlertAction actionWithTitle:@"OK"
                                                        style:UIAlertActionStyleDefault
                                                      handler:^(UIAlertAction *action) {
                                                        [self rename:@"OK"]; // expected-warning [retain-cycle]
                                                      }]];
  [self presentViewController:self.pendingAlert animated:YES completion:nil];
}
@end
