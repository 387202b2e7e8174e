// value-capture: a block copies an automatic variable's VALUE at the moment the block is created.
//
// What to look at
//   `num` is 6 when the block literal `^{ ... }` is evaluated. The compiler copies that 6 into
//   the block's own memory (a field `int num;` of the block's struct). Changing `num` afterwards
//   changes the variable on the stack, not the copy inside the block, so the block prints 6.
//
// What the compiler builds (see it with `capcheck explain Examples/value-capture/value-capture.c`):
//   struct __main_block_impl_0 { struct __block_impl impl; ...; int num; };   <- the copy lives here
//
// Try
//   1. Write `num = 100;` inside the block: clang refuses ("variable is not assignable (missing
//      __block type specifier)"). A value capture is a read-only copy.
//   2. Put `__block` in front of `int num = 6;` and run again: the block now prints 1
//      (see the byref-forwarding example for why).
//
// Run: capcheck examples --only value-capture --explain
#include <stdio.h>

int main(void) {
    int num = 6;

    // expected-capture@+2 {{num: value}}
    // expected-block-kind@+1 {{stack}}
    void (^printNum)(void) = ^{
        printf("the block sees num = %d\n", num);
    };

    num = 1; // changes the stack variable only

    printNum();                              // expected-output: the block sees num = 6
    printf("main sees num = %d\n", num);     // expected-output: main sees num = 1
    return 0;
}
