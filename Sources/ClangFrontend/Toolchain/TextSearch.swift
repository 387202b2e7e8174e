extension StringProtocol {
    /// True when `needle` occurs in the text, compared byte for byte in UTF-8. Foundation's
    /// `contains(_:)` goes through NSString (UTF-16, canonical equivalence), which showed up in
    /// lint profiles when called on whole files and on every declaration's type spelling.
    package func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { n in
            guard let first = n.first else { return true }
            func search(_ h: UnsafeBufferPointer<UInt8>) -> Bool {
                guard h.count >= n.count else { return false }
                var i = 0
                while i <= h.count - n.count {
                    if h[i] == first {
                        var j = 1
                        while j < n.count && h[i + j] == n[j] { j += 1 }
                        if j == n.count { return true }
                    }
                    i += 1
                }
                return false
            }
            if let found = utf8.withContiguousStorageIfAvailable(search) { return found }
            return Array(utf8).withUnsafeBufferPointer(search)
        }
    }
}
