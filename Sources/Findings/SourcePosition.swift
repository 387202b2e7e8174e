/// A position in a source file. `line` and `column` are 1-based; `file` is empty for
/// positions that have none (built-ins, implicit declarations).
public struct SourcePosition: Sendable, Hashable {
    /// The file's path as the frontend names it.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in bytes.
    public var column: Int
    /// Byte offset into the file.
    public var offset: Int

    /// A location from its parts.
    public init(file: String, line: Int, column: Int, offset: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }
}
