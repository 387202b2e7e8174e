import Foundation
import Testing

@testable import ClangFrontend
@testable import LintDriver

/// A tree's header included by a path of three or more components (`<ccan/likely/likely.h>` for
/// `lib/ccan/likely/likely.h`, as a build with `-I lib/ccan` finds it) is found without flags.
@Suite(.serialized) struct HeaderPathTests {
    static func tree() throws -> ScratchTree {
        let tree = try ScratchTree()
        try tree.write("lib/ccan/likely/likely.h", "#define likely(x) __builtin_expect(!!(x), 1)\n")
        try tree.write("lib/ccan/str/str.h", "#include <ccan/likely/likely.h>\nint str_len(const char *s);\n")
        try tree.write(
            "lib/ccan/kit/KTHolder.h",
            "#import <Foundation/Foundation.h>\n@interface KTHolder : NSObject\n"
                + "@property (nonatomic, copy) void (^handler)(void);\n@end\n")
        try tree.write(
            "src/u.m",
            """
            #import <Foundation/Foundation.h>
            #include <ccan/likely/likely.h>
            #import "ccan/kit/KTHolder.h"
            @interface U : NSObject
            @property (nonatomic, strong) KTHolder *holder;
            @end
            @implementation U
            - (void)start {
                if (likely(self.holder != nil)) { self.holder.handler = ^{ [self start]; }; }
            }
            @end

            """)
        try tree.write(
            "src/c.c", "#include \"ccan/str/str.h\"\nint f(const char *s) { return likely(s != 0) ? str_len(s) : 0; }\n"
        )
        return tree
    }

    @Test func aDeepIncludeIsFoundByItsWholePath() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try Self.tree()
        let run = try tree.lint().run
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.findings.map { "\($0.file):\($0.line) \($0.rule)" } == ["src/u.m:9 retain-cycle"])
    }

    /// A path the tree holds only under other folders (`<other/likely/likely.h>`) stays missing:
    /// the file's name alone does not answer it.
    @Test func aPathOnlyItsFileNameMatchesIsStillMissing() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try Self.tree()
        try tree.write("src/miss.c", "#include <other/likely/likely.h>\nint g(int x) { return likely(x); }\n")
        let run = try tree.lint(["src/miss.c"]).run
        #expect(run.incomplete.map(\.reason) == [.missingHeader])
        #expect(run.incomplete.first?.message.hasPrefix("<other/likely/likely.h> not found") == true)
    }

    /// Of two headers with the path, the one nearest the including file answers.
    @Test func theNearestHeaderWithThePathAnswers() throws {
        let tree = try ScratchTree()
        try tree.write("a/ccan/x/y.h", "int a;\n")
        try tree.write("b/ccan/x/y.h", "int b;\n")
        let project = ProjectHeaders(root: tree.root)
        let files = project.virtualFiles(for: tree.path("b/src/z.c"), source: "#include <ccan/x/y.h>\n")
        let forwarder = try #require(files.first { $0.path == project.virtualDirectory + "/ccan/x/y.h" })
        #expect(forwarder.contents == ProjectHeaders.forwarder(to: tree.path("b/ccan/x/y.h")))
        #expect(ProjectHeaders.isDeepPath("ccan/x/y.h"))
        #expect(!ProjectHeaders.isDeepPath("x/y.h"))
        #expect(!ProjectHeaders.isDeepPath("../x/y.h"))
    }
}
