/// The Swift snippets of `retain-cycle`'s documentation, which are also its tests.
extension RetainCycleRule {
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
        """
        import UIKit
        final class ListController: UIViewController {
            let tableView = UITableView()
            var collectionView: UICollectionView!
            lazy var dataSource = makeDataSource()
            var grid: UICollectionViewDiffableDataSource<Int, String>?
            var onRefresh: (() -> Void)?
            func configure(_ item: String) -> UITableViewCell { UITableViewCell() }
            func makeDataSource() -> UITableViewDiffableDataSource<Int, String> {
                UITableViewDiffableDataSource(tableView: tableView) { _, _, item in ↓self.configure(item) }
            }
            func makeRefresh() -> () -> Void { { ↓self.tableView.reloadData() } }
            override func viewDidLoad() {
                super.viewDidLoad()
                onRefresh = makeRefresh()
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { c, _, item in
                    c.accessories = ↓self.accessories(for: item)
                }
                grid = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
                    view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
                }
            }
            func accessories(for item: String) -> [UICellAccessory] { [] }
        }
        final class HeaderView: UIView {
            var onClose: (() -> Void)?
        }
        final class CardView: UIView {
            func close() {}
            func setUp() {
                let header = HeaderView()
                header.onClose = { ↓self.close() }
                addSubview(header)
            }
        }
        final class CardController: UIViewController {
            func close() {}
            override func viewDidLoad() {
                super.viewDidLoad()
                let header = HeaderView()
                header.onClose = { ↓self.close() }
                view.addSubview(header)
                let child = PickerController()
                child.onPick = { ↓self.close() }
                addChild(child)
                navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction { _ in ↓self.close() })
            }
        }
        final class PickerController: UIViewController {
            var onPick: (() -> Void)?
        }
        final class InfoCell: UITableViewCell {
            var infoButtonBlock: (() -> Void)?
        }
        final class CapabilitiesController: UITableViewController {
            func present() {}
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                guard let cell = tableView.dequeueReusableCell(withIdentifier: "i", for: indexPath) as? InfoCell else {
                    return UITableViewCell()
                }
                cell.infoButtonBlock = { ↓self.present() }
                return cell
            }
        }
        final class OutletController: UIViewController, UITableViewDataSource {
            @IBOutlet weak var tableView: UITableView!
            func present() {}
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "info", for: indexPath) as! InfoCell
                cell.infoButtonBlock = { ↓self.present() }
                return cell
            }
        }
        """,
        // A weak outlet is in the view hierarchy the controller's view (a cell's content view) keeps.
        """
        import UIKit
        final class PlayerControls: UIView {
            var onPlay: (() -> Void)?
        }
        final class PlayerController: UIViewController {
            @IBOutlet weak var controls: PlayerControls!
            func play() {}
            override func viewDidLoad() {
                super.viewDidLoad()
                controls.onPlay = { ↓self.play() }
            }
        }
        final class TrackCell: UITableViewCell {
            @IBOutlet private weak var controls: PlayerControls!
            var playing = false
            func configure() { self.controls.onPlay = { ↓self.playing = true } }
        }
        """,
    ]

    /// Swift snippets that do not trigger it.
    package static let swiftNonTriggeringExamples = [
        // A weak property that is not an outlet, and an outlet of an object that keeps no view.
        """
        import UIKit
        final class PlayerControls: UIView {
            var onPlay: (() -> Void)?
        }
        final class PlayerController: UIViewController {
            weak var controls: PlayerControls?
            func play() {}
            override func viewDidLoad() {
                super.viewDidLoad()
                controls?.onPlay = { self.play() }
            }
        }
        final class PlayerPresenter: NSObject {
            @IBOutlet weak var controls: PlayerControls!
            func play() {}
            func bind() { controls.onPlay = { self.play() } }
        }
        """,
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
        final class ListController: UIViewController {
            let tableView = UITableView()
            var dataSource: UITableViewDiffableDataSource<Int, String>?
            var onRefresh: (() -> Void)?
            let helper = Helper()
            func configure(_ item: String) -> UITableViewCell { UITableViewCell() }
            func makeRefresh() -> () -> Void { { self.tableView.reloadData() } }
            override func viewDidLoad() {
                super.viewDidLoad()
                dataSource = UITableViewDiffableDataSource(tableView: tableView) { [weak self] _, _, item in
                    self?.configure(item)
                }
                makeRefresh()()
                onRefresh = helper.makeRefresh()
                let preview = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, item in
                    self.configure(item)
                }
                _ = preview
                let header = HeaderView()
                header.onClose = { [weak self] in self?.close() }
                view.addSubview(header)
                let banner = HeaderView()
                banner.onClose = { self.close() }
                banner.onClose?()
            }
            func close() {}
            func show(in window: UIWindow) {
                let floating = HeaderView()
                floating.onClose = { self.close() }
                window.addSubview(floating)
            }
        }
        final class HeaderView: UIView {
            var onClose: (() -> Void)?
        }
        final class InfoCell: UITableViewCell {
            var infoButtonBlock: (() -> Void)?
        }
        final class WeakCellController: UITableViewController {
            func present() {}
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "info", for: indexPath) as! InfoCell
                cell.infoButtonBlock = { [weak self] in self?.present() }
                return cell
            }
        }
        final class CellSource: NSObject, UITableViewDataSource {
            // A data source the table holds weakly, holding no table: the cell's callback keeps it
            // alive, but nothing it keeps keeps the cell.
            func present() {}
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "info", for: indexPath) as! InfoCell
                cell.infoButtonBlock = { self.present() }
                return cell
            }
        }
        final class SearchController: UITableViewController {
            let backdrop = UIView()
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.insertSubview(backdrop, belowSubview: tableView)
            }
        }
        final class CountPrompt: UIViewController {
            func add(_ text: String) {}
            func ask() {
                // The alert keeps the action whose closure names the alert (unowned): following the
                // alert from the closure and back must end.
                let alert = UIAlertController(title: "Count", message: nil, preferredStyle: .alert)
                let submit = UIAlertAction(title: "Add", style: .default) { [unowned alert] _ in
                    self.add(alert.textFields?.first?.text ?? "")
                }
                alert.addAction(submit)
                present(alert, animated: true)
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
        """,
    ]
}
