extension Emitter {
    func wire() {
        on { value in self.last = value } // expected-warning [retain-cycle]
        observe { value in self.last = value + 1 } // expected-warning [retain-cycle]
    }
}
