// `[weak self]` in the closures of an actor-isolated class: the compiler still makes a weak box,
// spelled with an isolation attribute in SIL.
@MainActor final class ViewModel {
    var value = 0
    func load() async {}
    func start() {
        Task { [weak self] in
            await self?.load()
        }
        Task.detached { [weak self] in
            await self?.load()
        }
        Task { [weak self] in
            guard let self else { return }
            await self.load()
        }
    }
}
