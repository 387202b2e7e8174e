@propertyWrapper
struct Clamped {
    var wrappedValue: Int { didSet { wrappedValue = min(wrappedValue, 10) } }
    init(wrappedValue: Int) { self.wrappedValue = min(wrappedValue, 10) }
}
final class Settings {
    @Clamped var volume = 5
    func makeRaise() -> () -> Void { { self.volume += 1 } }
}
func localWrapper() -> () -> Int {
    @Clamped var level = 3
    return { level += 1; return level }
}
