// static-pointer: a `static` local is reached through its address, so the block sees every change.
//
// What to look at
//   A static local lives for the whole program, not on the stack. A block does not need a copy of
//   it: it reaches the one variable through its address. `clang -rewrite-objc` shows this as a
//   field `int *num;` in the block struct (that is why the capture kind is called "pointer"); the
//   real code generator goes one step further and uses the variable's address directly, so the
//   block captures nothing from the stack and is emitted as a GLOBAL block (the isa check below).
//
// Try
//   1. Remove `static`: the block prints 1 again (value capture) and becomes a stack block.
//   2. Note the block may ASSIGN to `num` without `__block`: there is only one `num` to write to.
//
// Run: capcheck examples --only static-pointer --explain
#include <Block_private.h>
#include <stdio.h>

// The isa pointer is the first word of every block: it says where the block lives.
static const char *blockKind(const void *block) {
    void *isa = *(void *const *)block;
    if (isa == _NSConcreteGlobalBlock) return "global";
    if (isa == _NSConcreteStackBlock) return "stack";
    if (isa == _NSConcreteMallocBlock) return "malloc (heap)";
    return "unknown";
}

int main(void) {
    static int num = 1;

    // expected-capture@+2 {{num: pointer}}
    // expected-block-kind@+1 {{global}}
    void (^printNum)(void) = ^{
        printf("the block sees num = %d\n", num);
    };
    // expected-capture@+1 {{num: pointer}}
    void (^increment)(void) = ^{ num += 1; };

    num = 2;
    printNum();                 // expected-output: the block sees num = 2
    increment();
    printNum();                 // expected-output: the block sees num = 3
    printf("printNum is a %s block\n", blockKind(printNum)); // expected-output: printNum is a global block
    return 0;
}
