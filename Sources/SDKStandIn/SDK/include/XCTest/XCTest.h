/* capcheck SDK shim: XCTest. Test code is full of blocks (expectations, measure blocks,
 * completion handlers); the assertion macros expand to plain calls so their arguments stay in
 * the AST the way they are written. */
#ifndef __CAPCHECK_XCTEST__
#define __CAPCHECK_XCTEST__
#include <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@class XCTestExpectation, XCTestRun, XCTestSuite;
typedef NS_ENUM(NSInteger, XCTWaiterResult) { XCTWaiterResultCompleted = 1, XCTWaiterResultTimedOut, XCTWaiterResultIncorrectOrder, XCTWaiterResultInvertedFulfillment, XCTWaiterResultInterrupted };
typedef void (^XCWaitCompletionHandler)(NSError * _Nullable error);

@interface XCTest : NSObject
@property (readonly) NSUInteger testCaseCount;
@property (readonly, copy) NSString *name;
- (void)setUp;
- (void)tearDown;
- (void)runTest;
@end
@interface XCTestExpectation : NSObject
- (instancetype)initWithDescription:(NSString *)expectationDescription;
@property (copy) NSString *expectationDescription;
@property (getter=isInverted) BOOL inverted;
@property NSUInteger expectedFulfillmentCount;
@property BOOL assertForOverFulfill;
- (void)fulfill;
@end
@interface XCTKVOExpectation : XCTestExpectation
- (instancetype)initWithKeyPath:(NSString *)keyPath object:(id)object;
@end
@interface XCTNSNotificationExpectation : XCTestExpectation
- (instancetype)initWithName:(NSNotificationName)notificationName object:(nullable id)object;
@property (nullable, copy) BOOL (^handler)(NSNotification *notification);
@end
@interface XCTNSPredicateExpectation : XCTestExpectation
- (instancetype)initWithPredicate:(NSPredicate *)predicate object:(nullable id)object;
@property (nullable, copy) BOOL (^handler)(void);
@end
@interface XCTWaiter : NSObject
+ (XCTWaiterResult)waitForExpectations:(NSArray<XCTestExpectation *> *)expectations timeout:(NSTimeInterval)seconds;
+ (XCTWaiterResult)waitForExpectations:(NSArray<XCTestExpectation *> *)expectations timeout:(NSTimeInterval)seconds enforceOrder:(BOOL)enforceOrderOfFulfillment;
@end
@protocol XCTMetric <NSObject>
@end
@interface XCTClockMetric : NSObject <XCTMetric>
@end
@interface XCTMemoryMetric : NSObject <XCTMetric>
@end
@interface XCTestCase : XCTest
+ (instancetype)testCaseWithInvocation:(nullable NSInvocation *)invocation;
+ (instancetype)testCaseWithSelector:(SEL)selector;
+ (void)setUp;
+ (void)tearDown;
- (void)setUpWithError:(NSError **)error;
- (void)tearDownWithError:(NSError **)error;
- (void)addTeardownBlock:(void (^)(void))block;
@property BOOL continueAfterFailure;
- (void)measureBlock:(void (NS_NOESCAPE ^)(void))block;
- (void)measureMetrics:(NSArray<NSString *> *)metrics automaticallyStartMeasuring:(BOOL)automaticallyStartMeasuring forBlock:(void (NS_NOESCAPE ^)(void))block;
- (void)measureWithMetrics:(NSArray<id<XCTMetric>> *)metrics block:(void (NS_NOESCAPE ^)(void))block;
- (void)startMeasuring;
- (void)stopMeasuring;
- (XCTestExpectation *)expectationWithDescription:(NSString *)description;
- (XCTestExpectation *)keyValueObservingExpectationForObject:(id)objectToObserve keyPath:(NSString *)keyPath expectedValue:(nullable id)expectedValue;
- (XCTestExpectation *)keyValueObservingExpectationForObject:(id)objectToObserve keyPath:(NSString *)keyPath handler:(nullable BOOL (^)(id observedObject, NSDictionary *change))handler;
- (XCTestExpectation *)expectationForNotification:(NSNotificationName)notificationName object:(nullable id)objectToObserve handler:(nullable BOOL (^)(NSNotification *notification))handler;
- (XCTestExpectation *)expectationForPredicate:(NSPredicate *)predicate evaluatedWithObject:(nullable id)object handler:(nullable BOOL (^)(void))handler;
- (void)waitForExpectationsWithTimeout:(NSTimeInterval)timeout handler:(nullable XCWaitCompletionHandler)handler;
- (void)waitForExpectations:(NSArray<XCTestExpectation *> *)expectations timeout:(NSTimeInterval)seconds;
- (void)waitForExpectations:(NSArray<XCTestExpectation *> *)expectations timeout:(NSTimeInterval)seconds enforceOrder:(BOOL)enforceOrderOfFulfillment;
- (void)recordFailureWithDescription:(NSString *)description inFile:(NSString *)filePath atLine:(NSUInteger)lineNumber expected:(BOOL)expected;
- (id)addUIInterruptionMonitorWithDescription:(NSString *)handlerDescription handler:(BOOL (^)(id interruptingElement))handler;
@end

FOUNDATION_EXPORT void _XCTFailureHandler(XCTestCase *test, BOOL expected, const char *filePath, NSUInteger lineNumber, NSString *condition, NSString * _Nullable format, ...);
FOUNDATION_EXPORT void _XCTCapcheckCheck(id _Nullable test, const char *kind, ...);
/* Each assertion refers to self, like the real macros, so an assertion inside a block captures
 * the test case the way it does on Apple platforms. */
#define XCTFail(...) _XCTCapcheckCheck(self, "fail", ##__VA_ARGS__)
#define XCTAssert(expression, ...) _XCTCapcheckCheck(self, "assert", !!(expression), ##__VA_ARGS__)
#define XCTAssertTrue(expression, ...) _XCTCapcheckCheck(self, "true", !!(expression), ##__VA_ARGS__)
#define XCTAssertFalse(expression, ...) _XCTCapcheckCheck(self, "false", !!(expression), ##__VA_ARGS__)
#define XCTAssertNil(expression, ...) _XCTCapcheckCheck(self, "nil", ((expression) == nil), ##__VA_ARGS__)
#define XCTAssertNotNil(expression, ...) _XCTCapcheckCheck(self, "notnil", ((expression) != nil), ##__VA_ARGS__)
#define XCTAssertEqual(expression1, expression2, ...) _XCTCapcheckCheck(self, "equal", ((expression1) == (expression2)), ##__VA_ARGS__)
#define XCTAssertNotEqual(expression1, expression2, ...) _XCTCapcheckCheck(self, "notequal", ((expression1) != (expression2)), ##__VA_ARGS__)
#define XCTAssertEqualObjects(expression1, expression2, ...) _XCTCapcheckCheck(self, "equalobjects", (expression1), (expression2), ##__VA_ARGS__)
#define XCTAssertNotEqualObjects(expression1, expression2, ...) _XCTCapcheckCheck(self, "notequalobjects", (expression1), (expression2), ##__VA_ARGS__)
#define XCTAssertEqualWithAccuracy(expression1, expression2, accuracy, ...) _XCTCapcheckCheck(self, "accuracy", (double)(expression1), (double)(expression2), (double)(accuracy), ##__VA_ARGS__)
#define XCTAssertGreaterThan(expression1, expression2, ...) _XCTCapcheckCheck(self, "gt", ((expression1) > (expression2)), ##__VA_ARGS__)
#define XCTAssertGreaterThanOrEqual(expression1, expression2, ...) _XCTCapcheckCheck(self, "ge", ((expression1) >= (expression2)), ##__VA_ARGS__)
#define XCTAssertLessThan(expression1, expression2, ...) _XCTCapcheckCheck(self, "lt", ((expression1) < (expression2)), ##__VA_ARGS__)
#define XCTAssertLessThanOrEqual(expression1, expression2, ...) _XCTCapcheckCheck(self, "le", ((expression1) <= (expression2)), ##__VA_ARGS__)
#define XCTAssertThrows(expression, ...) do { @try { (void)(expression); } @catch (...) {} _XCTCapcheckCheck(self, "throws", ##__VA_ARGS__); } while (0)
#define XCTAssertNoThrow(expression, ...) do { @try { (void)(expression); } @catch (...) {} _XCTCapcheckCheck(self, "nothrow", ##__VA_ARGS__); } while (0)
/* The class is a type name, the exception's name an expression: each is used as the SDK's are. */
#define XCTAssertThrowsSpecific(expression, exception_class, ...) do { @try { (void)(expression); } @catch (exception_class *capcheck_exception) { (void)capcheck_exception; } @catch (...) {} _XCTCapcheckCheck(self, "throwsspecific", ##__VA_ARGS__); } while (0)
#define XCTAssertThrowsSpecificNamed(expression, exception_class, exception_name, ...) do { @try { (void)(expression); } @catch (exception_class *capcheck_exception) { (void)capcheck_exception; (void)(exception_name); } @catch (...) {} _XCTCapcheckCheck(self, "throwsspecificnamed", ##__VA_ARGS__); } while (0)
#define XCTAssertNoThrowSpecific(expression, exception_class, ...) do { @try { (void)(expression); } @catch (exception_class *capcheck_exception) { (void)capcheck_exception; } @catch (...) {} _XCTCapcheckCheck(self, "nothrowspecific", ##__VA_ARGS__); } while (0)
#define XCTAssertNoThrowSpecificNamed(expression, exception_class, exception_name, ...) do { @try { (void)(expression); } @catch (exception_class *capcheck_exception) { (void)capcheck_exception; (void)(exception_name); } @catch (...) {} _XCTCapcheckCheck(self, "nothrowspecificnamed", ##__VA_ARGS__); } while (0)
#define XCTSkip(...) _XCTCapcheckCheck(self, "skip", ##__VA_ARGS__)

NS_ASSUME_NONNULL_END
#include <XCTest/XCTestAssertionsImpl.h>
#include <XCTest/XCTIssue.h>
#include <XCTest/XCTestObserver.h>
#include <XCTest/XCTestRun.h>
#endif
