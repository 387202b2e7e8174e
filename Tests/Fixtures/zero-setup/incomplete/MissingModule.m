@import Foundation;
@import NotAModuleAnywhere;
void missingModule(void) { dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"done"); }); }
