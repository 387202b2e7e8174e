// var-let-capture (Swift): a closure shares a captured `var` through a heap box, and copies a `let`.
//
// What to look at
//   The C block in value-capture.c copied `num` when it was created: it printed 6 although num
//   had become 2. A Swift closure does the opposite for a `var`: the closure and the function
//   share ONE variable, kept in a heap box (SIL `alloc_box`, the twin of a `__block` variable),
//   so the closure prints 2. A `let` can never change, so the compiler just copies its value
//   into the closure's context. `capcheck explain` on this file says `num  box` and
//   `step  value`, and draws the context the closure allocates: the box pointer at +16, the Int
//   at +24, exactly the two captures RetainGraph reads from the live context.
//
// Try
//   1. capcheck explain --package . Examples/var-let-capture/var-let-capture.swift
//   2. Make `num` a `let` (and delete `num = 2` and `bump`): explain now says `num  value`.
//
// Run: capcheck examples --only var-let-capture --explain

/// A display that keeps the closures it was given (so they outlive the function that made them).
final class Scoreboard {
    var show: () -> Void = {}
    var bump: () -> Void = {}
}

func varLetCapture() {
    let board = Scoreboard()
    var num = 6          // a var captured by an escaping closure: boxed and shared
    let step = 10        // a let: its value is copied into the context
    board.show = { print("num = \(num), step = \(step)") }   // expected-capture {{num: box}} {{step: value}}
    board.bump = { num += step }                              // expected-capture {{num: box}} {{step: value}}
    observeClosureContexts([board])

    num = 2              // the function writes the shared variable...
    board.show()         // expected-output: num = 2, step = 10
    board.bump()         // ...and the closure writes it too
    print("after bump() the function sees num = \(num)")   // expected-output: after bump() the function sees num = 12
}
