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
