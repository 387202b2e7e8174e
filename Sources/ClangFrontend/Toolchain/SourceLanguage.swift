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

    /// True for the two Objective-C dialects (ARC ownership applies).
    public var isObjectiveC: Bool { self == .objectiveC || self == .objectiveCxx }

    /// True when the compiler follows C++ rules (odr-use decides what a block captures).
    public var isCxx: Bool { self == .objectiveCxx || self == .cxx }
}
