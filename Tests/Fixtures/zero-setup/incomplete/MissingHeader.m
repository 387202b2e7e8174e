#import <Foundation/Foundation.h>
#import "NotInThisTree.h"
void missingHeader(NITWidget *widget) { dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"done"); }); }
