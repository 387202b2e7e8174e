/* capcheck SDK shim: Foundation umbrella header. Hand-written declarations of the Foundation
 * API that block-heavy Objective-C code uses; enough for clang to type-check message sends so
 * that every block literal stays in the AST. */
#ifndef __CAPCHECK_FOUNDATION__
#define __CAPCHECK_FOUNDATION__

#include <CoreFoundation/CoreFoundation.h>
#include <Foundation/NSObjCRuntime.h>
#include <Foundation/NSZone.h>
#include <Foundation/NSObject.h>
#include <Foundation/NSRange.h>
#include <Foundation/NSString.h>
#include <Foundation/NSValue.h>
#include <Foundation/NSEnumerator.h>
#include <Foundation/NSArray.h>
#include <Foundation/NSDictionary.h>
#include <Foundation/NSSet.h>
#include <Foundation/NSData.h>
#include <Foundation/NSDate.h>
#include <Foundation/NSError.h>
#include <Foundation/NSURL.h>
#include <Foundation/NSURLRequest.h>
#include <Foundation/NSURLSession.h>
#include <Foundation/NSRunLoop.h>
#include <Foundation/NSNotification.h>
#include <Foundation/NSOperation.h>
#include <Foundation/NSLock.h>
#include <Foundation/NSProgress.h>
#include <Foundation/NSCache.h>
#include <Foundation/NSKeyValueObserving.h>
#include <Foundation/NSPredicate.h>
#include <Foundation/NSProcessInfo.h>
#include <Foundation/NSCoder.h>
#include <Foundation/NSXPCConnection.h>
#include <Foundation/NSItemProvider.h>
#include <Foundation/NSFileCoordinator.h>
#include <Foundation/NSXMLParser.h>
#include <objc/runtime.h>
#include <objc/message.h>
#include <dispatch/dispatch.h>
#include <Foundation/NSFileManager.h>
#include <Foundation/NSFoundationMembers.h>
#include <Foundation/NSTextCheckingTypes.h>
#include <Foundation/NSNetServices.h>

#endif
