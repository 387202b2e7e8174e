extension Store {
    func setUp() {
        validations.append { [weak self] in self?.check() }
        runNow { self.check() }
    }

    /// Runs the closure and keeps nothing: the same shape of call, no cycle.
    func runNow(_ body: @escaping () -> Void) { body() }
}
