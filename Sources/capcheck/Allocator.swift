#if canImport(Glibc)
    import CSwiftRuntime  // malloc.h
#endif

/// The process's malloc settings.
enum Allocator {
    /// glibc grows each thread's malloc arena a page at a time, a system call (and a fault) per
    /// page: a cold lint of a few hundred Swift files grew them 34,000 times. A top pad of 64 MiB
    /// (an arena's whole size) maps each arena's memory at once, as address space: a page costs
    /// memory only when touched. Arenas then also keep up to that much freed memory instead of
    /// handing it back, which raised the peak memory of an Objective-C run (libclang allocates
    /// and frees a lot per file) by an eighth, so runs with C-family files keep the default.
    static func reserveAhead() {
        #if canImport(Glibc)
            mallopt(M_TOP_PAD, 64 << 20)
        #endif
    }
}
