// truth: leaks KeyboardShortcuts
// AppKit's event monitors: `NSEvent.addLocalMonitorForEvents(matching:handler:)` keeps the handler
// until `NSEvent.removeMonitor(_:)` is given the monitor it returned. AppKit is not on this
// platform, so the type below does what the documentation says it does: a registry that keeps
// each handler until it is removed. A handler holding `self` keeps `self` alive, and removing
// the monitor in `deinit` never runs.
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
        monitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { event in
            self.presses += 1  // expected-warning [observer-retains-self]
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
