struct Wrapper<T> {
    var item: T
    func makeGetter() -> () -> T { { self.item } }
}
func generic<T: Equatable>(_ value: T, _ other: T) -> () -> Bool {
    var seen = value
    return { seen = other; return seen == value }
}
final class Holder<Element: AnyObject> {
    var element: Element
    init(element: Element) { self.element = element }
    func capture() -> () -> Element { { [unowned self] in self.element } }
}
final class Sink {
    var pending: (() -> Void)?
}
// A class-bound generic value is a reference: the closure holds it strongly (passed directly,
// where an unconstrained `T` is passed by address).
func keep<T: AnyObject>(_ value: T, optional: T?, in sink: Sink) {
    sink.pending = { _ = value; _ = optional }
}
// A var of such a type is shared in a box that holds the object strongly.
func keepBoxed<T: AnyObject>(_ value: T, in sink: Sink) {
    var current = value
    sink.pending = { current = value; _ = current }
}
func keepAny<T>(_ value: T, in sink: Sink) {
    sink.pending = { _ = value }
}
