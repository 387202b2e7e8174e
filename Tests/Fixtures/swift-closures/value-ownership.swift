// Values that are not class references but hold them (or do not): a capture keeps what the
// value holds alive exactly when copying the value retains something. `probe()` prints, for each
// captured variable, whether the runtime can copy its type bit for bit (`_isPOD`), so the test
// checks explain against the run-time value witness, not against a list of types.
final class Model {
    var handler: (() -> Void)?
}

struct Holder {
    var model: Model
}

struct Point {
    var x: Int
    var y: Int
}

enum Payload {
    case object(Model)
    case nothing
}

enum Direction {
    case left, right
}

func captureValues(_ model: Model) {
    let holder = Holder(model: model)
    let point = Point(x: 1, y: 2)
    let objects = [model]
    let numbers = [1, 2, 3]
    let byName = ["a": model]
    let unique: Set<Int> = [1]
    let pair = (model, 1)
    let numbersPair = (1, 2)
    let payload = Payload.object(model)
    let direction = Direction.left
    let text = "text"
    let count: Int? = 3
    let callback: () -> Void = { _ = model }
    model.handler = {
        _ = holder; _ = point; _ = objects; _ = numbers; _ = byName; _ = unique; _ = pair
        _ = numbersPair; _ = payload; _ = direction; _ = text; _ = count; callback()
    }
}

final class Button {
    var onTap: (() -> Void)?
    func tap() {}
    func wire(to other: Button) {
        onTap = self.tap
        other.onTap = tap
    }
}

func childTask(_ model: Model) async {
    async let done: Void = work(model)
    await done
}

func work(_ model: Model) async {}

func probe() {
    let model = Model()
    let holder = Holder(model: model), point = Point(x: 1, y: 2), objects = [model], numbers = [1, 2, 3]
    let byName = ["a": model], unique: Set<Int> = [1], pair = (model, 1), numbersPair = (1, 2)
    let payload = Payload.object(model), direction = Direction.left, text = "text", count: Int? = 3
    let callback: () -> Void = { _ = model }
    func pod<T>(_ name: String, _ value: T) { print(name, _isPOD(T.self)) }
    pod("holder", holder); pod("point", point); pod("objects", objects); pod("numbers", numbers)
    pod("byName", byName); pod("unique", unique); pod("pair", pair); pod("numbersPair", numbersPair)
    pod("payload", payload); pod("direction", direction); pod("text", text); pod("count", count)
    pod("callback", callback)
}

probe()
