import CCrashGuard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work on a thread with a large stack and waits for it; a crash on that thread is an
/// error for the work, not the end of the process.
///
/// libclang's parser and the capture walk both recurse once per level of expression nesting;
/// a machine-generated `a + a + … + a` thousands of terms long overflows an 8 MiB stack. The
/// stack is reserved, not committed, so an ordinary file costs only the pages it touches.
package enum LargeStack {
    /// 4 GiB of address space (reserved, touched only as deep as the recursion goes).
    package static let size = 4 << 30

    /// libclang parses on a thread of its own with an 8 MiB stack unless `LIBCLANG_NOTHREADS`
    /// is set; then it parses on the calling thread (ours, with the large stack), still inside
    /// its crash-recovery context. Set once, before the first parse.
    package static let libclangOnCallingThread: Void = {
        setenv("LIBCLANG_NOTHREADS", "1", 1)
    }()

    /// A signal ended the work early: the thread it ran on crashed.
    package struct Crash: Error, Equatable {
        /// The signal (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP or SIGABRT).
        package let signal: Int32
    }

    /// Runs `body` on a thread with a large stack and waits for it. A crash signal on that thread
    /// ends `body` where it stood and throws `Crash`; the process goes on. What `body` held then
    /// is leaked (a translation unit libclang crashed in is never touched again).
    package static func run<T>(_ body: @escaping () throws -> T) throws -> T {
        let outcome = Outcome<T>()
        let box = Box { outcome.result = Result { try body() } }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        let work = UnsafeMutablePointer<ccg_work>.allocate(capacity: 1)
        defer { work.deallocate() }
        work.initialize(
            to: ccg_work(
                body: { context in
                    Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue().work()
                }, context: Unmanaged.passUnretained(box).toOpaque(), signal: 0))
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        let created = withExtendedLifetime(box) {
            let created = pthread_create(&thread, &attributes, ccg_guarded_thread, work)
            #if canImport(Glibc)
                if created == 0 { pthread_join(thread, nil) }
            #else
                if created == 0 { pthread_join(thread!, nil) }
            #endif
            return created
        }
        guard created == 0 else {
            // No thread (resource limits): do the work here with the ordinary stack.
            return try body()
        }
        if work.pointee.signal != 0 {
            // The body's own references to `box` and what it captured were never released.
            throw Crash(signal: work.pointee.signal)
        }
        return try outcome.result!.get()
    }

    /// What the work returned or threw; nothing when it crashed.
    private final class Outcome<T> {
        var result: Result<T, Error>?
    }

    private final class Box {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }
}
