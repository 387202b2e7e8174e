/* capcheck SDK shim: Cocoa umbrella (Foundation, AppKit, Core Data). */
#include <Foundation/Foundation.h>
#include <AppKit/AppKit.h>
#include <CoreData/CoreData.h>
