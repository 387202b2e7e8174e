// truth: leaks SettingsModel
// A closure kept by a value that self keeps through other values: a binding (SwiftUI's
// Binding(get:set:), with a stand-in here) inside a setting built by a struct's memberwise
// initializer, returned by a compactMap closure whose result self stores; and a closure in an
// array literal that self stores.
struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
}
struct Setting {
    let name: String
    let isEnabled: Binding<Bool>
}
final class SettingsModel {
    var settings: [Setting] = []
    var actions: [() -> Void] = []
    var enabled: Set<String> = []
    func populate(_ names: [String]) {
        settings = names.compactMap { name in
            return Setting(name: name, isEnabled: Binding(get: {
                self.enabled.contains(name) // expected-warning [retain-cycle]
            }, set: { [weak self] on in
                if on { self?.enabled.insert(name) } else { self?.enabled.remove(name) }
            }))
        }
        actions = [{ print(self.enabled.count) }] // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT SettingsModel") }
}
do { SettingsModel().populate(["a", "b"]) }
print("END")
