extension Store {
    func setUp() {
        validations.append { self.check() } // expected-warning [retain-cycle]
    }
}
