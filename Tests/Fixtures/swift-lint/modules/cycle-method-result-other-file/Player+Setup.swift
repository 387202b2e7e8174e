extension Player {
    func prepare() {
        onProgress = makeProgressHandler()
    }
}
