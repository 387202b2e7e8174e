#import <Foundation/Foundation.h>
void complete(void) { dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"done"); }); }
