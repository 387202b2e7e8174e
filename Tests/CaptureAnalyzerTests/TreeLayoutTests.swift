import Findings
import Foundation
import Testing

@testable import LintDriver

/// Layouts of Objective-C trees that Xcode builds on a Mac and that a lint without flags read in
/// part: framework bundles shipped in the tree, a folder named like an SDK framework, includes
/// that differ from a header only in case, a prefix header named by the Xcode project, `.m` files
/// in another language, and comments in a legacy encoding.
@Suite(.serialized) struct TreeLayoutTests {
    /// A subclass whose stored block keeps `self`: its superclass's header declares the property.
    static func suite(importing include: String) -> String {
        """
        \(include)
        @interface Suite : MTBase
        @end
        @implementation Suite
        - (void)stop {}
        - (void)arm {
            self.onFail = ^{ [self stop]; };
        }
        @end

        """
    }

    static let base = """
        #import <Foundation/Foundation.h>
        @interface MTBase : NSObject
        @property (nonatomic, copy) void (^onFail)(void);
        @end

        """

    func lint(_ tree: ScratchTree) throws -> LintRun {
        driverLock.lock()
        defer { driverLock.unlock() }
        var run = try tree.lint().run
        for index in run.incomplete.indices where run.incomplete[index].file.hasPrefix(tree.root + "/") {
            run.incomplete[index].file.removeFirst(tree.root.count + 1)
        }
        return run
    }

    /// `<Kit/X.h>` is found in `Kit.framework/Headers` (through `Versions/A`), as clang's `-F`
    /// search finds it; a bundle that is not a framework names no module.
    @Test func aFrameworkBundleOfTheTreeAnswersItsModule() throws {
        let tree = try ScratchTree()
        try tree.write("Vendor/Matchers.framework/Versions/A/Headers/MTBase.h", Self.base)
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("Vendor/Matchers.framework/Versions/Current"), withDestinationPath: "A")
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("Vendor/Matchers.framework/Headers"), withDestinationPath: "Versions/Current/Headers")
        try tree.write("Tests/Suite.m", Self.suite(importing: "#import <Matchers/MTBase.h>"))
        let run = try lint(tree)
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.findings.map(\.rule) == ["retain-cycle"])

        let lookalike = try ScratchTree()
        try lookalike.write("Vendor/Matchers.bundle/Headers/MTBase.h", Self.base)
        try lookalike.write("Tests/Suite.m", Self.suite(importing: "#import <Matchers/MTBase.h>"))
        let missing = try lint(lookalike)
        #expect(missing.incomplete.map(\.reason) == [.missingHeader], "\(missing.incomplete)")
    }

    /// A tree that ships a library the stand-in also provides reads its own copy, and the
    /// stand-in is not seen at all: a header only the stand-in has is reported missing, where
    /// mixing the two copies would declare each class twice.
    @Test func aShippedLibraryHidesItsStandIn() throws {
        let tree = try ScratchTree()
        try tree.write(
            "Vendor/OCHamcrest.framework/Headers/HCBaseMatcher.h",
            "#import <Foundation/Foundation.h>\n@interface HCBaseMatcher : NSObject\n+ (int)vendoredOnly;\n@end\n")
        try tree.write(
            "Tests/Own.m",
            """
            #import <OCHamcrest/HCBaseMatcher.h>
            #import "HCBaseMatcher.h"
            int own(void) { return [HCBaseMatcher vendoredOnly]; }

            """)
        try tree.write("Tests/Other.m", "#import <OCHamcrest/HCIsEqual.h>\nid other(void) { return equalTo(@1); }\n")
        let run = try lint(tree)
        #expect(run.incomplete.map(\.file) == ["Tests/Other.m"], "\(run.incomplete)")
        #expect(run.incomplete.first?.message.hasPrefix("<OCHamcrest/HCIsEqual.h> not found") == true)

        // Without the tree's copy, the stand-in answers, also beside a podspec named after the
        // library that holds none of its headers.
        let plain = try ScratchTree()
        try plain.write("Tests/OCHamcrest.podspec", "Pod::Spec.new do |s|\n  s.name = 'OCHamcrest'\nend\n")
        try plain.write("Tests/Helpers.h", "#import <Foundation/Foundation.h>\n")
        try plain.write("Tests/Other.m", "#import <OCHamcrest/HCIsEqual.h>\nid other(void) { return equalTo(@1); }\n")
        #expect(try lint(plain).incomplete.isEmpty)
    }

    /// A folder of the tree named like an SDK framework answers the headers the stand-in lacks;
    /// the stand-in's own headers still win.
    @Test func aFolderNamedLikeAnSDKFrameworkAnswersWhatTheStandInLacks() throws {
        let tree = try ScratchTree()
        try tree.write("shim/SenTestingKit/MTBase.h", Self.base)
        // The tree's umbrella lacks what the stand-in's declares: were it read, `SenTestCase`
        // would be unknown.
        try tree.write("shim/SenTestingKit/SenTestingKit.h", "void treeOnly(void);\n")
        try tree.write("shim/Suite.m", Self.suite(importing: "#import <SenTestingKit/MTBase.h>"))
        try tree.write(
            "shim/Kit.m",
            "#import <SenTestingKit/SenTestingKit.h>\n@interface KitTests : SenTestCase\n@end\n"
                + "@implementation KitTests\n- (void)testKit { [self setUp]; }\n@end\n")
        let run = try lint(tree)
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.findings.map(\.rule) == ["retain-cycle"])
    }

    /// Includes that differ from a header only in case are found, as on a Mac's default file
    /// system: the stand-in's framework and header names and the tree's own. A header that no
    /// spelling names stays missing.
    @Test func includesThatDifferOnlyInCaseAreFound() throws {
        let tree = try ScratchTree()
        try tree.write("Sources/Kit/MTBase.h", "#import <UIKit/UIKIt.h>\n" + Self.base)
        try tree.write("Sources/Suite.m", Self.suite(importing: "#import <UIKIt/UIKit.h>\n#import <kit/mtbase.h>"))
        try tree.write(
            "Sources/View.m",
            "#import <UIKit/UIKit.h>\n#import <Kit/MTBase.h>\nCGRect frame(UIView *v) { return v.frame; }\n")
        let run = try lint(tree)
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.findings.map(\.rule) == ["retain-cycle"])

        let lookalike = try ScratchTree()
        try lookalike.write(
            "Sources/Missing.m", "#import <UIKit/UIKitViews.h>\nvoid f(void) { UIView *v = nil; (void)v; }\n")
        let missing = try lint(lookalike)
        #expect(missing.incomplete.map(\.reason) == [.missingHeader], "\(missing.incomplete)")
    }

    static func project(prefixHeader: String, configuration: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        /* Begin XCBuildConfiguration section */
        \t\tA1 /* \(configuration) */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tGCC_PREFIX_HEADER = "\(prefixHeader)";
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t};
        \t\t\tname = \(configuration);
        \t\t};
        /* End XCBuildConfiguration section */
        \t};
        }

        """
    }

    /// The prefix header the Xcode project names (`GCC_PREFIX_HEADER`, a path from the folder
    /// holding the `.xcodeproj`) is force-included in files it is not above; one named only by
    /// a release configuration is not.
    @Test func thePrefixHeaderTheProjectNamesIsIncluded() throws {
        for configuration in ["Debug", "Release"] {
            let tree = try ScratchTree()
            try tree.write(
                "App/App.xcodeproj/project.pbxproj",
                Self.project(prefixHeader: "$(SRCROOT)/App/Support/App-Prefix.pch", configuration: configuration))
            try tree.write(
                "App/App/Support/App-Prefix.pch",
                "#ifdef __OBJC__\n#import <Foundation/Foundation.h>\n#import \"Helpers.h\"\n#endif\n")
            try tree.write("App/App/Support/Helpers.h", "#define APP_REFRESHES 1\n")
            try tree.write(
                "App/App/Views/Screen.m",
                """
                #import <Foundation/Foundation.h>
                @interface Screen : NSObject
                @property (nonatomic, copy) dispatch_block_t refresh;
                @end
                @implementation Screen
                - (void)reload {}
                #if APP_REFRESHES
                - (void)load { self.refresh = ^{ [self reload]; }; }
                #endif
                @end

                """)
            let run = try lint(tree)
            #expect(run.incomplete.isEmpty, "\(run.incomplete)")
            #expect(run.findings.map(\.rule) == (configuration == "Debug" ? ["retain-cycle"] : []))
        }
    }

    /// A MATLAB file named `.m` is skipped as not C-family source, not parsed in part; an
    /// Objective-C file with `%` in its format strings is analysed.
    @Test func aMATLABFileIsNotObjectiveC() throws {
        let tree = try ScratchTree()
        try tree.write("Docs/plot.m", "%% plot the signal\n% kate: hl Matlab\nfunction y = f(x)\n  y = x.^2;\nend\n")
        try tree.write(
            "Sources/Log.m",
            "%:include <Foundation/Foundation.h>\nvoid report(int n) { dispatch_async(dispatch_get_main_queue(), ^{ "
                + "NSLog(@\"%d\", n); }); }\n")
        let run = try lint(tree)
        #expect(run.incomplete.map(\.file) == ["Docs/plot.m"], "\(run.incomplete)")
        #expect(run.incomplete.first?.reason == .skipped)
        #expect(run.incomplete.first?.message.hasPrefix("not C-family source") == true)
        #expect(run.summary.blocks == 1)
    }

    /// Bytes that are not UTF-8 in a comment (Shift-JIS, as clang accepts them) leave the file
    /// analysed; in code, outside any comment, the file is still refused.
    @Test func legacyBytesInCommentsAreRead() throws {
        let code = Array(Self.suite(importing: Self.base).utf8)
        // Two kana, the second with a trail byte that is ASCII's backslash.
        let shiftJIS: [UInt8] = [0x82, 0xA0, 0x83, 0x5C]
        func comment(_ text: [UInt8]) -> [UInt8] {
            Array("// ".utf8) + text + Array(" kana\n/* ".utf8) + text + Array(" */\n".utf8)
        }
        var runs: [LintRun] = []
        for text in [shiftJIS, Array("abcd".utf8)] {
            let tree = try ScratchTree()
            FileManager.default.createFile(atPath: tree.path("Suite.m"), contents: Data(comment(text) + code))
            runs.append(try lint(tree))
        }
        #expect(runs[0].incomplete.isEmpty, "\(runs[0].incomplete)")
        #expect(runs[0].findings.map(\.rule) == ["retain-cycle"])
        #expect(runs[0].findings.map { [$0.line, $0.column] } == runs[1].findings.map { [$0.line, $0.column] })

        let literal = try ScratchTree()
        let text = Array("const char *s = \"".utf8) + shiftJIS + Array("\";\n".utf8)
        FileManager.default.createFile(atPath: literal.path("Literal.m"), contents: Data(text))
        #expect(try lint(literal).incomplete.map(\.message) == ["file is not valid UTF-8 text"])
    }

    /// A header the Xcode project takes from the build's products is reported as made by the
    /// build; one the project keeps in a group of the tree keeps the usual message.
    @Test func aHeaderFromTheBuildProductsSaysSo() throws {
        let tree = try ScratchTree()
        try tree.write(
            "Kit/Kit.xcodeproj/project.pbxproj",
            """
            \t\tF1 /* onig.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; name = onig.h; \
            path = x86_64/onig.h; sourceTree = BUILT_PRODUCTS_DIR; };
            \t\tF2 /* other.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = other.h; \
            sourceTree = "<group>"; };

            """)
        try tree.write("Kit/Regex.m", "#import <Kit/onig.h>\nvoid f(void) { OnigRegex r = 0; (void)r; }\n")
        try tree.write("Kit/Other.m", "#import \"other.h\"\nvoid g(void) { h(); }\n")
        let run = try lint(tree)
        let messages = Dictionary(uniqueKeysWithValues: run.incomplete.map { ($0.file, $0.message) })
        #expect(messages["Kit/Regex.m"]?.contains("Kit/Kit.xcodeproj takes it from the build's products") == true)
        #expect(messages["Kit/Other.m"]?.contains("build's products") == false, "\(messages)")
    }
}
