// UIKit patterns that look like storing blocks or self but keep nothing cyclic.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@interface SettingsViewController : UIViewController
@property (nonatomic, strong) UIButton *button;
- (void)logout;
- (void)tapped:(id)sender;
@end

@implementation SettingsViewController
- (void)logout {}
- (void)tapped:(id)sender {}

// CASE: alert actions: the alert is a local that is presented and dismissed
- (void)confirm {
  UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Log out?" message:nil preferredStyle:UIAlertControllerStyleAlert];
  [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
    [self logout];
  }]];
  [self presentViewController:alert animated:YES completion:^{
    [self.button setEnabled:NO];
  }];
}

// CASE: target-action does not retain the target
- (void)viewDidLoad {
  [super viewDidLoad];
  [self.button addTarget:self action:@selector(tapped:) forControlEvents:UIControlEventTouchUpInside];
}

// CASE: performSelector afterDelay on the main thread: the main run loop runs
- (void)viewDidAppear:(BOOL)animated {
  [super viewDidAppear:animated];
  [self performSelector:@selector(logout) withObject:nil afterDelay:0.5];
}

// CASE: dismissal completion
- (void)close {
  [self dismissViewControllerAnimated:YES completion:^{
    [self logout];
  }];
}
@end
