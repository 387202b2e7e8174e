// Umbrella header: `@import Kit;` and `#import <Kit/Kit.h>` reach it.
#import "KTWidget.h"
