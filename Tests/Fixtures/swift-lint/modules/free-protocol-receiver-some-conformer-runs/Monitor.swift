// Two types adopt the protocol: one keeps its handlers, the other runs each one at once. The
// code cannot show which one a downloader is given.
protocol Monitor: AnyObject {
    func observe(_ handler: @escaping (Bool) -> Void)
}

final class NetworkMonitor: Monitor {
    private var handlers: [(Bool) -> Void] = []
    func observe(_ handler: @escaping (Bool) -> Void) { handlers.append(handler) }
}

final class FixedMonitor: Monitor {
    func observe(_ handler: @escaping (Bool) -> Void) { handler(true) }
}
