// The protocol a downloader holds its monitor by, and the module's one type that adopts it:
// it keeps every handler it is given.
protocol Monitor: AnyObject {
    func observe(_ handler: @escaping (Bool) -> Void)
}

final class NetworkMonitor: Monitor {
    private var handlers: [(Bool) -> Void] = []
    func observe(_ handler: @escaping (Bool) -> Void) { handlers.append(handler) }
}
