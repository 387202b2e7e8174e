extension DataRequest {
    func validate() {
        validations.append { _ = self.statusCode }  // expected-warning [retain-cycle]
    }
}
