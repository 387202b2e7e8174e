import CaptureAnalyzer
import Findings
import SwiftSyntax

/// `retain-cycle` in Swift: an escaping closure that holds `self` strongly and that `self` keeps
/// (a property, a collection, a `lazy var`, a Combine subscription, a dispatch source's handler,
/// a work item, operation or thread it keeps), or a method reference `self` keeps.
extension RetainCycleRule: SwiftLintRule {

    /// How to fix it.
    package static let swiftFixHint =
        "Capture self weakly (`{ [weak self] in guard let self else { return } … }`) or unowned when the closure "
        + "cannot outlive self, or set the stored closure to nil when it has done its work."

    /// Swift snippets that trigger the rule.
    package static let swiftTriggeringExamples = [
        """
        import Foundation
        final class Owner {
            var handler: (() -> Void)?
            var handlers: [() -> Void] = []
            var byName: [String: () -> Void] = [:]
            lazy var lazyHandler: () -> Void = { ↓self.tick() }
            var work: DispatchWorkItem?
            var source: DispatchSourceTimer?
            func tick() {}
            func property() { self.handler = { ↓self.tick() } }
            func bare() { handler = { [↓self] in tick() } }
            func collection() { handlers.append { ↓self.tick() } }
            func dictionary() { byName["x"] = { ↓self.tick() } }
            func local() {
                let h = { ↓self.tick() }
                handler = h
            }
            func methodReference() { handler = ↓tick }
            func workItem() { work = DispatchWorkItem { ↓self.tick() } }
            func workItemInClosure() {
                DispatchQueue.main.async {
                    let item = DispatchWorkItem { ↓self.tick() }
                    self.work = item
                }
            }
            func dispatchSource() {
                let timer = DispatchSource.makeTimerSource()
                timer.setEventHandler { ↓self.tick() }
                source = timer
            }
            func nestedWeak() { handler = { DispatchQueue.main.async { [weak ↓self] in self?.tick() } } }
            func associated() { objc_setAssociatedObject(self, &key, { ↓self.tick() }, .OBJC_ASSOCIATION_RETAIN) }
            func log(_ message: @autoclosure @escaping () -> String) { handlers.append { _ = message() } }
            func autoclosure() { log(↓self.description) }
            var description: String { "owner" }
        }
        """,
        """
        import Combine
        final class Model {
            @Published var value = 0
            var cancellables = Set<AnyCancellable>()
            var subscription: AnyCancellable?
            func bind(_ p: PassthroughSubject<Int, Never>) {
                p.sink { ↓self.value = $0 }.store(in: &cancellables)
                subscription = p.sink { v in ↓self.value = v }
                p.assign(to: \\.value, on: ↓self).store(in: &cancellables)
                p.map { $0 + ↓self.value }.filter { _ in true }.sink { _ in }.store(in: &cancellables)
            }
        }
        """,
        """
        import Foundation
        final class Button {
            let action: () -> Void
            init(action: @escaping () -> Void) { self.action = action }
        }
        final class Screen: NSObject {
            @objc dynamic var title = ""
            var button: Button?
            var observation: NSKeyValueObservation?
            func tap() {}
            func build() {
                button = Button(action: { ↓self.tap() })
                observation = observe(\\.title) { _, _ in ↓self.tap() }
            }
        }
        """,
        """
        import RxSwift
        import ReactiveSwift
        import PromiseKit
        final class Feed {
            let disposeBag = DisposeBag()
            let disposables = CompositeDisposable()
            var subscription: Disposable?
            var pending: Promise<Int>?
            var count = 0
            func bind(_ taps: Observable<Void>, _ values: Signal<Int, Never>) {
                taps.subscribe(onNext: { ↓self.count += 1 }).disposed(by: disposeBag)
                taps.map { ↓self.count }.subscribe(onNext: { _ in }).disposed(by: disposeBag)
                subscription = taps.subscribe(onNext: { ↓self.count += 1 })
                disposeBag.insert(taps.bind { ↓self.count += 1 })
                disposables += values.observeValues { ↓self.count = $0 }
                pending?.done { ↓self.count = $0 }
            }
        }
        """,
        """
        final class Job {
            var onDone: (() -> Void)?
            func finish() {}
        }
        func run(_ parameter: Job) {
            let job = Job()
            job.onDone = { ↓job.finish() }
            let outer = Job()
            outer.onDone = { [weak outer] in
                guard let outer else { return }
                outer.onDone = { ↓outer.finish() }
            }
            var step: ((Int) -> Void)?
            step = { n in if n > 0 { ↓step?(n - 1) } }
            step?(3)
            guard let made = makeJob() as? Job else { return }
            made.onDone = { [weak parameter] in parameter?.finish(); ↓made.finish() }
            var token: AnyCancellable?
            token = AnyCancellable { print(↓token as Any) }
        }
        """,
        """
        import Combine
        import CoreMotion
        final class Monitor {
            var cancellables = Set<AnyCancellable>()
            let activityManager = CMMotionActivityManager()
            var handler: ((Int) -> Void)?
            var last: CMMotionActivity?
            lazy var restore: () -> Void = {
                let first = 0
                return { ↓self.handle(first) }
            }()
            func handle(_ value: Int) {}
            func start(_ p: PassthroughSubject<Int, Never>) {
                p.sink(receiveValue: ↓handle(_:)).store(in: &cancellables)
                handler = ↓self.handle
                activityManager.startActivityUpdates(to: .main) { ↓self.last = $0 }
            }
        }
        final class LoginAlert: UIAlertController {
            let field = UITextField()
            func logIn() {}
            func setUp() {
                addAction(UIAlertAction(title: "Log in", style: .default) { _ in ↓self.logIn() })
                field.addAction(UIAction { _ in ↓self.logIn() }, for: .editingChanged)
            }
        }
        """,
    ]

    /// Swift snippets that do not trigger it.
    package static let swiftNonTriggeringExamples = [
        """
        import Foundation
        final class Owner {
            var handler: (() -> Void)?
            weak var delegate: AnyObject?
            var items: [Int] = []
            lazy var total: Int = { self.items.count }()
            func tick() {}
            func weakCapture() { handler = { [weak self] in self?.tick() } }
            func unownedCapture() { handler = { [unowned self] in self.tick() } }
            func notStored() { DispatchQueue.main.async { self.tick() } }
            func nonEscaping() { items.forEach { _ in self.tick() }; _ = items.map { $0 + self.items.count } }
            func sync() { DispatchQueue.global().sync { self.tick() } }
            func unknownCallee(_ run: (@escaping () -> Void) -> Void) { run { self.tick() } }
            func storedElsewhere(_ other: Owner) { other.handler = { self.tick() } }
            func localOnly() { let h = { self.tick() }; h() }
            func weaklyAssociated() { objc_setAssociatedObject(self, &key, { self.tick() }, .OBJC_ASSOCIATION_ASSIGN) }
            func now(_ message: @autoclosure () -> String) { _ = message() }
            func autoclosureRunNow() { now(self.description) }
            var description: String { "owner" }
        }
        final class Feed {
            let disposeBag = DisposeBag()
            var count = 0
            func bind(_ taps: Observable<Void>, other: DisposeBag) {
                taps.subscribe(onNext: { [weak self] in self?.count += 1 }).disposed(by: disposeBag)
                taps.subscribe(onNext: { self.count += 1 }).disposed(by: other)
                _ = [1, 2].map { self.count + $0 }
                taps.unknownOperator { self.count += 1 }.disposed(by: disposeBag)
            }
        }
        final class Screen {
            var token: AnyObject?
            var count = 0
            var refresh: (() -> Void)?
            func bind(_ taps: Observable<Void>) {
                refresh = { [weak self] in
                    self?.token = taps.subscribe(onNext: { self?.count += 1 })
                }
            }
        }
        func run(job: Job, other: Job, task: Job) {
            task.onDone = { task.finish() }
            let local = Job()
            local.onDone = { [weak local] in local?.finish() }
            let once = Job()
            once.onDone = { once.finish(); once.onDone = nil }
            job.onDone = { other.finish() }
            var step: ((Int) -> Void)?
            step = { n in if n > 0 { step?(n - 1) } }
            step?(3)
            step = nil
            guard let given = task.next as? Job else { return }
            given.onDone = { given.finish() }
            var cancellable: AnyCancellable?
            cancellable = AnyCancellable { print(cancellable as Any) }
            job.onDone = { cancellable?.cancel() }
        }
        final class Cache {
            var items: [Int] = []
            func load(_ make: () -> Promise<Int>) {
                let pending = make()
                pending.done { pending in self.items.append(pending) }
            }
        }
        final class Monitor {
            var handler: ((Int) -> Void)?
            var items: [Int] = []
            func handle(_ value: Int) {}
            func start(_ other: Monitor, _ p: PassthroughSubject<Int, Never>) {
                NotificationCenter.default.addObserver(self, selector: #selector(handle), name: nil, object: nil)
                items.forEach(handle)
                handler = other.handle
                DispatchQueue.main.async(execute: { self.handle(0) })
                _ = p.sink(receiveValue: handle(_:))
                handler = { [weak self] value in self?.handle(value) }
            }
            func local() {
                let handle = { (value: Int) in print(value) }
                handler = handle
            }
            func alert() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in self.handle(0) })
                present(alert, animated: true)
            }
        }
        class Base { func addAction(_ action: UIAlertAction) {} }
        final class Screen2: Base {
            func tap() {}
            func setUp() { addAction(UIAlertAction(title: "OK", style: .default) { _ in self.tap() }) }
        }
        struct Value {
            var handler: (() -> Void)?
            func tick() {}
            mutating func set() { let copy = self; handler = { copy.tick() } }
        }
        """
    ]

    /// Methods of a dispatch source that keep their handler on the source.
    package static let sourceHandlerSetters: Set<String> = [
        "setEventHandler", "setCancelHandler", "setRegistrationHandler",
    ]

    /// Reports closures and method references kept by the `self` they hold.
    package func check(_ model: SwiftSourceModel) -> [Finding] {
        var findings: [Finding] = []
        for closure in model.closures {
            guard let use = SwiftSourceModel.strongSelfUse(in: closure) else { continue }
            let kind = model.selfKind(at: closure)
            guard kind == .reference || kind == .unknown, let (path, site) = keeper(of: ExprSyntax(closure), in: model)
            else { continue }
            var notes = [note(model, at: site, "self keeps the closure here")]
            if let until = libraryRelease(of: ExprSyntax(closure), model) {
                notes.append(note(model, at: site, until))
            }
            if let label = path.split(separator: " → ").dropFirst().first, let clear = clearing(String(label), model) {
                notes.append(
                    note(
                        model, at: clear,
                        "\(label) is set to nil here: the cycle lasts until this runs, and for ever on any path "
                            + "that skips it"
                    ))
            }
            findings.append(
                finding(
                    model, at: use,
                    "closure kept by self captures self strongly: \(path) → self; neither is ever deallocated",
                    notes: notes, cycle: path + " → self"))
        }
        for cycle in model.localCycles() {
            let message =
                cycle.path.hasPrefix("\(cycle.name)'s box → closure")
                ? "closure stored in the variable '\(cycle.name)' calls it through that variable: \(cycle.path); "
                    + "the closure is never deallocated"
                : cycle.path.hasPrefix("\(cycle.name)'s box")
                    ? "closure kept through the variable '\(cycle.name)' uses that variable: \(cycle.path); neither "
                        + "is ever deallocated"
                    : "closure kept by '\(cycle.name)' captures '\(cycle.name)' strongly: \(cycle.path); neither is "
                        + "ever deallocated"
            var notes = [note(model, at: cycle.site, "the closure is kept here")]
            if let closure = cycle.use.ancestorClosure, let until = libraryRelease(of: ExprSyntax(closure), model) {
                notes.append(note(model, at: cycle.site, until))
            }
            findings.append(finding(model, at: cycle.use, message, notes: notes, cycle: cycle.path))
        }
        findings += autoclosures(model)
        findings += methodReferences(model)
        findings += assignSubscriptions(model)
        return findings
    }

    /// `publisher.assign(to: \.value, on: self)` kept by self: the subscription holds self strongly.
    private func assignSubscriptions(_ model: SwiftSourceModel) -> [Finding] {
        model.calls.compactMap { call in
            guard SwiftSourceModel.calleeBaseName(call) == "assign",
                let target = SwiftSourceModel.argument("on", of: call),
                SwiftSourceModel.isSelf(target), model.selfKind(at: call) == .reference,
                let store = model.storeBySelf(of: ExprSyntax(call))
            else { return nil }
            return finding(
                model, at: target,
                "assign(to:on: self) holds self strongly and self keeps the subscription: self → \(store.label) → "
                    + "subscription → self",
                notes: [note(model, at: store.site, "self keeps the subscription here")],
                cycle: "self → \(store.label) → subscription → self")
        }
    }

    /// The cycle path and the storing statement, when `self` keeps `closure` (a closure
    /// expression, or a method reference that holds `self` as one does).
    func keeper(of closure: ExprSyntax, in model: SwiftSourceModel) -> (String, Syntax)? {
        // A callee that stores the closure names the member it keeps it in: the longer path first.
        if let call = ClosureCall.call(taking: closure), let path = keptThroughCallee(call, closure, model) {
            return path
        }
        if let store = model.storeBySelf(of: closure) { return ("self → \(store.label) → closure", store.site) }
        guard let call = ClosureCall.call(taking: closure) else { return nil }
        let callee = SwiftSourceModel.calleeName(call)
        let base = SwiftSourceModel.calleeBaseName(call)
        // KVO: `object.observe(\.key) { … }` returns the observation that keeps the closure.
        let isObservation = base == "observe" && call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true
        if ClosureCall.keepingInitializers.contains(callee) || base == "sink" || isObservation,
            let store = model.storeBySelf(of: ExprSyntax(call))
        {
            let object = base == "sink" ? "subscription" : isObservation ? "observation" : callee
            return ("self → \(store.label) → \(object) → closure", store.site)
        }
        if let path = keptBySubscriptionChain(call, model) { return path }
        if let path = keptByLibrary(call, model) { return path }
        // `objc_setAssociatedObject(self, &key, { self… }, .OBJC_ASSOCIATION_RETAIN)`: self keeps it.
        if callee == "objc_setAssociatedObject", let host = call.arguments.first?.expression,
            SwiftSourceModel.isSelf(host),
            call.arguments.count >= 3,
            model.outermostValue(closure).id
                == call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: 2)].expression.id,
            !(call.arguments.last?.expression.trimmedDescription.contains("ASSIGN") ?? false)
        {
            return ("self → associated object → closure", Syntax(call))
        }
        if Self.sourceHandlerSetters.contains(base),
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        {
            if let path = model.selfMemberPath(receiver) {
                return ("self → \(path) → \(base) handler", Syntax(call))
            }
            if let ref = receiver.as(DeclReferenceExprSyntax.self),
                let value = model.localInitializer(named: ref.baseName.text, at: call),
                let store = model.storeBySelf(of: value)
            {
                return ("self → \(store.label) → \(base) handler", store.site)
            }
        }
        return nil
    }

    /// An assignment of `nil` to the member `label` or to a member on its path (`self.handler = nil`).
    private func clearing(_ label: String, _ model: SwiftSourceModel) -> SequenceExprSyntax? {
        model.assignments.first { assignment in
            let elements = Array(assignment.elements)
            guard elements.count == 3, elements[2].is(NilLiteralExprSyntax.self),
                let cleared = model.selfMemberPath(elements[0])
            else { return false }
            // Clearing `self.delegate` also lets go of what `self.delegate.handler` kept.
            return label == cleared || label.hasPrefix(cleared + ".") || label.hasPrefix(cleared + "[")
        }
    }

    /// `downloader.fetch(url) { self… }` where `fetch` (declared in this file) stores its escaping
    /// parameter in its own member, and self keeps the receiver: a member of self, self itself, or
    /// the call returns a handle that holds the receiver and self keeps that handle.
    private func keptThroughCallee(
        _ call: FunctionCallExprSyntax, _ closure: ExprSyntax,
        _ model: SwiftSourceModel
    ) -> (String, Syntax)? {
        guard let stored = model.storedParameter(of: call, closure: closure) else { return nil }
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let method = SwiftSourceModel.calleeBaseName(call)
        let inside = "\(method)(_:) → \(stored.label.replacingOccurrences(of: "self.", with: ""))"
        let isInitializer = method.first?.isUppercase == true || method == "init"
        if !isInitializer, receiver == nil || receiver.map(SwiftSourceModel.isSelf) == true {
            return ("self → \(inside) → closure", Syntax(call))
        }
        if !isInitializer, let receiver, let path = model.selfMemberPath(receiver) {
            return ("self → \(path) → \(inside) → closure", Syntax(call))
        }
        if stored.returnsSelf, let receiver, let store = model.storeBySelf(of: ExprSyntax(call)) {
            return ("self → \(store.label) → \(receiver.trimmedDescription) → \(inside) → closure", store.site)
        }
        // `self.button = Button(action: { self… })` with Button's initializer keeping `action`.
        if isInitializer, let store = model.storeBySelf(of: ExprSyntax(call)) {
            return (
                "self → \(store.label) → \(stored.label.replacingOccurrences(of: "self.", with: "")) → closure",
                store.site
            )
        }
        return nil
    }

    /// `publisher.map { self… }.sink { _ in }.store(in: &cancellables)`: an operator's closure in a
    /// Combine chain that ends in `sink` or `assign` kept by self; the subscription keeps every
    /// operator's closure.
    private func keptBySubscriptionChain(_ call: FunctionCallExprSyntax, _ model: SwiftSourceModel) -> (String, Syntax)?
    {
        var current = call
        while let next = SwiftSourceModel.chainedCall(after: current) {
            current = next
            let name = SwiftSourceModel.calleeBaseName(next)
            guard name == "sink" || name == "assign" else { continue }
            guard let store = model.storeBySelf(of: ExprSyntax(next)) else { return nil }
            return (
                "self → \(store.label) → subscription → \(SwiftSourceModel.calleeBaseName(call)) closure",
                store.site
            )
        }
        return nil
    }

    /// A library API of `Knowledge/closure-keepers.yml` keeps the closure, and self keeps the keeper: the
    /// call's result (stored, `.disposed(by: bag)`, `bag.insert(…)`), its receiver, or the chain's end.
    private func keptByLibrary(_ call: FunctionCallExprSyntax, _ model: SwiftSourceModel) -> (String, Syntax)? {
        let name = SwiftSourceModel.calleeBaseName(call)
        guard let keeper = model.keepers.keeper(method: name, firstLabel: ClosureCall.firstLabel(of: call)) else {
            return nil
        }
        switch keeper.keptBy {
        case .result:
            guard let store = model.resultKeptBySelf(call) else { return nil }
            return ("self → \(store.label) → \(name) result → closure", store.site)
        case .receiver:
            guard let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
            if let path = model.selfMemberPath(receiver) {
                return ("self → \(path) → \(name) closure", Syntax(call))
            }
            if let ref = receiver.as(DeclReferenceExprSyntax.self),
                let value = model.localInitializer(named: ref.baseName.text, at: call),
                let store = model.storeBySelf(of: value)
            {
                return ("self → \(store.label) → \(name) closure", store.site)
            }
            return keptThroughOperators(call, name, model)
        case .chain:
            // Up the chain to the call whose result keeps every operator's closure; operators
            // the list does not know (`observe(on:)`, `asDriver()`) pass the chain on.
            var current = call
            while let next = SwiftSourceModel.chainedCall(after: current) {
                current = next
                let nextName = SwiftSourceModel.calleeBaseName(next)
                guard
                    model.keepers.keeper(method: nextName, firstLabel: ClosureCall.firstLabel(of: next))?.keptBy
                        == .result
                else { continue }
                guard let store = model.resultKeptBySelf(next) else { return nil }
                return ("self → \(store.label) → \(nextName) result → \(name) closure", store.site)
            }
            return nil
        case .argument, .nobody, .source:  // Objective-C and C kinds: a Swift entry has none
            return nil
        }
    }

    /// "RxSwift keeps the closure until …" when the closure goes to a listed API that lets go
    /// on its own: the cycle lasts until then, and for ever if that never happens.
    func libraryRelease(of closure: ExprSyntax, _ model: SwiftSourceModel) -> String? {
        var call = ClosureCall.call(taking: closure)
        while let current = call {
            let keeper = model.keepers.keeper(
                method: SwiftSourceModel.calleeBaseName(current), firstLabel: ClosureCall.firstLabel(of: current))
            if let keeper, keeper.keptBy != .chain {
                return keeper.until.map {
                    "\(keeper.library) keeps the closure until \($0): the cycle lasts until then, and for ever if "
                        + "that never happens"
                }
            }
            guard keeper != nil else { return nil }
            call = SwiftSourceModel.chainedCall(after: current)
        }
        return nil
    }
}
