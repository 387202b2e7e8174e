struct Counter {
    var count = 0
    var name = "c"
    func makeReader() -> () -> Int { { count + name.count } }
    mutating func bumpAll() { [1, 2].forEach { count += $0 } }
}
enum Mode {
    case on, off
    func describe() -> () -> String { { self == .on ? "on" : "off" } }
}
