// escaping-nonescaping (Swift): only an escaping closure can keep its captures alive.
//
// What to look at
//   A closure passed to a non-escaping parameter (`forEach`, `map`, `withLock`, your own
//   `(…) -> Void` parameter) only runs during the call. Its context is built on the stack,
//   never retained, and it captures variables by ADDRESS (explain: `address`, SIL
//   `inout_aliasable`): using `self` strongly in it cannot make a cycle.
//   An `@escaping` closure may outlive the call, so its captures are copied or boxed into a
//   heap context; stored in a property of the object it captures, it makes a cycle.
//
// Try
//   1. capcheck explain --package . Examples/escaping-nonescaping/escaping-nonescaping.swift: the
//      `forEach` closure is `non-escaping` with `total  address`; `remember`'s is `escaping`.
//
// Run: capcheck examples --only escaping-nonescaping --explain

final class Basket {
    let name: String
    var items = [2, 3, 4]
    var total = 0
    var later: (() -> Void)?

    init(name: String) { self.name = name }
    deinit { print("\(name): deinit") }

    /// Non-escaping: the closure runs inside `forEach` and is gone when it returns.
    func sum() {
        var total = 0
        // expected-closure@+1 {{non-escaping}}
        items.forEach { total += $0 * self.items.count }   // expected-capture {{total: address}} {{self: value strong}}
        self.total = total
    }

    /// Escaping: the closure is stored in `self`, and it holds `self`.
    func remember() {
        let tax = 2
        // expected-closure@+1 {{escaping}}
        later = { self.total += tax }      // expected-capture {{self: value strong}} {{tax: value}}
    }
}

func escapingNonescaping() {
    var basket: Basket? = Basket(name: "summed basket")
    basket?.sum()
    print("summed basket: total = \(basket?.total ?? -1)")   // expected-output: summed basket: total = 27
    basket = nil                                             // expected-output: summed basket: deinit

    var kept: Basket? = Basket(name: "remembering basket")
    kept?.remember()
    observeClosureContexts([kept!])
    weak let probe = kept
    kept = nil
    print("remembering basket: still alive: \(probe != nil)")   // expected-output: remembering basket: still alive: true
    if let probe { printRetainCycles(from: [probe]) }   // expected-cycle {{Basket -> closure context -> Basket}}
    probe?.later = nil                                   // expected-output: remembering basket: deinit
}
