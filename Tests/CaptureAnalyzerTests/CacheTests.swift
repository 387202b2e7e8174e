import Foundation
import Testing

/// A class whose property attribute comes from a header, so editing only the header changes
/// whether storing a self-capturing block in it is a cycle (`copy` keeps the block, `weak`
/// does not hold a block at all under ARC's rules for the rule).
func headerDeclaringHandler(_ attribute: String) -> String {
    """
    @interface NSObject
    - (id)description;
    @end
    @interface Foo : NSObject
    @property (\(attribute)) void (^handler)(void);
    @end

    """
}

let implementationUsingHeader = """
    #import "Foo.h"
    @implementation Foo
    - (void)setup {
        self.handler = ^{ [self description]; };
    }
    @end

    """

@Suite(.serialized) struct CacheTests {
    @Test func anUnchangedTreeIsServedFromTheCacheWithIdenticalResults() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        for i in 0..<6 { try tree.write("f\(i).m", i.isMultiple(of: 2) ? cycleSource : "int x\(i);\n") }
        try tree.write("broken.m", "\u{0}")
        let cold = try tree.lint(cache: true)
        let warm = try tree.lint(cache: true)
        #expect(cold.cachedFiles == 0)
        #expect(warm.cachedFiles == 7)
        #expect(warm.run.findings == cold.run.findings)
        #expect(warm.run.errors == cold.run.errors)
        #expect(warm.run.summary.blocks == cold.run.summary.blocks)
        #expect(cold.run.findings.count == 3)
        // The cache keeps itself out of version control.
        #expect(FileManager.default.fileExists(atPath: tree.path(".capcheck-cache/.gitignore")))
    }

    @Test func editingAFileReanalyzesOnlyThatFile() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("a.m", cycleSource)
        try tree.write("b.m", cycleSource)
        _ = try tree.lint(cache: true)
        try tree.write("b.m", "int fixed;\n")
        let after = try tree.lint(cache: true)
        #expect(after.cachedFiles == 1)
        #expect(after.run.findings.map(\.file) == ["a.m"])
    }

    @Test func editingAnIncludedHeaderInvalidatesTheFilesThatIncludeIt() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("Foo.h", headerDeclaringHandler("copy"))
        try tree.write("Foo.m", implementationUsingHeader)
        let first = try tree.lint(cache: true)
        #expect(first.run.findings.map(\.rule) == ["retain-cycle"])

        try tree.write("Foo.h", headerDeclaringHandler("copy") + "// unrelated edit\n")
        try tree.write("Foo.h", headerDeclaringHandler("assign"))
        let cached = try tree.lint(["Foo.m"], cache: true)
        let fresh = try tree.lint(["Foo.m"], cache: false)
        #expect(cached.cachedFiles == 0)
        #expect(cached.run.findings == fresh.run.findings)
        #expect(cached.run.findings != first.run.findings.filter { $0.file == "Foo.m" })
    }

    @Test func aMissingHeaderThatAppearsLaterInvalidatesTheCache() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("Foo.m", implementationUsingHeader)
        let without = try tree.lint(cache: true)
        #expect(without.run.errors.map(\.file) == ["Foo.m"])
        #expect(without.run.errors.first?.message.contains("\"Foo.h\" not found") == true)
        try tree.write("Foo.h", headerDeclaringHandler("copy"))
        let with = try tree.lint(cache: true)
        #expect(with.cachedFiles == 0)
        #expect(with.run.errors.isEmpty)
        #expect(with.run.findings.map(\.rule) == ["retain-cycle"])
    }

    @Test func aDifferentConfigurationFlagsOrToolBuildMissesTheCache() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("a.m", cycleSource)
        _ = try tree.lint(cache: true)
        #expect(try tree.lint(cache: true).cachedFiles == 1)
        #expect(
            try tree.lint(cache: true, configure: { $0.analyzerOptions.compilerFlags = ["-DX=1"] }).cachedFiles == 0)
        #expect(try tree.lint(cache: true, configure: { $0.toolFingerprint = "rebuilt" }).cachedFiles == 0)
        try tree.write(".capcheck.yml", "disabled_rules: [retain-cycle]\n")
        let reconfigured = try tree.lint(cache: true)
        #expect(reconfigured.cachedFiles == 0)
        #expect(reconfigured.run.findings.isEmpty)
    }

    @Test func aCorruptCacheEntryIsAMissNotACrash() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("a.m", cycleSource)
        let cold = try tree.lint(cache: true)
        let entries =
            FileManager.default.enumerator(atPath: tree.path(".capcheck-cache/v1"))?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") } ?? []
        #expect(entries.count == 1)
        for entry in entries {
            try "{not json".write(toFile: tree.path(".capcheck-cache/v1/" + entry), atomically: true, encoding: .utf8)
        }
        let warm = try tree.lint(cache: true)
        #expect(warm.cachedFiles == 0)
        #expect(warm.run.findings == cold.run.findings)
    }
}
