// An alert self keeps in a property, whose actions' handlers capture self. A handler that clears
// the property when the user answers lets go of the alert, and so of itself: that block ends the
// cycle when it runs. A sibling whose handler does not clear it leaves the cycle in place when the
// user picks it, and is reported.
#import <UIKit/UIKit.h>

@interface Prompter : UIViewController
@property (nonatomic, strong) UIAlertController *currentAlert;
@end

@implementation Prompter
- (void)done {}

- (void)ask {
  UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Save?"
                                                                 message:nil
                                                          preferredStyle:UIAlertControllerStyleAlert];
  // CASE: the handler clears the alert self keeps, through a method of self: no cycle once answered
  [alert addAction:[UIAlertAction actionWithTitle:@"Save"
                                            style:UIAlertActionStyleDefault
                                          handler:^(UIAlertAction *action) {
                                            [self dismissPrompt];
                                          }]];
  // CASE: the sibling handler leaves the alert in self.currentAlert: the cycle stays
  [alert addAction:[UIAlertAction actionWithTitle:@"Cancel"
                                            style:UIAlertActionStyleCancel
                                          handler:^(UIAlertAction *action) {
                                            [self done]; // expected-warning [retain-cycle]
                                          }]];
  self.currentAlert = alert;
  [self presentViewController:alert animated:YES completion:nil];
}

- (void)dismissPrompt {
  self.currentAlert = nil;
  [self done];
}

// CASE: the alert made right in the member, its handler clearing it first: no cycle once answered
- (void)retry {
  self.currentAlert = [UIAlertController alertControllerWithTitle:@"Retry?"
                                                           message:nil
                                                    preferredStyle:UIAlertControllerStyleAlert];
  [self.currentAlert addAction:[UIAlertAction actionWithTitle:@"Retry"
                                                        style:UIAlertActionStyleDefault
                                                      handler:^(UIAlertAction *action) {
                                                        self->_currentAlert = nil;
                                                        [self ask];
                                                      }]];
  [self presentViewController:self.currentAlert animated:YES completion:nil];
}

// CASE: the handler clears the alert only on one path: the cycle stays when it does not
- (void)askAgain:(BOOL)remember {
  UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Again?"
                                                                 message:nil
                                                          preferredStyle:UIAlertControllerStyleAlert];
  [alert addAction:[UIAlertAction actionWithTitle:@"OK"
                                            style:UIAlertActionStyleDefault
                                          handler:^(UIAlertAction *action) {
                                            if (remember) {
                                              self.currentAlert = nil;
                                            }
                                            [self done]; // expected-warning [retain-cycle]
                                          }]];
  self.currentAlert = alert;
}
@end
