// weak-unowned-capture (Swift): strong, `[weak self]` and `[unowned self]` captures of an owner.
//
// What to look at
//   A `Player` keeps a closure in `onFinish`. Captured strongly, self keeps the closure and the
//   closure keeps self: `deinit` never runs, and RetainGraph finds `Player -> Player` (a
//   closure whose only capture is one object uses that object itself as its context).
//   `[weak self]` stores a weak reference in a small heap box of its own (explain: `box, weak`);
//   it becomes nil when the player goes, and the closure does nothing. `[unowned self]` keeps
//   an unowned reference right in the context (explain: `value, unowned`): no cycle either, but
//   calling the closure after the player is gone would trap instead of doing nothing.
//
// Try
//   1. Call `keep?()` at the very end with `[unowned self]`: the program traps.
//
// Run: capcheck examples --only weak-unowned-capture --explain

final class Player {
    let name: String
    var onFinish: (() -> Void)?
    var plays = 0

    init(name: String) { self.name = name }
    deinit { print("\(name): deinit") }

    func finishStrongly() { onFinish = { self.plays += 1 } }                   // expected-capture {{self: value strong}}
    func finishWeakly() { onFinish = { [weak self] in self?.plays += 1 } }     // expected-capture {{self: box weak list}}
    func finishUnowned() { onFinish = { [unowned self] in self.plays += 1 } }  // expected-capture {{self: value unowned list}}
}

func weakUnownedCapture() {
    var strong: Player? = Player(name: "strong player")
    strong?.finishStrongly()
    observeClosureContexts([strong!])
    weak let probe = strong
    strong = nil
    print("strong player: still alive: \(probe != nil)")   // expected-output: strong player: still alive: true
    if let probe { printRetainCycles(from: [probe]) }        // expected-cycle {{Player -> Player}}

    var weakly: Player? = Player(name: "weak player")
    weakly?.finishWeakly()
    observeClosureContexts([weakly!])
    let keep = weakly?.onFinish
    weakly = nil                                             // expected-output: weak player: deinit
    keep?()                                                  // self is nil now: nothing happens
    print("weak player: closure called after deinit, no crash")   // expected-output: weak player: closure called after deinit, no crash

    var unowned: Player? = Player(name: "unowned player")
    unowned?.finishUnowned()
    observeClosureContexts([unowned!])
    unowned?.onFinish?()
    print("unowned player: plays = \(unowned?.plays ?? -1)")   // expected-output: unowned player: plays = 1
    unowned = nil                                            // expected-output: unowned player: deinit
}
