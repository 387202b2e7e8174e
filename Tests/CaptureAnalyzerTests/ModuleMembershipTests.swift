import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend
@testable import LintDriver

/// A header beside a `module.modulemap` that imports a sibling header of its module parses as the
/// module's own files are built (`-fmodule-name=`), never as "the AST could not be read" (the
/// promises library's 18 public headers did).
@Suite(.serialized) struct ModuleMembershipTests {
    /// google/promises' layout in small: the public headers and their module map in `include/`,
    /// each header importing a sibling.
    static func kitTree() throws -> ScratchTree {
        let tree = try ScratchTree()
        try tree.write("Package.swift", "// swift-tools-version:5.9\n")
        try tree.write(
            "Sources/Kit/include/module.modulemap",
            """
            module Kit {
                umbrella header "Kit.h"
                header "KTBase.h"
                header "KTWidget.h"
                exclude header "KTPrivate.h"
                export *
            }

            """)
        try tree.write("Sources/Kit/include/Kit.h", "#import \"KTBase.h\"\n#import \"KTWidget.h\"\n")
        try tree.write(
            "Sources/Kit/include/KTBase.h",
            "#import <Foundation/Foundation.h>\n@interface KTBase : NSObject\n"
                + "@property (nonatomic, copy) void (^handler)(void);\n@end\n")
        try tree.write(
            "Sources/Kit/include/KTWidget.h",
            """
            #import "KTBase.h"
            @interface KTWidget : KTBase
            - (void)run;
            @end
            static inline void KTRun(KTWidget *widget) {
                widget.handler = ^{ [widget run]; };
            }

            """)
        try tree.write(
            "Sources/Kit/include/KTPrivate.h", "#import \"KTWidget.h\"\n@interface KTWidget (Private)\n@end\n")
        try tree.write(
            "Sources/Kit/KTWidget.m", "#import \"KTWidget.h\"\n@implementation KTWidget\n- (void)run {}\n@end\n")
        return tree
    }

    @Test func aHeaderOfAModuleThatImportsItsSiblingParsesCompletely() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try Self.kitTree()
        let run = try LintDriver(options: LintDriverOptions(paths: [tree.root], toolFingerprint: "test")).run().run
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.findings.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" } == ["KTWidget.h:6"])
    }

    @Test func aHeaderBelongsToTheModuleThatNamesIt() throws {
        let tree = try Self.kitTree()
        let include = tree.path("Sources/Kit/include")
        for header in ["Kit.h", "KTBase.h", "KTWidget.h", "KTPrivate.h"] {
            #expect(ModuleMembership.module(containing: include + "/" + header, upTo: tree.root) == "Kit", "\(header)")
        }
        #expect(ModuleMembership.module(containing: tree.path("Sources/Kit/KTWidget.m"), upTo: tree.root) == nil)
        let analyzer = SourceAnalyzer()
        let arguments = analyzer.arguments(for: include + "/KTWidget.h", language: .objectiveC, source: "")
        #expect(arguments.contains("-fmodule-name=Kit"))
        #expect(
            !analyzer.arguments(for: tree.path("Sources/Kit/KTWidget.m"), language: .objectiveC, source: "")
                .contains { $0.hasPrefix("-fmodule-name=") })
    }

    @Test func umbrellaFoldersUmbrellaHeadersAndCommentsAreRead() {
        let map = """
            // module Commented { header "A.h" }
            framework module Views [system] {
              umbrella header "Views.h"
              /* header "B.h" */
              module Private { header "Private/P.h" }
            }
            module Models {
              umbrella "Models"
            }

            """
        let directory = "/t/include"
        #expect(ModuleMembership.module(containing: "/t/include/A.h", inMap: map, directory: directory) == nil)
        #expect(ModuleMembership.module(containing: "/t/include/B.h", inMap: map, directory: directory) == nil)
        #expect(
            ModuleMembership.module(containing: "/t/include/Private/P.h", inMap: map, directory: directory) == "Views")
        #expect(
            ModuleMembership.module(containing: "/t/include/Models/M.h", inMap: map, directory: directory) == "Models")
        #expect(ModuleMembership.module(containing: "/t/include/Views.h", inMap: map, directory: directory) == "Views")
    }

    @Test func anUnreadableModuleNamesItsModuleMapAndWhatShowsClangsMessage() throws {
        let tree = try Self.kitTree()
        let reason = SourceAnalyzer.moduleReadFailure(tree.path("Sources/Kit/include/KTWidget.h"))
        #expect(reason.hasPrefix("the AST could not be read: clang could not read back a precompiled module"))
        #expect(reason.contains("module Kit in \(tree.path("Sources/Kit/include/module.modulemap"))"), "\(reason)")
        #expect(reason.contains("--print-flags"))
    }
}
