final class Screen {
    let feed = Feed()
    let logger = Logger()
    var refreshes = 0
    func start() {
        feed.subscribe { self.refreshes += 1 } // expected-warning [retain-cycle]
        logger.subscribe { self.refreshes += 1 }
    }
    deinit { print("DEINIT Screen") }
}
