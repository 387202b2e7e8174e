// weak-strong-dance (Swift): `[weak self]` and `guard let self` are Swift's weak-strong dance.
//
// What to look at
//   `Chart` keeps a closure in `onUpdate`. If that closure uses `self` without a capture list,
//   the closure holds self strongly: Chart -> closure -> Chart. Setting the last outside
//   reference to nil then frees nothing: `deinit` never runs. RetainGraph prints the cycle as
//   `Chart -> Chart` (edge `onUpdate`): a closure that captures exactly one object needs no
//   context box of its own, the object itself is the closure's context.
//   With `[weak self]` the context holds a weak reference; `guard let self else { return }`
//   makes it strong only while the closure runs. Now `deinit` runs as soon as the outside
//   reference goes away.
//
// Try
//   1. Replace `[weak self]` with `[unowned self]`: still no cycle, but calling onUpdate after
//      the Chart is gone would crash instead of doing nothing.
//
// Run: capcheck examples --only weak-strong-dance --explain
final class Chart {
    let name: String
    var onUpdate: (() -> Void)?
    var redraws = 0

    init(name: String) { self.name = name }
    deinit { print("\(name): deinit") }

    func observeStrongly() {
        onUpdate = { self.redraws += 1 }             // strong self: a cycle
    }

    func observeWeakly() {
        onUpdate = { [weak self] in
            guard let self else { return }          // strong only while the closure runs
            self.redraws += 1
        }
    }
}

func weakStrongDance() {
    var strong: Chart? = Chart(name: "strong chart")
    strong?.observeStrongly()
    strong?.onUpdate?()
    weak let probe = strong          // a weak reference keeps nothing alive: it only lets us look
    strong = nil                     // the last outside strong reference is gone...
    print("strong chart: set to nil, still alive: \(probe != nil)")   // expected-output: strong chart: set to nil, still alive: true
    if let probe { printRetainCycles(from: [probe]) }   // expected-cycle {{Chart -> Chart}}

    var weak: Chart? = Chart(name: "weak chart")
    weak?.observeWeakly()
    weak?.onUpdate?()
    if let weak { printRetainCycles(from: [weak]) }      // no cycle: nothing printed
    print("weak chart: redraws = \(weak?.redraws ?? -1)")   // expected-output: weak chart: redraws = 1
    weak = nil                                              // expected-output: weak chart: deinit
    print("weak chart: set to nil")                         // expected-output: weak chart: set to nil
}
