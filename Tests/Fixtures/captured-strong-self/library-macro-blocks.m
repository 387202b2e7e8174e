// captured-strong-self: a block a library's macro writes around its argument is the macro's
// business. Expecta's `expect(x)` becomes `_EXP_expect(self, __LINE__, __FILE__, ^id { … x … })`,
// and the matcher reads that block within the same statement: a strong copy it captures is
// released there. A block the test writes itself, which outlives the statement, still counts.
#import <XCTest/XCTest.h>
#import <Expecta/Expecta.h>

@interface ProfileTests : XCTestCase
@property (copy) void (^pending)(void);
@end

@implementation ProfileTests
// CASE: the strong copy is read by expect's own block: no finding
- (void)testNameIsSet {
  __weak typeof(self) weakSelf = self;
  void (^check)(void) = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    if (!strongSelf) return;
    expect(strongSelf.name).notTo.beNil();
  };
  check();
}

// CASE: a block the test keeps captures the strong copy
- (void)testLater {
  __weak typeof(self) weakSelf = self;
  void (^check)(void) = ^{
    __strong typeof(weakSelf) strongSelf = weakSelf;
    if (!strongSelf) return;
    weakSelf.pending = ^{
      [strongSelf description]; // expected-warning [captured-strong-self]
    };
  };
  check();
}
@end
