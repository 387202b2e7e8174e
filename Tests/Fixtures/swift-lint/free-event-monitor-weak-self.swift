// truth: frees KeyboardShortcuts
// The look-alike of cycle-event-monitor.swift: the handler holds `self` weakly, so `self` is freed
// and its `deinit` removes the monitor. (`NSEvent` is the same stand-in for AppKit's registry.)
final class NSEvent {
    struct EventTypeMask: OptionSet {
        let rawValue: UInt64
        static let keyDown = EventTypeMask(rawValue: 1 << 10)
    }
    nonisolated(unsafe) private static var monitors: [ObjectIdentifier: Monitor] = [:]
    final class Monitor { let handler: (NSEvent) -> NSEvent?; init(_ h: @escaping (NSEvent) -> NSEvent?) { handler = h } }
    static func addLocalMonitorForEvents(
        matching mask: EventTypeMask, handler: @escaping (NSEvent) -> NSEvent?
    ) -> Any? {
        let monitor = Monitor(handler)
        monitors[ObjectIdentifier(monitor)] = monitor
        return monitor
    }
    static func removeMonitor(_ monitor: Any) {
        if let m = monitor as? Monitor { monitors[ObjectIdentifier(m)] = nil }
    }
}

final class KeyboardShortcuts {
    var monitor: Any?
    var presses = 0
    func start() {
        monitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { [weak self] event in
            self?.presses += 1
            return event
        }
    }
    deinit {
        if let monitor { NSEvent.removeMonitor(monitor) }
        print("DEINIT KeyboardShortcuts")
    }
}
do { KeyboardShortcuts().start() }
print("END")
