// truth: leaks StateStoreViewModel
// The superclass is named through a type alias of a generic class: its stored properties are the
// subclass's too.
class StateStoreViewModel<State, Action> {
    var observers: [() -> Void] = []
    deinit { print("DEINIT StateStoreViewModel") }
}
typealias RoomDetailsViewModelType = StateStoreViewModel<Int, String>
final class RoomDetailsViewModel: RoomDetailsViewModelType {
    var title = ""
    func start() {
        observers.append { self.title = "room" }  // expected-warning [retain-cycle]
    }
}
do { RoomDetailsViewModel().start() }
print("END")
