func localFunctions() -> () -> Void {
    var count = 0
    let label = "x"
    func bump() { count += 1 }
    func show() { print(label, count) }
    bump()
    let keep = { bump(); show() }
    defer { count = 0 }
    return keep
}
