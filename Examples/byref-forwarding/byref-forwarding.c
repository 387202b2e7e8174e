// byref-forwarding: a `__block` variable lives in a small struct that Block_copy moves to the heap;
// `__forwarding` is how every user, old or new, finds the one current copy.
//
// What to look at
//   `__block int x` is not a plain int on the stack. The compiler builds a "byref" struct:
//       struct __Block_byref_x_0 { void *__isa; struct __Block_byref_x_0 *__forwarding;
//                                  int __flags; int __size; int x; };
//   Every use of `x` (in main AND in the block) is compiled as `x.__forwarding->x`.
//   At first `__forwarding` points to the struct itself, on the stack. Block_copy copies the
//   block to the heap and, because the block uses `x`, moves the byref struct to the heap too,
//   then points the OLD struct's `__forwarding` at the NEW one. From then on `&x` in main is a
//   heap address, and the stack block, the heap block and main all share one `x`.
//
// Try
//   1. Remove `__block`: the program no longer compiles (`x += 1` in the block is not allowed).
//   2. Remove the Block_copy: the address of x never changes (nothing moved it).
//
// Run: capcheck examples --only byref-forwarding --explain
#include <Block.h>
#include <Block_private.h>
#include <stdio.h>

// The layout of a block that captures exactly one __block variable: the standard header,
// then a pointer to the variable's byref struct (see Block_private.h).
struct BlockWithOneByref {
    struct Block_layout header;
    struct Block_byref_header *x;
};

int main(void) {
    __block int x = 10;
    void *before = &x;
    printf("before copy: &x = %p\n", before);   // expected-output: before copy: &x = {{0x[0-9a-f]+}}

    // expected-capture@+2 {{x: byref}}
    // expected-block-kind@+1 {{stack}}
    void (^increment)(void) = ^{ x += 1; };

    struct Block_byref_header *stackByref = ((struct BlockWithOneByref *)(void *)increment)->x;
    printf("__forwarding points to itself: %s\n",   // expected-output: __forwarding points to itself: yes
           (void *)stackByref->forwarding == (void *)stackByref ? "yes" : "no");

    void (^heapIncrement)(void) = Block_copy(increment);   // moves the block AND x to the heap

    void *after = &x;
    printf("after copy:  &x = %p\n", after);     // expected-output: after copy:  &x = {{0x[0-9a-f]+}}
    printf("x moved: %s\n", after != before ? "yes" : "no");                 // expected-output: x moved: yes
    printf("old __forwarding now points to the heap copy: %s\n",             // expected-output: old __forwarding now points to the heap copy: yes
           (void *)stackByref->forwarding != (void *)stackByref ? "yes" : "no");

    // All three paths reach the same heap x through __forwarding.
    increment();        // the stack block: its byref pointer is the old struct, forwarded
    heapIncrement();    // the heap block: points at the heap struct directly
    x += 1;             // main: x.__forwarding->x
    printf("x = %d\n", x);   // expected-output: x = 13

    Block_release(heapIncrement);
    return 0;
}
