import Foundation

/// The language a file is parsed as, chosen from its extension (docs/json.md §1).
public enum SourceLanguage: String, Sendable, Hashable, CaseIterable, Codable {
    /// C (`.c`), parsed with `-fblocks`.
    case c
    /// Objective-C with ARC (`.m`, and `.h` headers).
    case objectiveC = "objective-c"
    /// Objective-C++ with ARC (`.mm`).
    case objectiveCxx = "objective-c++"
    /// C++ with blocks (`.cpp`, `.cc`, `.cxx`), as clang compiles it for Apple platforms.
    case cxx = "c++"

    /// The language a path's extension stands for; nil when the extension is not one capcheck reads.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "c": self = .c
        case "m", "h": self = .objectiveC
        case "mm": self = .objectiveCxx
        case "cpp", "cc", "cxx": self = .cxx
        default: return nil
        }
    }

    /// The language of `path` whose text is `source`: as `init(path:)`, except that a `.h` header
    /// written in C++ (a `namespace`, a `template`, a `class X {`, a C++ standard header such as
    /// `<vector>`) and never guarded by `__cplusplus` is Objective-C++, as the `.mm` files that
    /// include it compile it. Read as Objective-C, every C++ line of it would be an error.
    public init?(path: String, source: String) {
        guard let language = SourceLanguage(path: path) else { return nil }
        let isHeader = path.lowercased().hasSuffix(".h")
        self = isHeader && language == .objectiveC && SourceLanguage.isCxxOnlyHeader(source) ? .objectiveCxx : language
    }

    /// Whether a header's text uses C++ outside any `__cplusplus` guard (a header that mentions
    /// `__cplusplus` keeps its C++ for C++ includers and stays Objective-C).
    package static func isCxxOnlyHeader(_ source: String) -> Bool {
        guard !source.contains("__cplusplus"), hasCxxLine(source) else { return false }
        // Then without comments: documentation names C++ (`CA::Render`) in headers that are not.
        return hasCxxLine(
            comment.stringByReplacingMatches(
                in: source, range: NSRange(location: 0, length: source.utf16.count), withTemplate: ""))
    }

    private static func hasCxxLine(_ code: String) -> Bool {
        for line in code.split(separator: "\n", omittingEmptySubsequences: true) {
            let text = line.drop { $0 == " " || $0 == "\t" }
            if text.hasPrefix("//") || text.hasPrefix("*") || text.hasPrefix("/*") { continue }
            if cxxLine.firstMatch(in: String(text), range: NSRange(location: 0, length: text.utf16.count)) != nil {
                return true
            }
        }
        return false
    }

    /// A block comment, or a line comment (`//` not after a `:`, which a URL in a string has).
    private static let comment = try! NSRegularExpression(pattern: #"/\*[\s\S]*?\*/|(?<!:)//[^\n]*"#)

    /// A line only C++ has: a namespace or template, a class with a body or a base, `using
    /// namespace`, an access specifier, a `std::` or other qualified name, a `const` member
    /// function, an operator, a reference parameter, or a C++ standard header (no extension).
    private static let cxxLine = try! NSRegularExpression(
        pattern:
            #"^(namespace\s+[A-Za-z_][\w:]*\s*\{|namespace\s*\{|template\s*<|"#
            + #"class\s+[A-Za-z_]\w*(\s+final)?\s*(:[^:]|\{|$)|"#
            + #"using\s+namespace\s|(public|private|protected)\s*:\s*$|.*\bstd::|"#
            + #"[^"/]*\b[A-Za-z_]\w*::[A-Za-z_~]|.*\)\s*const\s*(\{.*|;|)$|"#
            + #".*\boperator\s*(==|!=|<|>|=|\(\)|\[\])\s*\(|.*\bconst\s+[A-Za-z_]\w*\s*&\s*[A-Za-z_]\w*\s*[,)=;]|"#
            + #"(static\s+)?inline\b[^{]*\w\s*&\s*[A-Za-z_]\w*\s*[,)]|"#
            + #"(?!return\b)[A-Za-z_][\w\s*]*\b[A-Za-z_]\w*\s*\([^)]*\b[A-Za-z_]\w*\s+&[A-Za-z_]\w*\s*[,)]|"#
            + #"#\s*(include|import)\s*<(vector|string|map|set|memory|atomic|mutex|functional|algorithm|cmath|"#
            + #"unordered_map|unordered_set|utility|array|list|deque|iostream|sstream|thread|tuple|type_traits|"#
            + #"condition_variable|cstdlib|cstdint|cstring|cstdio|climits|limits|new|chrono|optional)>)"#)

    /// True for the two Objective-C dialects (ARC ownership applies).
    public var isObjectiveC: Bool { self == .objectiveC || self == .objectiveCxx }

    /// True when the compiler follows C++ rules (odr-use decides what a block captures).
    public var isCxx: Bool { self == .objectiveCxx || self == .cxx }
}
