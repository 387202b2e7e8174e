/// Text that clang reads as C-family source though lint's reader would refuse it, and files
/// named `.m` that are not Objective-C.
extension SourceFileReader {
    /// `bytes` as text when every byte that is not UTF-8 lies in a comment (a Shift-JIS or Latin-1
    /// comment of an older file, which clang reads without complaint): each such byte becomes a
    /// `?`, so offsets into the text stay those of the file. Nil when one lies outside a comment.
    package static func repairedComments(_ bytes: [UInt8]) -> String? {
        var repaired = bytes
        var state = LexState.code
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 {
                let length = validSequenceLength(bytes, at: index)
                if length == 0 {
                    guard state == .lineComment || state == .blockComment else { return nil }
                    repaired[index] = UInt8(ascii: "?")
                    index += 1
                } else {
                    index += length
                }
                continue
            }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch state {
            case .code:
                if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                    state = .lineComment
                    index += 1
                } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                    state = .blockComment
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    state = .string
                } else if byte == UInt8(ascii: "'") {
                    state = .character
                }
            case .lineComment:
                // A backslash at the end of the line continues the comment, as in clang.
                if byte == UInt8(ascii: "\\") && (next == 0x0A || next == 0x0D) {
                    index += next == 0x0D && index + 2 < bytes.count && bytes[index + 2] == 0x0A ? 2 : 1
                } else if byte == 0x0A {
                    state = .code
                }
            case .blockComment:
                if byte == UInt8(ascii: "*") && next == UInt8(ascii: "/") {
                    state = .code
                    index += 1
                }
            case .string, .character:
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: state == .string ? "\"" : "'") || byte == 0x0A {
                    state = .code
                }
            }
            index += 1
        }
        return String(validating: repaired, as: UTF8.self)
    }

    private enum LexState { case code, lineComment, blockComment, string, character }

    /// The length of the well-formed UTF-8 sequence at `index` (whose byte is not ASCII), 0 when
    /// there is none.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            let (min, max) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= min, byte <= max else { return 0 }
        }
        return length
    }

    /// The language a `.m` file is written in when it is plainly not Objective-C: MATLAB or
    /// Octave, whose files share the extension, when the first thing in the file is a `%` or
    /// `##` comment line (no C translation unit starts so) and nothing in it is C's (no
    /// preprocessor include, no Objective-C `@` keyword, no C comment). Nil otherwise.
    package static func otherLanguage(_ text: String) -> String? {
        // The first character that is not white space, read without splitting the file (every
        // `.m` file comes here).
        guard let start = text.utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D })
        else { return nil }
        let first = text[start...].prefix(2)
        let startsAsComment =
            (first.hasPrefix("%") && !first.hasPrefix("%:") && !first.hasPrefix("%>")) || first.hasPrefix("##")
        guard startsAsComment else { return nil }
        let cMarks = [
            "#import", "#include", "#define", "#if", "@interface", "@implementation", "@end", "@protocol", "/*", "//",
        ]
        guard !cMarks.contains(where: text.contains) else { return nil }
        return "MATLAB or Octave code: the file starts with a `%` or `##` comment"
    }
}
