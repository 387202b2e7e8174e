// truth: leaks Player
// An object subscribes to its own subject with a closure that holds it: the subject keeps the
// subscription's closure, so self → self.events → subscription → closure → self, for as long as
// the subscription is kept, here in another object's bag that outlives the player. Lint knows
// Combine's subjects from Knowledge/closure-keepers.yml; here a stand-in small enough to run.
final class AnyCancellable: Hashable {
    private var onCancel: (() -> Void)?
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func cancel() {
        onCancel?()
        onCancel = nil
    }
    deinit { cancel() }
    func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
final class SubjectStandIn<Output, Failure: Error> {
    private var subscribers: [Int: (Output) -> Void] = [:]
    private var next = 0
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let id = next
        next += 1
        subscribers[id] = receiveValue
        return AnyCancellable { [weak self] in self?.subscribers[id] = nil }
    }
}
typealias CurrentValueSubject<Output, Failure: Error> = SubjectStandIn<Output, Failure>

final class Board {
    var bag = Set<AnyCancellable>()
}
final class Player {
    let events = CurrentValueSubject<Int, Never>()
    var played = 0
    func attach(to board: Board) {
        events.sink { value in
            self.played += value  // expected-warning [retain-cycle]
        }
        .store(in: &board.bag)
    }
    deinit { print("DEINIT Player") }
}
let board = Board()
Player().attach(to: board)
print("END")
