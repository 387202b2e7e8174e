// Closures in unusual places: global and default-argument initializers, lazy properties,
// observers, attributes and typed signatures, dead code, static members, subscripts, init,
// enums, constrained extensions, actors, generic methods, throwing closures, nested local
// functions.
import Foundation
let globalHandler: () -> Int = { 42 }
var counterGlobal = 0
func withDefault(_ f: () -> Int = { 7 }) -> Int { f() }
final class Lazy {
    var y = 1
    lazy var x: Int = { self.y + 1 }()
    lazy var handler: () -> Int = { [unowned self] in self.y }
    var observed = 0 { didSet { let v = observed; DispatchQueue.main.async { print(v) } } }
    func attributes() -> () -> Void {
        let a = 1
        return { @Sendable () -> Void in print(a) }
    }
    func typed() -> (Int) -> Int {
        var total = 0
        return { [y] (value: Int) -> Int in total += value + y; return total }
    }
    func unreachable() -> () -> Int {
        let z = 3
        if false { return { z } }
        return { z + 1 }
    }
    static func staticMethod() -> () -> Int { let q = 2; return { q } }
    subscript(i: Int) -> () -> Int { { i + self.y } }
    init() { let k = 5; _ = { k + 1 }() }
}
enum E { case a(Int); var f: () -> Int { switch self { case .a(let n): return { n } } } }
extension Array where Element == Int {
    func adder() -> (Int) -> Int { { $0 + self.count } }
}
actor Counter {
    var n = 0
    func later() -> @Sendable () async -> Int { { await self.n } }
}
struct S<T> { func generic<U>(_ u: U) -> () -> (T?, U) { { (nil, u) } } }
func throwing() throws -> () throws -> Int { let e = 1; return { if e > 2 { throw CancellationError() }; return e } }
func nestedLocal() -> () -> Int {
    var v = 0
    func outer() -> () -> Int { func inner() -> Int { v += 1; return v }; return inner }
    return outer()
}
