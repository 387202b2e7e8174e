@_spi(RawSyntax) import SwiftSyntax

extension TokenSyntax {
    /// `text == name`, comparing the token's bytes first: loops over a body's tokens ask this of
    /// every token, and `text` makes a string each time. Bytes that differ give the same answer
    /// as the strings when both are ASCII; otherwise the strings are compared.
    package func hasText(_ name: String) -> Bool {
        guard presence == .present else { return text == name }
        let raw = rawText
        var name = name
        let same = name.withUTF8 { SyntaxText(baseAddress: $0.baseAddress, count: $0.count) == raw }
        if same { return true }
        guard raw.contains(where: { $0 >= 0x80 }) || name.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        return text == name
    }
}
