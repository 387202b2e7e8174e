import CClang

extension String {
    /// Takes ownership of a libclang string: copies it and disposes it. The only place that
    /// calls `clang_getCString`.
    package init(consuming cx: CXString) {
        defer { clang_disposeString(cx) }
        if let c = clang_getCString(cx) {
            self = String(cString: c)
        } else {
            self = ""
        }
    }
}
