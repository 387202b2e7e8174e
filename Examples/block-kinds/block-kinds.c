// block-kinds: every block is one of three kinds, and its first word (the isa) says which.
//
// What to look at
//   global  a block that captures nothing from the stack. The compiler emits it once as a
//           constant (isa = _NSConcreteGlobalBlock); copying it changes nothing.
//   stack   a block that captures a local. It is built in the current stack frame
//           (isa = _NSConcreteStackBlock) and dies when the function returns.
//   malloc  what Block_copy makes of a stack block: a heap copy that may outlive the function.
//           Apple's runtime sets its isa to _NSConcreteMallocBlock. The Linux BlocksRuntime used
//           here (libblocksruntime 0.4.1) leaves the copied isa as it was and marks the heap copy
//           with the BLOCK_NEEDS_FREE flag instead, so this program reads both the isa and the
//           flags word that follows it. Under Objective-C ARC the compiler inserts the copy for
//           you whenever a block is stored or returned.
//   A surprise: a `const int` with a constant initializer is folded into the code, not captured,
//   so a block that uses only it is still global.
//
// Try
//   1. Return `stackBlock` from a function and call it afterwards: undefined behaviour, because
//      the frame it lived in is gone. Return `Block_copy(stackBlock)` instead.
//
// Run: capcheck examples --only block-kinds --explain
#include <Block.h>
#include <Block_private.h>
#include <stdio.h>

// Every block starts with `struct Block_layout`: the isa, then a flags word.
static const char *isaName(const void *block) {
    void *isa = ((const struct Block_layout *)block)->isa;
    if (isa == _NSConcreteGlobalBlock) return "_NSConcreteGlobalBlock";
    if (isa == _NSConcreteStackBlock) return "_NSConcreteStackBlock";
    if (isa == _NSConcreteMallocBlock) return "_NSConcreteMallocBlock";
    return "unknown";
}

static const char *blockKind(const void *block) {
    const struct Block_layout *layout = block;
    if (layout->isa == _NSConcreteGlobalBlock) return "global";
    if (layout->isa == _NSConcreteMallocBlock || (layout->flags & BLOCK_NEEDS_FREE)) return "malloc";
    if (layout->isa == _NSConcreteStackBlock) return "stack";
    return "unknown";
}

int main(void) {
    int local = 42;
    const int folded = 7;

    // expected-block-kind@+1 {{global}}
    void (^globalBlock)(void) = ^{ printf("I capture nothing\n"); };
    // expected-capture@+2 {{local: value}}
    // expected-block-kind@+1 {{stack}}
    void (^stackBlock)(void) = ^{ printf("local = %d\n", local); };
    // expected-block-kind@+1 {{global}}
    void (^constBlock)(void) = ^{ printf("folded = %d\n", folded); };
    void (^heapBlock)(void) = Block_copy(stackBlock);
    void (^globalCopy)(void) = Block_copy(globalBlock);

    printf("globalBlock: %s\n", blockKind(globalBlock));   // expected-output: globalBlock: global
    printf("stackBlock:  %s\n", blockKind(stackBlock));    // expected-output: stackBlock:  stack
    printf("constBlock:  %s\n", blockKind(constBlock));    // expected-output: constBlock:  global
    printf("Block_copy(stackBlock):  %s\n", blockKind(heapBlock));  // expected-output: Block_copy(stackBlock):  malloc
    printf("  its isa: %s, BLOCK_NEEDS_FREE: %s\n",                  // expected-output:   its isa: _NSConcreteStackBlock, BLOCK_NEEDS_FREE: yes
           isaName(heapBlock), (((struct Block_layout *)(void *)heapBlock)->flags & BLOCK_NEEDS_FREE) ? "yes" : "no");
    printf("  the stack original is untouched: %s, %s\n",            // expected-output:   the stack original is untouched: _NSConcreteStackBlock, stack
           isaName(stackBlock), blockKind(stackBlock));
    printf("Block_copy(globalBlock): %s, same block: %s\n",         // expected-output: Block_copy(globalBlock): global, same block: yes
           blockKind(globalCopy), (void *)globalCopy == (void *)globalBlock ? "yes" : "no");

    // Copying a heap block again only bumps its reference count: still the same block.
    void (^again)(void) = Block_copy(heapBlock);
    printf("Block_copy(heapBlock) is the same block: %s\n",          // expected-output: Block_copy(heapBlock) is the same block: yes
           (void *)again == (void *)heapBlock ? "yes" : "no");

    globalBlock();   // expected-output: I capture nothing
    heapBlock();     // expected-output: local = 42
    constBlock();    // expected-output: folded = 7

    Block_release(again);
    Block_release(heapBlock);
    Block_release(globalCopy);
    return 0;
}
