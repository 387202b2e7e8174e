// truth: frees Request
do {
    let coordinator = Coordinator()
    let request = DataRequest()
    request.coordinator = coordinator
    request.validate()
}
print("END")
