/* capcheck SDK shim: Nimble's Objective-C DSL, `expect(x).to(equal(y))`. The expectation's
   `to`/`toNot`/`toEventually` are block properties called at once. */
#ifndef __CAPCHECK_NIMBLE__
#define __CAPCHECK_NIMBLE__
#import <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
@protocol NMBMatcher <NSObject>
@end
@interface NMBExpectation : NSObject
@property (nonatomic, readonly) void (^to)(id<NMBMatcher> matcher);
@property (nonatomic, readonly) void (^toWithDescription)(id<NMBMatcher> matcher, NSString *description);
@property (nonatomic, readonly) void (^toNot)(id<NMBMatcher> matcher);
@property (nonatomic, readonly) void (^notTo)(id<NMBMatcher> matcher);
@property (nonatomic, readonly) void (^toEventually)(id<NMBMatcher> matcher);
@property (nonatomic, readonly) void (^toEventuallyNot)(id<NMBMatcher> matcher);
@property (nonatomic, readonly) void (^toNotEventually)(id<NMBMatcher> matcher);
@property (nonatomic, readonly) NMBExpectation *_Nonnull (^withTimeout)(NSTimeInterval timeout);
@end
FOUNDATION_EXPORT NMBExpectation *NMB_expect(id _Nullable actual, NSString *file, NSUInteger line);
FOUNDATION_EXPORT NMBExpectation *NMB_expectAction(void (^action)(void), NSString *file, NSUInteger line);
FOUNDATION_EXPORT id<NMBMatcher> NMB_equal(id _Nullable expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beNil(void);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beTruthy(void);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beFalsy(void);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beTrue(void);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beFalse(void);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beEmpty(void);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beIdenticalTo(id _Nullable expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beAKindOf(Class expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beAnInstanceOf(Class expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beGreaterThan(NSNumber *expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beGreaterThanOrEqualTo(NSNumber *expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beLessThan(NSNumber *expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beLessThanOrEqualTo(NSNumber *expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beCloseTo(NSNumber *expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_contain(id expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_haveCount(NSNumber *expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_match(NSString *expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_beginWith(id expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_endWith(id expected);
FOUNDATION_EXPORT id<NMBMatcher> NMB_allPass(id matcher);
FOUNDATION_EXPORT id<NMBMatcher> NMB_raiseException(void);
FOUNDATION_EXPORT id<NMBMatcher> NMB_succeed(void);
FOUNDATION_EXPORT void NMB_failWithMessage(NSString *message, NSString *file, NSUInteger line);
#ifndef NIMBLE_DISABLE_SHORT_SYNTAX
#define expect(...) NMB_expect((__VA_ARGS__), @(__FILE__), __LINE__)
#define expectAction(...) NMB_expectAction((__VA_ARGS__), @(__FILE__), __LINE__)
#define equal(...) NMB_equal(__VA_ARGS__)
#define beNil() NMB_beNil()
#define beTruthy() NMB_beTruthy()
#define beFalsy() NMB_beFalsy()
#define beTrue() NMB_beTrue()
#define beFalse() NMB_beFalse()
#define beEmpty() NMB_beEmpty()
#define beIdenticalTo(...) NMB_beIdenticalTo(__VA_ARGS__)
#define beAKindOf(...) NMB_beAKindOf(__VA_ARGS__)
#define beAnInstanceOf(...) NMB_beAnInstanceOf(__VA_ARGS__)
#define beGreaterThan(...) NMB_beGreaterThan(__VA_ARGS__)
#define beGreaterThanOrEqualTo(...) NMB_beGreaterThanOrEqualTo(__VA_ARGS__)
#define beLessThan(...) NMB_beLessThan(__VA_ARGS__)
#define beLessThanOrEqualTo(...) NMB_beLessThanOrEqualTo(__VA_ARGS__)
#define beCloseTo(...) NMB_beCloseTo(__VA_ARGS__)
#define contain(...) NMB_contain(__VA_ARGS__)
#define haveCount(...) NMB_haveCount(__VA_ARGS__)
#define match(...) NMB_match(__VA_ARGS__)
#define beginWith(...) NMB_beginWith(__VA_ARGS__)
#define endWith(...) NMB_endWith(__VA_ARGS__)
#define allPass(...) NMB_allPass(__VA_ARGS__)
#define raiseException() NMB_raiseException()
#define succeed() NMB_succeed()
#define failWithMessage(message) NMB_failWithMessage(message, @(__FILE__), __LINE__)
#define fail() failWithMessage(@"fail() always fails")
#endif
NS_ASSUME_NONNULL_END
#endif
