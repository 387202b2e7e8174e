// retain-cycle: a recursive block called through a __block variable. A strong __block variable
// keeps the block that captures its storage; a __weak __block one keeps nothing.
#import "../FoundationStubs.h"

typedef void (^Step)(int);

// CASE: __weak __block: the usual way to write the recursion, no cycle
void countDownWeakly(void) {
  __weak __block Step weakNext;
  Step next = ^(int n) {
    if (n > 0) weakNext(n - 1);
  };
  weakNext = next;
  next(3);
}

// CASE: __block __weak, qualifiers the other way round
void countDownWeaklyToo(void) {
  __block __weak Step weakNext = nil;
  Step next;
  weakNext = next = ^(int n) {
    if (n > 0) weakNext(n - 1);
  };
  next(3);
}

// CASE: strong __block: the storage keeps the block for good
void countDownStrongly(void) {
  __block Step next;
  next = ^(int n) {
    if (n > 0) next(n - 1); // expected-warning [retain-cycle]
  };
  next(3);
}
