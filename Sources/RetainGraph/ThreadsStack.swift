import CThreadInspection
import Foundation

#if canImport(Glibc)
    import Glibc
#endif
#if os(Linux)
    @_spi(Internal) import Runtime
#endif

/// One frame of another thread's stack, symbolicated.
public struct StackFrame: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The program counter (frame 0) or return address.
    public var address: UInt64
    /// Demangled function name, nil when no symbol covers the address.
    public var function: String?
    /// File name of the image (executable or shared library) holding the address.
    public var image: String?
    /// `file:line` when debug information names it.
    public var sourceLocation: String?

    /// A frame with all its parts.
    public init(address: UInt64, function: String?, image: String?, sourceLocation: String? = nil) {
        self.address = address
        self.function = function
        self.image = image
        self.sourceLocation = sourceLocation
    }

    /// `function in image at file:line`, with the address in hex when the function is unknown.
    public var description: String {
        var text = function ?? "0x" + String(address, radix: 16)
        if let image { text += " in " + image }
        if let sourceLocation { text += " at " + sourceLocation }
        return text
    }
}

/// Why a thread's stack could not be captured.
public enum StackUnavailableReason: String, Codable, Sendable, Hashable, Error {
    /// The thread blocks the capture signal, so it was not interrupted, and it was not waiting in
    /// the kernel, so its stack could not be scanned either.
    case signalBlocked = "signal-blocked"
    /// The thread did not answer the capture signal in time and could not be scanned.
    case timedOut = "timed-out"
    /// The thread ended before its stack was read.
    case threadEnded = "thread-ended"
    /// The signal handler could not be installed or the signal not sent.
    case captureFailed = "capture-failed"
    /// Signals were ruled out (`.withoutSignals`) and the thread was running, not waiting in the
    /// kernel, so there was no still stack to scan.
    case notWaiting = "not-waiting"
}

/// How a thread's stack was read.
public enum StackCaptureMethod: String, Codable, Sendable, Hashable {
    /// The thread ran glibc `backtrace()` in a signal handler: exact frames.
    case signal
    /// The thread blocks the capture signal (libdispatch workers block every signal and threads
    /// they start inherit the mask), so its stack memory was scanned for return addresses from
    /// the stack pointer the kernel reports for a thread blocked in a system call: the real
    /// frames, possibly with a few stale return addresses between them.
    case stackScan = "stack-scan"
}

/// Raw stack capture of another thread through CThreadInspection.
enum StackCapture {
    /// Return addresses of thread `tid`, innermost first: by signal (gives up after `timeout`),
    /// and by stack scan when the thread blocks the signal or does not answer. With
    /// `skipBlockedThreads` off, a thread that blocks the signal is signalled anyway (the signal
    /// stays queued until it unblocks) and no scan is tried: tests use that to reach the timeout.
    static func addresses(of tid: Int, timeout: Duration, skipBlockedThreads: Bool = true)
        -> Result<(addresses: [UInt], method: StackCaptureMethod), StackUnavailableReason>
    {
        var frames = [UInt](repeating: 0, count: Int(CTI_MAX_FRAMES))
        var count: Int32 = 0
        let milliseconds = max(
            1,
            Int32(
                clamping: timeout.components.seconds * 1000
                    + timeout.components.attoseconds / 1_000_000_000_000_000))
        let status = cti_capture_stack(
            Int32(tid), &frames, Int32(frames.count), &count, milliseconds,
            skipBlockedThreads ? 1 : 0)
        let failure: StackUnavailableReason
        switch status {
        case CTI_CAPTURE_OK: return .success((Array(frames.prefix(Int(count))), .signal))
        case CTI_CAPTURE_TIMED_OUT: failure = .timedOut
        case CTI_CAPTURE_NO_SUCH_THREAD: return .failure(.threadEnded)
        case CTI_CAPTURE_SIGNAL_BLOCKED: failure = .signalBlocked
        default: failure = .captureFailed
        }
        guard skipBlockedThreads, let scanned = scan(tid), !scanned.isEmpty else { return .failure(failure) }
        return .success((scanned, .stackScan))
    }

    /// A stack read without disturbing the thread: the scan only (see `ThreadLeakOption.withoutSignals`).
    static func passiveAddresses(of tid: Int) -> Result<
        (addresses: [UInt], method: StackCaptureMethod), StackUnavailableReason
    > {
        if let scanned = scan(tid), !scanned.isEmpty { return .success((scanned, .stackScan)) }
        return .failure(ThreadList.name(of: tid) == nil ? .threadEnded : .notWaiting)
    }

    /// Stack scan from the registers /proc shows for a thread waiting in the kernel.
    static func scan(_ tid: Int) -> [UInt]? {
        var stackPointer: UInt = 0
        var programCounter: UInt = 0
        guard cti_thread_syscall_registers(Int32(tid), &stackPointer, &programCounter) >= 0,
            stackPointer != 0
        else { return nil }
        var frames = [UInt](repeating: 0, count: Int(CTI_MAX_FRAMES))
        let count = cti_scan_stack(stackPointer, programCounter, &frames, Int32(frames.count))
        return count > 0 ? Array(frames.prefix(Int(count))) : nil
    }
}

/// Turns return addresses into function names.
///
/// The Swift `Runtime` module reads each image's full ELF symbol table (and DWARF for source
/// locations), so it names static functions such as `__CFRunLoopServiceFileDescriptors` and
/// Swift closures; `dladdr` only sees exported dynamic symbols and on this platform misses about
/// half of a typical run-loop stack. So: Runtime first, `dladdr` + demangling for what it leaves.
struct Symbolicator {
    #if os(Linux)
        private let images: ImageMap
    #endif
    private let withSourceLocations: Bool

    /// A symbolicator for the images loaded now.
    init(sourceLocations: Bool = false) {
        #if os(Linux)
            images = Self.sharedImages()
        #endif
        withSourceLocations = sourceLocations
    }

    #if os(Linux)
        // One image map for the process, captured once. With a fresh map per symbolication the
        // Runtime module names the shared libraries' frames the first time only (seen on Swift
        // 6.3.1), and that includes a map captured again after a dlopen: so the first map is kept,
        // and frames in images loaded after it fall back to the dynamic loader's names.
        // A static let is initialised once, on first use, by the runtime (thread-safe).
        private static let capturedImages = ImageMap.capture()
        private static let symbolicationLock = NSLock()

        private static func sharedImages() -> ImageMap { capturedImages }
    #endif

    /// Frames for `addresses` (frame 0 a program counter, the rest return addresses).
    func frames(for addresses: [UInt]) -> [StackFrame] {
        guard !addresses.isEmpty else { return [] }
        var named: [UInt64: StackFrame] = [:]
        #if os(Linux)
            let rich: [RichFrame<UInt64>] = addresses.enumerated().map { index, address in
                index == 0 ? .programCounter(UInt64(address)) : .returnAddress(UInt64(address))
            }
            let backtrace = Backtrace(architecture: Self.architecture, frames: rich, images: images)
            var options: Backtrace.SymbolicationOptions = []
            if withSourceLocations { options.insert(.showSourceLocations) }
            // One symbolication at a time: the Runtime module does not promise that concurrent ones
            // (parallel tests each checking for leaks) are safe.
            Self.symbolicationLock.lock()
            let result = backtrace.symbolicated(with: images, options: options)
            Self.symbolicationLock.unlock()
            if let symbolicated = result {
                for frame in symbolicated.frames {
                    guard let symbol = frame.symbol else { continue }
                    let address = UInt64(frame.captured.originalProgramCounter) ?? 0
                    let location = symbol.sourceLocation.map { Self.fileName($0.path) + ":\($0.line)" }
                    named[address] = StackFrame(
                        address: address, function: symbol.name,
                        image: symbol.imageName, sourceLocation: location)
                }
            }
        #endif
        return addresses.map { address in
            named[UInt64(address)] ?? Self.dynamicSymbol(for: address)
        }
    }

    /// The nearest exported symbol from the dynamic loader.
    private static func dynamicSymbol(for address: UInt) -> StackFrame {
        var image: UnsafePointer<CChar>?
        var imageBase: UInt = 0
        var symbol: UnsafePointer<CChar>?
        var symbolAddress: UInt = 0
        guard cti_describe_address(address, &image, &imageBase, &symbol, &symbolAddress) != 0 else {
            return StackFrame(address: UInt64(address), function: nil, image: nil)
        }
        let imageName = image.map { fileName(String(cString: $0)) }
        let function = symbol.map { Demangler.demangle(String(cString: $0)) }
        return StackFrame(address: UInt64(address), function: function, image: imageName)
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    #if arch(x86_64)
        private static let architecture = "x86_64"
    #elseif arch(arm64)
        private static let architecture = "arm64"
    #else
        private static let architecture = "unknown"
    #endif
}

/// Swift symbol demangling through the runtime's `swift_demangle`.
enum Demangler {
    /// The demangled form of a Swift symbol, or the name unchanged (C symbols).
    static func demangle(_ mangled: String) -> String {
        guard mangled.hasPrefix("$s") || mangled.hasPrefix("_T") || mangled.hasPrefix("$S") else { return mangled }
        return mangled.withCString { pointer -> String in
            guard let result = cti_swift_demangle(pointer, strlen(pointer)) else { return mangled }
            defer { free(result) }
            return String(cString: result)
        }
    }
}
