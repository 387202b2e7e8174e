#import <Foundation/Foundation.h>
void parseError(void) {
    int x = ;
    dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"%d", x); });
}
