final class Loader {
    var results: [Int] = []
    var task: Task<Void, Never>?
    func start() {
        task = Task {
            self.results.append(1)
        }
        task = Task { [weak self] in
            guard let self else { return }
            results.append(2)
        }
        Task.detached { [count = results.count] in
            print(count)
        }
    }
    func load() async -> Int {
        let base = 1
        async let next = compute(base)
        return await next
    }
    func compute(_ x: Int) async -> Int { x }
}
