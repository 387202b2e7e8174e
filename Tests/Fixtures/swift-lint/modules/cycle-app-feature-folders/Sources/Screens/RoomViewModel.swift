final class RoomViewModel: ViewModel {
    var title = ""
    func start() {
        observers.append { self.title = "room" }  // expected-warning [retain-cycle]
    }
}
