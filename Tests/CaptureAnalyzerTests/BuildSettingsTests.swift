import Findings
import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend
@testable import LintDriver

/// The macros an Xcode project defines in its build settings reach the parse of every file, as the
/// Debug configuration compiles it, and only those that are certain.
@Suite struct BuildSettingsTests {
    /// An `.xcconfig` as projects write them: a list setting referenced from the definitions, an
    /// attribute macro, a string built from another setting with escaped quotes, `$(inherited)`.
    static let xcconfig = """
        // Shared settings
        KIT_BUNDLE_IDENTIFIER = org.example.kit
        KIT_FEATURE = 1
        DEFINITIONS_COMMON = KIT_DIRECT=__attribute__((objc_direct)) KIT_ID=\\"$(KIT_BUNDLE_IDENTIFIER)\\" \
        KIT_FEATURE=$(KIT_FEATURE) KIT_NAME=\\"$(PRODUCT_NAME)\\"
        GCC_PREPROCESSOR_DEFINITIONS = $(inherited) $(DEFINITIONS_COMMON) DEBUG=1 'QUOTED=a b'

        """

    @Test func xcconfigDefinitionsAreExpandedAsXcodeExpandsThem() {
        let settings = BuildSettings(assignments: BuildSettings.xcconfigAssignments(Self.xcconfig))
        // KIT_NAME names an Xcode built-in the tree does not define: left out. DEBUG: the default's.
        #expect(
            settings.macros == [
                "KIT_DIRECT=__attribute__((objc_direct))", "KIT_FEATURE=1", "KIT_ID=\"org.example.kit\"",
                "QUOTED=a b",
            ])
    }

    @Test func aMacroWithTwoValuesInTheTreeIsLeftOut() {
        let settings = BuildSettings(assignments: [
            ("GCC_PREPROCESSOR_DEFINITIONS", "BUILDING_KIT=1 SHARED=1"),
            ("GCC_PREPROCESSOR_DEFINITIONS", "BUILDING_KIT=0 SHARED=1"),
        ])
        #expect(settings.macros == ["SHARED=1"])
    }

    /// A `project.pbxproj` with a Debug and a Release configuration: the Release one is not read.
    @Test func projectFilesDebugConfigurationsAreRead() {
        let project = """
            /* Begin XCBuildConfiguration section */
            \t\tA1 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tAPP_ID = "org.example.app";
            \t\t\t\tGCC_PREPROCESSOR_DEFINITIONS = (
            \t\t\t\t\t"DEBUG=1",
            \t\t\t\t\t"APP_IDENTIFIER=\\\\\\"$(APP_ID)\\\\\\"",
            \t\t\t\t\t"$(inherited)",
            \t\t\t\t);
            \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tA2 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tGCC_PREPROCESSOR_DEFINITIONS = "NS_BLOCK_ASSERTIONS=1";
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            /* End XCBuildConfiguration section */

            """
        let settings = BuildSettings(assignments: BuildSettings.projectAssignments(project))
        #expect(settings.macros == ["APP_IDENTIFIER=\"org.example.app\""])
    }

    /// A tree whose code needs its build settings' macros parses whole without flags; clang-14,
    /// given the same file with those macros by hand, compiles it, and without them does not.
    @Test func aTreesBuildSettingsMacrosReachItsFiles() async throws {
        let tree = try ScratchTree()
        try tree.write("Configurations/Common.xcconfig", Self.xcconfig)
        try tree.write("Configurations/Release.xcconfig", "GCC_PREPROCESSOR_DEFINITIONS = KIT_RELEASE=1\n")
        let path = try tree.write(
            "Sources/Kit.m",
            """
            #import <Foundation/Foundation.h>
            #if !KIT_FEATURE || KIT_RELEASE
            #error built without the project's settings
            #endif
            NSString *const KitIdentifier = @KIT_ID;
            @interface Kit : NSObject
            @property (nonatomic, copy) void (^done)(void);
            - (void)run KIT_DIRECT;
            @end
            @implementation Kit
            - (void)run { self.done = ^{ [self description]; }; }
            @end

            """)
        let run: LintRun = try {
            driverLock.lock()
            defer { driverLock.unlock() }
            return try LintDriver(options: LintDriverOptions(paths: [tree.root], toolFingerprint: "test")).run().run
        }()
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.findings.map { "\($0.line) \($0.rule)" } == ["11 retain-cycle"])
        let macros = ProjectHeaders(root: tree.root).buildSettings.macros.map { "-D" + $0 }
        let flags = CompilerOracle.languageFlags(.objectiveC) + ["-fsyntax-only", path]
        let withMacros = try await CompilerOracle.run(CompilerOracle.clang, flags + macros)
        #expect(withMacros.status == 0, "\(withMacros.stderr)")
        #expect(try await CompilerOracle.run(CompilerOracle.clang, flags).status != 0)
    }
}
