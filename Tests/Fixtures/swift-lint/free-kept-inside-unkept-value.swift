// truth: frees SettingsModel
// Look-alikes of cycle-kept-inside-kept-value: the settings built but not kept by self, a value
// whose initializer does not keep the closure, a transform of the values that self keeps (not
// the closures), and an array literal only iterated.
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
struct Label {
    let text: String
    init(name: String, compute: () -> Bool) { text = compute() ? name : "" }
}
final class SettingsModel {
    var labels: [Label] = []
    var counts: [Int] = []
    var enabled: Set<String> = []
    func populate(_ names: [String]) -> [Setting] {
        let settings = names.compactMap { name in
            Setting(name: name, isEnabled: Binding(get: { self.enabled.contains(name) }, set: { _ in }))
        }
        labels = names.map { name in Label(name: name, compute: { self.enabled.contains(name) }) }
        counts = names.map { name in self.enabled.contains(name) ? 1 : 0 }
        [{ print(self.enabled.count) }].forEach { $0() }
        return settings
    }
    deinit { print("DEINIT SettingsModel") }
}
do { _ = SettingsModel().populate(["a", "b"]) }
print("END")
