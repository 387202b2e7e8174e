// Closures whose capture types the runtime cannot resolve outside their generic context: a
// dependent member type, a parameter pack, a generic `var` box, an opaque type. Each stays alive
// until exit, so the exit scan reads its context; the scan must name what it could not read and
// never abort the program. One plain cycle shows the scan still ran to the end.
func made(_ name: String) { print("MADE \(name)") }
func freed(_ name: String) { print("FREED \(name)") }

final class Keeper {
    var closures: [() -> Void] = []
}
let keeper = Keeper()

func elementCapture<S: Sequence>(_ s: S) -> () -> Void {
    let first: S.Element? = s.first { _ in true }
    return { print(first as Any) }
}

func iteratorCapture<Base: AsyncSequence>(_ base: Base) -> () -> Void {
    var iterator = base.makeAsyncIterator()
    let peek: () -> Base.AsyncIterator = { iterator }
    _ = peek
    return { _ = iterator }
}

func packCapture<each T>(_ value: repeat each T) -> () -> Void {
    return { print((repeat each value)) }
}

protocol Shape { func area() -> Double }
struct Square: Shape { var side = 2.0; func area() -> Double { side * side } }
func someShape() -> some Shape { Square() }
func opaqueCapture() -> () -> Void {
    let shape = someShape()
    return { print(shape.area()) }
}

struct Numbers: AsyncSequence {
    typealias Element = Int
    struct AsyncIterator: AsyncIteratorProtocol { mutating func next() async -> Int? { nil } }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

final class ClosureOwner {
    var handler: (() -> Void)?
    init() { made("ClosureOwner") }
    deinit { freed("ClosureOwner") }
}

@inline(never) func leakOne() {
    let owner = ClosureOwner()
    owner.handler = { _ = owner }
}

keeper.closures.append(elementCapture([Keeper()]))
keeper.closures.append(elementCapture([1, 2, 3]))
keeper.closures.append(iteratorCapture(Numbers()))
keeper.closures.append(packCapture(1, "two", Keeper()))
keeper.closures.append(opaqueCapture())
leakOne()
print("END")
