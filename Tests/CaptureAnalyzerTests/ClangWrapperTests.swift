import Testing
import CClang
@testable import CaptureAnalyzer

@Suite struct ClangWrapperTests {
    @Test func parsesInMemoryFileAndFindsBlockLiteral() throws {
        let index = ClangIndex()
        let unit = try TranslationUnit(
            index: index, path: "t.c", arguments: ["-fblocks"],
            unsavedFiles: [UnsavedFile(path: "t.c", contents: "void f(void) { int x = 1; void (^b)(void) = ^{ (void)x; }; }\n")])
        var blocks: [CaptureAnalyzer.SourceLocation] = []
        unit.cursor.visitChildren { c in
            if c.kind == CXCursor_BlockExpr { blocks.append(c.location) }
            return .recurse
        }
        #expect(blocks.map(\.line) == [1])
        #expect(blocks.map(\.column) == [45])
        #expect(unit.diagnostics.isEmpty)
    }
}
