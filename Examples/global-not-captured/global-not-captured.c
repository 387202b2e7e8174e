// global-not-captured: globals are not captured at all; the block refers to them directly.
//
// What to look at
//   `counter` (a global) and `hits` (a file-level static) exist once for the whole program.
//   A block that uses them stores nothing about them: its struct has no field for them, and
//   because it captures nothing from the stack it is a GLOBAL block, built once by the compiler
//   as a constant, with the isa `_NSConcreteGlobalBlock`. Copying it (Block_copy) returns the
//   very same block.
//
// Try
//   1. Add a local `int step = 2;` and use it in the block: the block becomes a stack block,
//      and Block_copy now returns a different (heap) block.
//
// Run: capcheck examples --only global-not-captured --explain
#include <Block.h>
#include <Block_private.h>
#include <stdio.h>

int counter = 1;        // a global: visible to every file
static int hits = 0;    // a file-level static: visible to this file only, still not captured

static const char *blockKind(const void *block) {
    void *isa = *(void *const *)block;
    if (isa == _NSConcreteGlobalBlock) return "global";
    if (isa == _NSConcreteStackBlock) return "stack";
    if (isa == _NSConcreteMallocBlock) return "malloc (heap)";
    return "unknown";
}

int main(void) {
    // expected-capture@+2 {{counter: global}} {{hits: global}}
    // expected-block-kind@+1 {{global}}
    void (^tick)(void) = ^{
        hits += 1;
        printf("counter = %d, hits = %d\n", counter, hits);
    };

    tick();                 // expected-output: counter = 1, hits = 1
    counter = 10;           // the block reads the global when it runs, not when it was made
    tick();                 // expected-output: counter = 10, hits = 2

    printf("tick is a %s block\n", blockKind(tick));           // expected-output: tick is a global block
    void (^copy)(void) = Block_copy(tick);
    printf("Block_copy returned the same block: %s\n",          // expected-output: Block_copy returned the same block: yes
           (void *)copy == (void *)tick ? "yes" : "no");
    Block_release(copy);
    return 0;
}
