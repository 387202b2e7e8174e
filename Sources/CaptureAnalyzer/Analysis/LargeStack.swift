#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread with a large stack and waits for it.
///
/// libclang's parser and the capture walk both recurse once per level of expression nesting;
/// a machine-generated `a + a + … + a` thousands of terms long overflows an 8 MiB stack. The
/// stack is reserved, not committed, so an ordinary file costs only the pages it touches.
enum LargeStack {
    /// 4 GiB of address space (reserved, touched only as deep as the recursion goes).
    static let size = 4 << 30

    /// libclang parses on a thread of its own with an 8 MiB stack unless `LIBCLANG_NOTHREADS`
    /// is set; then it parses on the calling thread (ours, with the large stack), still inside
    /// its crash-recovery context. Set once, before the first parse.
    static let libclangOnCallingThread: Void = {
        setenv("LIBCLANG_NOTHREADS", "1", 1)
    }()

    static func run<T>(_ body: () throws -> T) throws -> T {
        var result: Result<T, Error>?
        return try withoutActuallyEscaping({ result = Result { try body() } }) { work in
            let box = Box(work)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            let context = Unmanaged.passRetained(box).toOpaque()
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            let created = pthread_create(&thread, &attributes, { raw in
                Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().work()
                return nil
            }, context)
            guard created == 0 else {
                // No thread (resource limits): do the work here with the ordinary stack.
                Unmanaged<Box>.fromOpaque(context).release()
                work()
                return try result!.get()
            }
            #if canImport(Glibc)
            pthread_join(thread, nil)
            #else
            pthread_join(thread!, nil)
            #endif
            return try result!.get()
        }
    }

    private final class Box {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }
}
