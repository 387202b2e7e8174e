/// Reads Objective-C message sends out of source text (no AST: the point is to recover messages
/// clang dropped). It knows enough C lexing to skip strings, characters, comments and nested
/// brackets; it does not need to understand expressions.
package struct MessageScanner {
    /// One message send: its selector pieces and the text of each argument.
    package struct Message: Equatable {
        /// Byte offset of the `[`.
        package var open: Int
        /// Byte offset one past the `]`.
        package var close: Int
        /// Selector pieces without colons (`["dataTaskWithURL", "completionHandler"]`).
        package var pieces: [String]
        /// Whether the selector takes arguments (`foo` vs `foo:`).
        package var hasArguments: Bool
        /// Each argument's byte range in the source.
        package var arguments: [Range<Int>]
        /// The receiver's text.
        package var receiver: String

        /// The selector as clang prints it (`a:b:`).
        package var selector: String { hasArguments ? pieces.map { $0 + ":" }.joined() : (pieces.first ?? "") }
    }

    package let bytes: [UInt8]
    /// Where lines start and which bracket is open where, worked out once, on first use: a file
    /// with hundreds of errors asks for hundreds of positions, and scanning from the start of the
    /// text for each took 40 s on a 2,400-line test file.
    private let tables = Tables()

    package init(_ source: String) { bytes = Array(source.utf8) }

    /// The byte offset of 1-based `line` and `column` (bytes), clamped to the text.
    package func offset(line: Int, column: Int) -> Int {
        guard line >= 1 else { return 0 }
        let starts = tables.lineStarts(of: bytes)
        let start = line <= starts.count ? starts[line - 1] : bytes.count
        return min(bytes.count, start + max(0, column - 1))
    }

    /// The text of `range`.
    package func text(_ range: Range<Int>) -> String {
        let clamped = max(0, range.lowerBound)..<min(bytes.count, range.upperBound)
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    /// The innermost message send whose brackets enclose `offset`, parsed.
    package func message(enclosing offset: Int) -> Message? {
        var position = min(offset, bytes.count - 1)
        // Walk outwards: each unbalanced `[` to the left is a candidate (subscripts are not
        // messages, so keep going until one parses as a message that covers the offset).
        while let open = unbalancedOpenBracket(before: position) {
            if let message = parseMessage(at: open), message.close > offset { return message }
            position = open - 1
            if position < 0 { break }
        }
        return nil
    }

    /// The identifier that ends right before `offset` (skipping blanks), with its start.
    package func identifier(endingBefore offset: Int) -> (name: String, start: Int)? {
        var end = min(offset, bytes.count)
        while end > 0, isBlank(bytes[end - 1]) { end -= 1 }
        var start = end
        while start > 0, isIdentifier(bytes[start - 1]) { start -= 1 }
        guard start < end, !isDigit(bytes[start]) else { return nil }
        return (text(start..<end), start)
    }

    /// The identifier starting at `offset` (after blanks).
    package func identifier(startingAt offset: Int) -> (name: String, end: Int)? {
        var start = offset
        while start < bytes.count, isBlank(bytes[start]) { start += 1 }
        var end = start
        while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
        guard start < end, !isDigit(bytes[start]) else { return nil }
        return (text(start..<end), end)
    }

    /// The first non-blank byte at or after `offset`, with its position.
    package func nextSignificant(from offset: Int) -> (byte: UInt8, at: Int)? {
        var index = offset
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        return index < bytes.count ? (bytes[index], index) : nil
    }

    /// The last non-blank byte before `offset`, with its position.
    package func previousSignificant(before offset: Int) -> (byte: UInt8, at: Int)? {
        var index = min(offset, bytes.count) - 1
        while index >= 0, isBlank(bytes[index]) { index -= 1 }
        return index >= 0 ? (bytes[index], index) : nil
    }

    /// The bounds of the line holding `offset`.
    package func line(containing offset: Int) -> Range<Int> {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = min(offset, bytes.count)
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return start..<end
    }

    // MARK: - Parsing

    private func unbalancedOpenBracket(before offset: Int) -> Int? {
        guard offset >= 0, !bytes.isEmpty else { return nil }
        let open = tables.innermostOpenBracket(of: self)[min(offset, bytes.count - 1)]
        return open < 0 ? nil : Int(open)
    }

    /// The scanner's tables, computed on first use. A scanner is used by one thread at a time.
    private final class Tables: @unchecked Sendable {
        private var starts: [Int]?
        private var innermostOpen: [Int32]?

        /// The offset each line starts at (the first line at 0).
        func lineStarts(of bytes: [UInt8]) -> [Int] {
            if let starts { return starts }
            var found = [0]
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { found.append(index + 1) }
            starts = found
            return found
        }

        /// For each offset, the innermost `[` still open there (-1 for none). Scanning backwards
        /// cannot skip strings reliably, so the text is scanned forwards once, with a stack of
        /// open brackets; inside a string or comment the answer is the one from before it.
        func innermostOpenBracket(of scanner: MessageScanner) -> [Int32] {
            if let innermostOpen { return innermostOpen }
            let bytes = scanner.bytes
            var table = [Int32](repeating: -1, count: bytes.count)
            var stack: [Int32] = []
            var index = 0
            while index < bytes.count {
                if let skipped = scanner.skipTrivia(at: index) {
                    let top = stack.last ?? -1
                    for covered in index..<min(skipped, bytes.count) { table[covered] = top }
                    index = skipped
                    continue
                }
                switch bytes[index] {
                case UInt8(ascii: "["): stack.append(Int32(index))
                case UInt8(ascii: "]"): _ = stack.popLast()
                default: break
                }
                table[index] = stack.last ?? -1
                index += 1
            }
            innermostOpen = table
            return table
        }
    }

    package func parseMessage(at open: Int) -> Message? {
        guard open < bytes.count, bytes[open] == UInt8(ascii: "[") else { return nil }
        var index = open + 1
        let receiverStart = index
        guard let receiverEnd = skipReceiver(from: index) else { return nil }
        let receiver = text(receiverStart..<receiverEnd).trimmingBlanks()
        guard !receiver.isEmpty else { return nil }
        index = receiverEnd
        var pieces: [String] = []
        var arguments: [Range<Int>] = []
        var hasArguments = false
        while true {
            guard let (byte, at) = nextSignificant(from: index) else { return nil }
            if byte == UInt8(ascii: "]") {
                guard !pieces.isEmpty else { return nil }
                return Message(
                    open: open, close: at + 1, pieces: pieces, hasArguments: hasArguments,
                    arguments: arguments, receiver: receiver)
            }
            if byte == UInt8(ascii: ","), hasArguments {
                // Variadic tail (`arrayWithObjects:a, b, nil`): skip it.
                guard let end = skipExpression(from: at + 1) else { return nil }
                index = end
                continue
            }
            guard let (name, end) = identifier(startingAt: at) else {
                // `:` without a name (`foo::`) is legal but rare; give up on it.
                return nil
            }
            guard let (colon, colonAt) = nextSignificant(from: end) else { return nil }
            if colon == UInt8(ascii: ":") {
                hasArguments = true
                pieces.append(name)
                guard let argumentEnd = skipExpression(from: colonAt + 1) else { return nil }
                arguments.append((colonAt + 1)..<argumentEnd)
                index = argumentEnd
            } else if colon == UInt8(ascii: "]"), pieces.isEmpty {
                pieces.append(name)
                index = end
            } else {
                return nil
            }
        }
    }

    /// Skips the receiver expression: a primary expression with its postfix operators.
    private func skipReceiver(from offset: Int) -> Int? {
        var index = offset
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        // A cast `(Type *)expr`, a parenthesised expression or a nested message.
        if bytes[index] == UInt8(ascii: "(") {
            guard let end = skipBalanced(from: index) else { return nil }
            // `(Type *)expr selector` is a cast; `(expr) selector` is not: try the cast reading
            // and keep it when a selector follows what the cast applies to.
            if let next = nextSignificant(from: end),
                isIdentifierStart(next.byte) || next.byte == UInt8(ascii: "[") || next.byte == UInt8(ascii: "(")
                    || next.byte == UInt8(ascii: "@"),
                let after = skipReceiver(from: next.at), let selector = nextSignificant(from: after),
                isIdentifierStart(selector.byte)
            {
                return after
            }
            index = end
        } else if bytes[index] == UInt8(ascii: "[") {
            guard let end = skipBalanced(from: index) else { return nil }
            index = end
        } else if bytes[index] == UInt8(ascii: "@") {
            // A literal receiver: @"..." / @[...] / @{...} / @(...)
            index += 1
            guard index < bytes.count else { return nil }
            if let end = skipTrivia(at: index) {
                index = end
            } else if let end = skipBalanced(from: index) {
                index = end
            } else {
                return nil
            }
        } else if isIdentifierStart(bytes[index]) {
            while index < bytes.count, isIdentifier(bytes[index]) { index += 1 }
        } else {
            return nil
        }
        // Postfix: .member, ->member, (call), [subscript] written without a blank.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), index + 1 < bytes.count, isIdentifierStart(bytes[index + 1]) {
                index += 1
                while index < bytes.count, isIdentifier(bytes[index]) { index += 1 }
            } else if byte == UInt8(ascii: "-"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                index += 2
                while index < bytes.count, isIdentifier(bytes[index]) { index += 1 }
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                guard let end = skipBalanced(from: index) else { return nil }
                index = end
            } else {
                break
            }
        }
        return index
    }

    /// Skips an argument expression: stops at `]`, `,` or the next `name:` keyword at depth 0.
    private func skipExpression(from offset: Int) -> Int? {
        var index = offset
        var pendingQuestion = 0
        var sawContent = false
        while index < bytes.count {
            if let skipped = skipTrivia(at: index) {
                index = skipped
                sawContent = true
                continue
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                guard let end = skipBalanced(from: index) else { return nil }
                index = end
                sawContent = true
                continue
            case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: ";"):
                return index
            case UInt8(ascii: ","):
                return index
            case UInt8(ascii: "?"):
                pendingQuestion += 1
            case UInt8(ascii: ":"):
                if pendingQuestion > 0 { pendingQuestion -= 1 }
            default:
                if sawContent, isBlank(byte) {
                    // `  name:` after a blank starts the next selector piece.
                    if let (_, end) = identifier(startingAt: index), let next = nextSignificant(from: end),
                        next.byte == UInt8(ascii: ":"), pendingQuestion == 0,
                        !(next.at + 1 < bytes.count && bytes[next.at + 1] == UInt8(ascii: ":"))
                    {
                        return index
                    }
                }
                if !isBlank(byte) { sawContent = true }
            }
            index += 1
        }
        return nil
    }

    /// From an opening bracket, the offset one past its partner.
    package func skipBalanced(from offset: Int) -> Int? {
        var depth = 0
        var index = offset
        while index < bytes.count {
            if let skipped = skipTrivia(at: index) {
                index = skipped
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// If a string, character literal or comment starts at `offset`, the offset past it.
    package func skipTrivia(at offset: Int) -> Int? {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            var index = offset + 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if bytes[index] == byte { return index + 1 }
                if bytes[index] == UInt8(ascii: "\n") { return index }
                index += 1
            }
            return bytes.count
        }
        if byte == UInt8(ascii: "/"), offset + 1 < bytes.count {
            if bytes[offset + 1] == UInt8(ascii: "/") {
                var index = offset + 2
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                return index
            }
            if bytes[offset + 1] == UInt8(ascii: "*") {
                var index = offset + 2
                while index + 1 < bytes.count {
                    if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
                    index += 1
                }
                return bytes.count
            }
        }
        return nil
    }

    package func isBlank(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C
    }
    package func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    package func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }
    package func isIdentifier(_ b: UInt8) -> Bool { isIdentifierStart(b) || isDigit(b) }
}

extension String {
    /// The string without leading and trailing blanks.
    package func trimmingBlanks() -> String {
        let blanks: Set<Character> = [" ", "\t", "\n", "\r"]
        var slice = Substring(self)
        while let first = slice.first, blanks.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, blanks.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
