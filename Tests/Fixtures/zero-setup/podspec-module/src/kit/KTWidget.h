// The folder is `kit`, the podspec's module is `Kit`: <Kit/KTWidget.h> must find this file.
#import <Foundation/Foundation.h>
#import "KTUtil.h"
@interface KTWidget : NSObject
@property (nonatomic, copy) KTCallback handler;
- (void)load:(KTCallback)completion;
@end
