extension DataRequest {
    func validate() {
        coordinator?.validations.append { _ = self.statusCode }
    }
}
