/* capcheck SDK shim: SenTestingKit (OCUnit), the test framework Xcode shipped before XCTest and
 * older trees' tests still import. As in XCTest.h, each assertion expands to a plain call that
 * refers to self, so an assertion inside a block captures the test case as the real macros do. */
#ifndef __CAPCHECK_SENTESTINGKIT__
#define __CAPCHECK_SENTESTINGKIT__
#include <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@class SenTestRun;
@interface SenTest : NSObject
@property (readonly) NSUInteger testCaseCount;
@property (readonly, copy) NSString *name;
- (void)setUp;
- (void)tearDown;
- (void)run;
@end

@interface SenTestCase : SenTest
+ (instancetype)testCaseWithInvocation:(nullable NSInvocation *)invocation;
+ (instancetype)testCaseWithSelector:(SEL)selector;
- (instancetype)initWithInvocation:(nullable NSInvocation *)invocation;
- (instancetype)initWithSelector:(SEL)selector;
@property (nullable, strong) NSInvocation *invocation;
@property (readonly) SEL selector;
- (void)failWithException:(NSException *)exception;
- (void)raiseAfterFailure;
- (void)continueAfterFailure;
@end

@interface SenTestSuite : SenTest
+ (instancetype)testSuiteWithName:(NSString *)name;
+ (instancetype)defaultTestSuite;
- (void)addTest:(SenTest *)test;
@end

FOUNDATION_EXPORT void _STCapcheckCheck(id _Nullable test, const char *kind, ...);
#define STFail(description, ...) _STCapcheckCheck(self, "fail", description, ##__VA_ARGS__)
#define STAssertTrue(expr, description, ...) _STCapcheckCheck(self, "true", !!(expr), description, ##__VA_ARGS__)
#define STAssertFalse(expr, description, ...) _STCapcheckCheck(self, "false", !!(expr), description, ##__VA_ARGS__)
#define STAssertNil(a1, description, ...) _STCapcheckCheck(self, "nil", ((a1) == nil), description, ##__VA_ARGS__)
#define STAssertNotNil(a1, description, ...) _STCapcheckCheck(self, "notnil", ((a1) != nil), description, ##__VA_ARGS__)
#define STAssertEquals(a1, a2, description, ...) _STCapcheckCheck(self, "equals", ((a1) == (a2)), description, ##__VA_ARGS__)
#define STAssertEqualObjects(a1, a2, description, ...) _STCapcheckCheck(self, "equalobjects", (a1), (a2), description, ##__VA_ARGS__)
#define STAssertEqualsWithAccuracy(a1, a2, accuracy, description, ...) _STCapcheckCheck(self, "accuracy", (double)(a1), (double)(a2), (double)(accuracy), description, ##__VA_ARGS__)
#define STAssertTrueNoThrow(expr, description, ...) _STCapcheckCheck(self, "truenothrow", !!(expr), description, ##__VA_ARGS__)
#define STAssertFalseNoThrow(expr, description, ...) _STCapcheckCheck(self, "falsenothrow", !!(expr), description, ##__VA_ARGS__)
#define STAssertThrows(expr, description, ...) do { @try { (void)(expr); } @catch (...) {} _STCapcheckCheck(self, "throws", description, ##__VA_ARGS__); } while (0)
#define STAssertThrowsSpecific(expr, specificException, description, ...) do { @try { (void)(expr); } @catch (specificException *capcheck_exception) { (void)capcheck_exception; } @catch (...) {} _STCapcheckCheck(self, "throwsspecific", description, ##__VA_ARGS__); } while (0)
#define STAssertThrowsSpecificNamed(expr, specificException, aName, description, ...) do { @try { (void)(expr); } @catch (specificException *capcheck_exception) { (void)capcheck_exception; (void)(aName); } @catch (...) {} _STCapcheckCheck(self, "throwsspecificnamed", description, ##__VA_ARGS__); } while (0)
#define STAssertNoThrow(expr, description, ...) do { @try { (void)(expr); } @catch (...) {} _STCapcheckCheck(self, "nothrow", description, ##__VA_ARGS__); } while (0)
#define STAssertNoThrowSpecific(expr, specificException, description, ...) STAssertNoThrow(expr, description, ##__VA_ARGS__)

NS_ASSUME_NONNULL_END
#endif
