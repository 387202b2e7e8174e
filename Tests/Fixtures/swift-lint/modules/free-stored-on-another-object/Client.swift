final class Client {
    var count = 0
    func register(in registry: Registry) {
        registry.add { self.count += 1 }
    }
    deinit { print("DEINIT Client") }
}
