// Existentials: a protocol only classes adopt makes `any P` a class reference (held strongly);
// a plain protocol's existential is a value (copied, address-only); AnyObject is a reference.
protocol Delegate: AnyObject { func ping() }
protocol Refined: Delegate {}
protocol Plain { func ping() }
final class Target: Refined, Plain { func ping() {} }

func capture(_ d: any Delegate, _ r: any Refined, _ p: any Plain, _ o: AnyObject, _ maybe: (any Delegate)?) -> () -> Void {
    { d.ping(); r.ping(); p.ping(); _ = o; maybe?.ping() }
}

final class Screen {
    weak var delegate: (any Delegate)?
    var onTap: (() -> Void)?
    func wire() {
        let current = delegate
        onTap = { [weak delegate] in delegate?.ping(); current?.ping() }
    }
}
