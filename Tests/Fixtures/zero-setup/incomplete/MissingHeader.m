#import <Foundation/Foundation.h>
#import "NotInThisTree.h"
void missingHeader(void) { dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"done"); }); }
