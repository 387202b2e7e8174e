// truth: leaks SettingsModel
// A closure kept by a value that self keeps through other values: a binding (SwiftUI's
// Binding(get:set:), with a stand-in here) inside a setting built by a struct's memberwise
// initializer, returned by a compactMap closure whose result self stores; a closure in an array
// literal that self stores; a row in a local list that a section holds, which a lazy var keeps.
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
struct Row {
    let name: String
    let action: () -> Void
}
struct Section {
    let rows: [Row]
}
final class SettingsModel {
    lazy var general: Section = {
        var rows = [Row(name: "count", action: { print(self.enabled.count) })] // expected-warning [retain-cycle]
        rows.append(Row(name: "none", action: {}))
        let section = Section(rows: rows)
        return section
    }()
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
do {
    let model = SettingsModel()
    model.populate(["a", "b"])
    _ = model.general
}
print("END")
