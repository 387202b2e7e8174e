/* capcheck SDK shim: Quick's Objective-C DSL (specs are XCTest cases whose examples are blocks).
   The example groups run their blocks while the spec is built, the examples later, once each. */
#ifndef __CAPCHECK_QUICK__
#define __CAPCHECK_QUICK__
#import <XCTest/XCTest.h>
NS_ASSUME_NONNULL_BEGIN
typedef void (^QCKDSLEmptyBlock)(void);
typedef NSDictionary *_Nonnull (^QCKDSLSharedExampleContext)(void);
typedef void (^QCKDSLSharedExampleBlock)(QCKDSLSharedExampleContext context);

@interface QuickSpec : XCTestCase
- (void)spec;
@end
@interface Configuration : NSObject
- (void)beforeEach:(QCKDSLEmptyBlock)closure;
- (void)afterEach:(QCKDSLEmptyBlock)closure;
- (void)beforeSuite:(QCKDSLEmptyBlock)closure;
- (void)afterSuite:(QCKDSLEmptyBlock)closure;
@end
@interface QuickConfiguration : NSObject
+ (void)configure:(Configuration *)configuration;
@end

#define QuickSpecBegin(name) @interface name : QuickSpec @end @implementation name - (void)spec {
#define QuickSpecEnd } @end
/* The configuration's class methods (`+configure:`) are written between these two. */
#define QuickConfigurationBegin(name) @interface name : QuickConfiguration @end @implementation name
#define QuickConfigurationEnd @end
#define QuickSharedExampleGroupsBegin(name) @interface name : QuickConfiguration @end @implementation name + (void)sharedExampleGroups {
#define QuickSharedExampleGroupsEnd } @end

FOUNDATION_EXPORT void qck_beforeSuite(QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_afterSuite(QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_sharedExamples(NSString *name, QCKDSLSharedExampleBlock closure);
FOUNDATION_EXPORT void qck_describe(NSString *description, QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_context(NSString *description, QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_xdescribe(NSString *description, QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_xcontext(NSString *description, QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_fdescribe(NSString *description, QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_fcontext(NSString *description, QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_beforeEach(QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_afterEach(QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_pending(NSString *description, QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_it(NSString *description, QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_xit(NSString *description, QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_fit(NSString *description, QCKDSLEmptyBlock closure);
FOUNDATION_EXPORT void qck_itBehavesLike(NSString *name, QCKDSLSharedExampleContext context);

#ifndef QUICK_DISABLE_SHORT_SYNTAX
#define beforeSuite(...) qck_beforeSuite(__VA_ARGS__)
#define afterSuite(...) qck_afterSuite(__VA_ARGS__)
#define sharedExamples(...) qck_sharedExamples(__VA_ARGS__)
#define describe(...) qck_describe(__VA_ARGS__)
#define context(...) qck_context(__VA_ARGS__)
#define xdescribe(...) qck_xdescribe(__VA_ARGS__)
#define xcontext(...) qck_xcontext(__VA_ARGS__)
#define fdescribe(...) qck_fdescribe(__VA_ARGS__)
#define fcontext(...) qck_fcontext(__VA_ARGS__)
#define beforeEach(...) qck_beforeEach(__VA_ARGS__)
#define afterEach(...) qck_afterEach(__VA_ARGS__)
#define pending(...) qck_pending(__VA_ARGS__)
#define it(...) qck_it(__VA_ARGS__)
#define xit(...) qck_xit(__VA_ARGS__)
#define fit(...) qck_fit(__VA_ARGS__)
#define itBehavesLike(...) qck_itBehavesLike(__VA_ARGS__)
#endif
NS_ASSUME_NONNULL_END
#endif
