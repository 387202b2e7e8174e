func deferred() -> Int {
    var calls = 0
    let log = "done"
    defer { calls += 1; print(log) }
    calls += 1
    return calls
}
