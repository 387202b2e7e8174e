// truth: leaks Probe
// A closure stored in the `var` it calls through: the closure holds the variable's box, the box
// holds the closure, and everything the closure captures (the probe) stays alive with them.
final class Probe {
    deinit { print("DEINIT Probe") }
}
func countDown() {
    let probe = Probe()
    var step: ((Int) -> Void)?
    step = { n in
        _ = probe
        if n > 0 { step?(n - 1) } // expected-warning [retain-cycle]
    }
    step?(3)
}
countDown()
print("END")
