// truth: leaks Monitor
// An unapplied reference to a method of self holds self strongly, as a closure calling the
// method would: handed to a subscription self keeps, to an initializer whose object self keeps
// in a list, or stored in a property of an object self keeps.
final class Subscription {
    let receive: (Int) -> Void
    init(receive: @escaping (Int) -> Void) { self.receive = receive }
    func store(in list: inout [Subscription]) { list.append(self) }
}
final class Publisher {
    func sink(receiveValue: @escaping (Int) -> Void) -> Subscription { Subscription(receive: receiveValue) }
}
final class Provider {
    let actionHandler: (Int) -> Void
    init(actionHandler: @escaping (Int) -> Void) { self.actionHandler = actionHandler }
}
final class Button {
    var onTap: (() -> Void)?
}
final class Monitor {
    var cancellables: [Subscription] = []
    var providers: [Provider] = []
    let button = Button()
    func handleStatus(_ status: Int) {}
    func handleAction(_ action: Int) {}
    func tapped() {}
    func start(_ statuses: Publisher) {
        statuses.sink(receiveValue: handleStatus(_:)).store(in: &cancellables) // expected-warning [retain-cycle]
        providers.append(Provider(actionHandler: handleAction)) // expected-warning [retain-cycle]
        button.onTap = self.tapped // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT Monitor") }
}
do { Monitor().start(Publisher()) }
print("END")
