import Foundation
import LintDriver

/// Reads the JSON documents a command takes as input (reports, baselines) and checks them
/// against their schema at the door: every problem is a diagnostic pointing at the line and
/// column of the offending value, never a raw `DecodingError`.
struct DocumentCheck {
    /// The file as named on the command line (`-` is standard input).
    var file: String
    /// What the document must be, for messages: "capcheck report", "capcheck baseline".
    var kind: String

    /// The file as diagnostics name it: standard input is `<stdin>`, as clang calls it.
    var place: String { file == "-" ? "<stdin>" : file }

    /// The file's bytes.
    func read() throws -> Data {
        if file == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        if let problem = readProblem(file) { throw CommandFailure(.error(problem, file: file)) }
        do { return try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
            throw CommandFailure(.error(capcheck.describe(error), file: file))
        }
    }

    /// The top-level JSON object of `data`, which must hold `required` (a key every document of
    /// the kind has) and none of `foreign` (keys that mark another kind of document, with what
    /// that document is).
    func object(_ data: Data, required: String, foreign: [String: String] = [:]) throws -> [String: Any] {
        let text = String(decoding: data, as: UTF8.self)
        if text.allSatisfy(\.isWhitespace) { throw failure("empty file, expected a \(kind) (JSON)", text: text) }
        let value: Any
        do { value = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
            let (line, column) = JSONLocator.syntaxErrorPosition(in: text)
            throw CommandFailure(.error("not valid JSON, expected a \(kind)", file: place, line: line, column: column))
        }
        guard let object = value as? [String: Any] else {
            throw failure("not a \(kind): expected a JSON object", text: text)
        }
        for (key, other) in foreign.sorted(by: { $0.key < $1.key }) where object[key] != nil {
            throw failure("not a \(kind): this is \(other)", text: text, path: [key])
        }
        guard object[required] != nil else {
            throw failure("not a \(kind): no \"\(required)\" member", text: text)
        }
        return object
    }

    /// `T` decoded from `data`; a value of the wrong type or a missing member is an error at its place.
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do { return try JSONDecoder().decode(type, from: data) } catch let error as DecodingError {
            let text = String(decoding: data, as: UTF8.self)
            switch error {
            case .keyNotFound(let key, let context):
                throw failure(
                    "not a \(kind): missing \"\(key.stringValue)\" in \(Self.path(context.codingPath))", text: text,
                    path: Self.keys(context.codingPath))
            case .typeMismatch(let expected, let context), .valueNotFound(let expected, let context):
                throw failure(
                    "not a \(kind): \(Self.path(context.codingPath)) must be \(Self.describe(expected))", text: text,
                    path: Self.keys(context.codingPath))
            case .dataCorrupted(let context):
                throw failure(
                    "not a \(kind): \(context.debugDescription)", text: text, path: Self.keys(context.codingPath))
            @unknown default:
                throw failure("not a \(kind)", text: text)
            }
        } catch {
            throw CommandFailure(.error("not a \(kind): \(capcheck.describe(error))", file: place))
        }
    }

    private func failure(_ message: String, text: String, path: [String] = []) -> CommandFailure {
        let (line, column) = JSONLocator.position(of: path, in: text) ?? (1, 1)
        return CommandFailure(.error(message, file: place, line: line, column: column))
    }

    /// A coding path as `JSONLocator` reads it: member names, and indices as digits.
    static func keys(_ path: [any CodingKey]) -> [String] {
        path.map { $0.intValue.map(String.init) ?? $0.stringValue }
    }

    /// `.cycles[0].nodes` for a coding path; `the document` for the top level.
    static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the document" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "a \(name)"
        }
    }
}

/// Positions in JSON text, for diagnostics: where a value sits, where a syntax error is.
enum JSONLocator {
    /// 1-based line and column of the value at `path` (object keys, or array indices as
    /// digits); nil when the text does not hold it.
    static func position(of path: [String], in text: String) -> (line: Int, column: Int)? {
        var scanner = Scanner(bytes: Array(text.utf8))
        guard let offset = scanner.find(path) else { return nil }
        return scanner.lineAndColumn(of: offset)
    }

    /// Where a JSON text stops being valid: the first byte the scanner cannot read.
    static func syntaxErrorPosition(in text: String) -> (line: Int, column: Int) {
        var scanner = Scanner(bytes: Array(text.utf8))
        scanner.skipValue()
        scanner.skipSpace()
        let offset = scanner.failed ? scanner.failure : scanner.index
        return scanner.lineAndColumn(of: min(offset, scanner.bytes.count))
    }

    /// A forgiving recursive-descent reader that only tracks where values are.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var failed = false
        var failure = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func find(_ path: [String]) -> Int? {
            skipSpace()
            guard let key = path.first else { return failed ? nil : index }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "{") {
                index += 1
                while !failed {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
                    let name = readString()
                    skipSpace()
                    guard expect(":") else { return nil }
                    if name == key { return find(Array(path.dropFirst())) }
                    skipValue()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                    index += 1
                }
            } else if bytes[index] == UInt8(ascii: "["), let wanted = Int(key) {
                index += 1
                var position = 0
                while !failed {
                    skipSpace()
                    if position == wanted { return find(Array(path.dropFirst())) }
                    skipValue()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                    index += 1
                    position += 1
                }
            }
            return nil
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0a, 0x0d].contains(bytes[index]) { index += 1 }
        }

        mutating func fail() {
            if !failed {
                failed = true
                failure = index
            }
        }

        mutating func expect(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else {
                fail()
                return false
            }
            index += 1
            return true
        }

        mutating func readString() -> String {
            let start = index + 1
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard index < bytes.count else {
                fail()
                return ""
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            index += 1
            return text
        }

        mutating func skipValue() {
            skipSpace()
            guard index < bytes.count else {
                fail()
                return
            }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let close = bytes[index] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                let isObject = close == UInt8(ascii: "}")
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == close {
                    index += 1
                    return
                }
                while !failed {
                    if isObject {
                        skipSpace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                            fail()
                            return
                        }
                        _ = readString()
                        skipSpace()
                        guard expect(":") else { return }
                    }
                    skipValue()
                    skipSpace()
                    guard index < bytes.count else {
                        fail()
                        return
                    }
                    if bytes[index] == close {
                        index += 1
                        return
                    }
                    guard expect(",") else { return }
                }
            case UInt8(ascii: "\""):
                _ = readString()
            default:
                let start = index
                while index < bytes.count, !",]} \t\r\n".utf8.contains(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                if !(["true", "false", "null"].contains(word) || Double(word) != nil) {
                    index = start
                    fail()
                }
            }
        }

        func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
            var line = 1
            var column = 1
            for byte in bytes.prefix(offset) {
                if byte == 0x0a {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return (line, column)
        }
    }
}
