import Findings
import Foundation
import Testing

@testable import ClangFrontend
@testable import LintDriver

/// A library the tree tests for with `__has_include` (an optional integration, as a UI framework
/// that adapts to a list library when the app has it) and does not contain. A stand-in answering
/// the test would turn the integration on in every file and report each of them as missing the
/// library; without one the test is false, as in a build without the library. What that skips
/// in a file's own code, and every include of the library outside such a test, stays incomplete
/// and says which manifest fetches the library.
@Suite(.serialized) struct OptionalDependencyTests {
    static let cycle = """
        @interface Owner : NSObject
        @property (copy) void (^handler)(void);
        - (void)tick;
        @end
        @implementation Owner
        - (void)tick {}
        - (void)store { self.handler = ^{ [self tick]; }; }
        @end

        """

    func names(_ paths: [String]) -> [String] { paths.map { ($0 as NSString).lastPathComponent } }

    func lint(_ files: [String: String]) throws -> LintOutcome {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("Podfile", "platform :ios, '14.0'\ntarget 'App' do\n  pod 'ListKit', '~> 4.0'\nend\n")
        try tree.write("Core/Availability.h", "#define HAS_LIST_KIT __has_include(<ListKit/ListKit.h>)\n")
        try tree.write(
            "Core/Owner+ListKit.h",
            """
            #import "Availability.h"
            #if HAS_LIST_KIT
            #import <Foundation/Foundation.h>
            #import <ListKit/ListKit.h>
            @interface NSObject (ListKit) <ListDiffable>
            @end
            #endif

            """)
        for (path, text) in files { try tree.write(path, text) }
        return try tree.lint()
    }

    @Test func aFileReachingAnOptionalIntegrationIsCompleteAndKeepsItsFinding() throws {
        let run = try lint([
            "Core/Owner.m": "#import <Foundation/Foundation.h>\n#import \"Owner+ListKit.h\"\n" + Self.cycle
        ]).run
        // Only the integration's own header, whose code is under the test, is read in part.
        #expect(names(run.incomplete.map(\.file)) == ["Owner+ListKit.h"], "\(run.incomplete)")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.findings.map(\.line) == [9])
        #expect(run.findings.first?.notes.contains { $0.message.contains("incompletely") } == false)
    }

    @Test func codeSkippedUnderTheTestSaysWhichManifestFetchesTheLibrary() throws {
        let run = try lint([
            "Core/Adapter.m": """
            #import <Foundation/Foundation.h>
            #import "Availability.h"
            #if HAS_LIST_KIT
            void adapt(void) { (void)^{}; }
            #endif

            """,
            "Core/Plain.m": "#import \"Availability.h\"\n#if !HAS_LIST_KIT\nvoid plain(void) { (void)^{}; }\n#endif\n",
            // A negated test keeps its code; a branch that only imports the header loses nothing.
            "Core/Own.m": "#if !__has_include(<ListKit/ListKit.h>)\nvoid own(void) { (void)^{}; }\n#endif\n",
            "Core/Bridge.h":
                "#if __has_include(<ListKit/ListKit.h>)\n// the library's own\n#import <ListKit/ListKit.h>\n"
                + "#else\n#import <Foundation/Foundation.h>\n#endif\n",
        ]).run
        #expect(names(run.incomplete.map(\.file)) == ["Adapter.m", "Owner+ListKit.h"], "\(run.incomplete)")
        let entry = try #require(run.incomplete.first)
        #expect(entry.reason == .missingHeader)
        #expect(entry.line == 3)
        #expect(entry.message.hasPrefix("<ListKit/ListKit.h> not found: the code under `#if HAS_LIST_KIT` was skipped"))
        #expect(entry.message.contains("Podfile names ListKit"), "\(entry.message)")
        #expect(entry.message.contains("`pod install`"), "\(entry.message)")
        #expect(run.summary.blocks == 2)
    }

    @Test func anIncludeOutsideTheTestIsIncompleteAndNotAnError() throws {
        let run = try lint([
            "Example/Feed.m": "#import <Foundation/Foundation.h>\n#import <ListKit/ListKit.h>\n" + Self.cycle
        ]).run
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(names(run.incomplete.map(\.file)) == ["Owner+ListKit.h", "Feed.m"], "\(run.incomplete)")
        #expect(run.incomplete.last?.reason == .missingHeader)
        let message = run.incomplete.last?.message ?? ""
        #expect(
            message.hasPrefix("<ListKit/ListKit.h> not found (parsed as if it were empty: Podfile names"), "\(message)")
        // clang goes on past the include: the file's own code is still read.
        #expect(run.findings.map(\.line) == [9])
    }

    /// A file that imports a missing library's umbrella header and uses nothing it declares
    /// compiles without an error: nothing of it is unknown. One that uses a class of it is read
    /// in part, and so is one that calls a function of it (only a warning in C).
    @Test func aMissingHeaderCountsOnlyWhenTheFileUsesWhatItDeclares() throws {
        let run = try lint([
            "App/Unused.m": "#import <Foundation/Foundation.h>\n#import <ChatKit/ChatKit.h>\n" + Self.cycle,
            "App/Used.m": "#import <Foundation/Foundation.h>\n#import <ChatKit/ChatKit.h>\n" + Self.cycle
                + "void show(CKRoom *room) {}\n",
            "App/Called.c": "#include <ChatKit/ChatKit.h>\nvoid start(void) { ck_start(); }\n",
        ]).run
        #expect(
            names(run.incomplete.map(\.file)) == ["Called.c", "Used.m", "Owner+ListKit.h"], "\(run.incomplete)")
        #expect(run.incomplete.first?.message.hasPrefix("<ChatKit/ChatKit.h> not found") == true)
        #expect(names(run.findings.map(\.file)) == ["Unused.m", "Used.m"])
        #expect(run.findings.first?.notes.contains { $0.message.contains("incompletely") } == false)
        #expect(run.findings.last?.notes.contains { $0.message.contains("incompletely") } == true)
    }

    /// The generated Swift interface tested for in a header of the tree, as a framework that
    /// builds with and without its Swift half does: a file that then uses a Swift class names the
    /// header, not clang's error on the class.
    @Test func aFileUsingWhatAnAbsentTestedHeaderDeclaresNamesIt() throws {
        let run = try lint([
            "Kit/KitSwift.h": "#if __has_include(<Kit/Kit-Swift.h>)\n#import <Kit/Kit-Swift.h>\n#endif\n",
            "Kit/Room.m": "#import <Foundation/Foundation.h>\n#import \"KitSwift.h\"\n"
                + "void show(KitRoomModel *room) { NSLog(@\"%@\", room.lastMessage.text); }\n",
        ]).run
        let entry = try #require(run.incomplete.first { $0.file.hasSuffix("Room.m") }, "\(run.incomplete)")
        #expect(entry.message.hasPrefix("<Kit/Kit-Swift.h> not found (tested with __has_include in KitSwift.h"))
        #expect(entry.message.contains("Xcode generates it"), "\(entry.message)")
    }

    /// Messages name the manifest that fetches a missing library, so a cached result must not
    /// outlive a change to the manifests.
    @Test func theManifestsArePartOfTheTreesCacheKey() throws {
        let tree = try ScratchTree()
        try tree.write("Core/Owner.h", "@interface Owner\n@end\n")
        try tree.write("Podfile", "pod 'ListKit'\n")
        let before = ProjectHeaders(root: tree.root).fingerprint
        #expect(ProjectHeaders(root: tree.root).fingerprint == before)
        try tree.write("Podfile", "pod 'ListKit'\npod 'OtherKit'\n")
        #expect(ProjectHeaders(root: tree.root).fingerprint != before)
    }

    /// A framework a podspec links (`weak_frameworks`, `frameworks`) is an SDK framework, not a
    /// dependency the build fetches: a missing header of it says the stand-in lacks it, as for
    /// any SDK framework; a pod the podspec depends on still says what fetches it.
    @Test func aFrameworkThePodspecLinksIsTheSDKs() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write(
            "Kit.podspec",
            "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.ios.frameworks = %w{ UIKit\n  Accounts }\n"
                + "  s.weak_frameworks = 'Twitter', 'Social' # optional\n  s.dependency 'ListKit'\nend\n")
        try tree.write("Kit/Share.m", "#import <Twitter/Twitter.h>\n#import <Accounts/Accounts.h>\nTWRequest *r;\n")
        try tree.write("Kit/List.m", "#import <ListKit/ListKit.h>\nLKList *l;\n")
        let project = ProjectHeaders(root: tree.root)
        #expect(project.linkedSDKFrameworks == ["UIKit", "Accounts", "Twitter", "Social"])
        #expect(project.manifest(naming: "Twitter") == nil)
        #expect(project.manifest(naming: "ListKit") == "Kit.podspec")
        let run = try tree.lint().run
        let share = try #require(run.incomplete.first { $0.file.hasSuffix("Share.m") }, "\(run.incomplete)")
        #expect(
            share.message
                == "<Twitter/Twitter.h> not found (parsed as if it were empty: an Apple SDK header the SDK stand-in "
                + "does not declare yet; lint on a Mac with --sdk or SDKROOT to use the real SDK)")
        let list = try #require(run.incomplete.first { $0.file.hasSuffix("List.m") }, "\(run.incomplete)")
        #expect(list.message.contains("Kit.podspec names ListKit"), "\(list.message)")
    }

    @Test func probesInDefinesAreRead() {
        let imports = ImportScanner.scan(
            "#define HAS_X __has_include(<X/X.h>) && __has_include(\"Y.h\")\n#define Z 1\n")
        #expect(imports.probed == ["X/X.h", "Y.h"])
        #expect(imports.probeMacros == ["HAS_X": ["X/X.h", "Y.h"]])
    }
}
