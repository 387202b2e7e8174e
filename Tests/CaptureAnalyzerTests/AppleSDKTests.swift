import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend
@testable import Findings
@testable import LintDriver

/// A tiny Apple SDK made on the spot: Foundation with a root class and an `NSOperation` whose
/// completion block is `assign` (the stand-in's is `copy`), a framework only it has (FakeKit), and
/// `usr/include`.
struct FakeSDK {
    let tree: ScratchTree
    let path: String

    init(name: String = "iPhoneOS17.2.sdk") throws {
        tree = try ScratchTree()
        path = tree.path("Platforms/iPhoneOS.platform/Developer/SDKs/" + name)
        let sdk = "Platforms/iPhoneOS.platform/Developer/SDKs/" + name
        try tree.write(sdk + "/usr/include/fakesdk.h", "#define CAPCHECK_FAKE_SDK 1\n")
        try tree.write(
            sdk + "/System/Library/Frameworks/Foundation.framework/Headers/Foundation.h",
            """
            #include <fakesdk.h>
            typedef signed char BOOL;
            @interface NSObject
            + (instancetype)new;
            - (instancetype)init;
            - (id)description;
            @end
            @interface NSOperation : NSObject
            @property (nonatomic, assign) void (^completionBlock)(void);
            @end

            """)
        try tree.write(
            sdk + "/System/Library/Frameworks/FakeKit.framework/Headers/FakeKit.h",
            """
            #import <Foundation/Foundation.h>
            @interface FKWidget : NSObject
            @property (nonatomic, copy) void (^handler)(void);
            @end

            """)
        try tree.write(
            "Platforms/iPhoneOS.platform/Developer/Library/Frameworks/XCTest.framework/Headers/XCTest.h",
            "#import <Foundation/Foundation.h>\n@interface XCTestCase : NSObject\n@end\n")
    }

    func sdk(_ source: AppleSDK.Source = .flag) throws -> AppleSDK { try AppleSDK(path: path, source: source) }
}

/// `--sdk`, `sdk:` in `.capcheck.yml`, `SDKROOT` and `xcrun`: a real SDK replaces the stand-in.
@Suite(.serialized) struct AppleSDKTests {
    /// A widget only the fake SDK declares, kept by self, whose block captures self.
    static let widgetFile = """
        #import <FakeKit/FakeKit.h>
        #if !CAPCHECK_FAKE_SDK
        #error the SDK's usr/include was not searched
        #endif
        @interface Screen : NSObject
        @property (nonatomic, strong) FKWidget *widget;
        @end
        @implementation Screen
        - (void)load {
            self.widget.handler = ^{ [self description]; };
        }
        @end

        """

    /// An operation kept by self whose completion block captures self: a cycle when the SDK
    /// declares `completionBlock` copy (the stand-in, as Apple's SDK does), none when assign.
    static let operationFile = """
        #import <Foundation/Foundation.h>
        @interface Loader : NSObject
        @property (nonatomic, strong) NSOperation *operation;
        @end
        @implementation Loader
        - (void)start {
            self.operation.completionBlock = ^{ [self description]; };
        }
        @end

        """

    static func lint(_ source: String, name: String, sdk: AppleSDK?) throws -> ResultCache.Entry {
        let tree = try ScratchTree()
        let path = try tree.write(name, source)
        var options = AnalyzerOptions()
        options.sdk = sdk
        return LintDriver.analyze(path, with: Linter(analyzer: SourceAnalyzer(options: options)))
    }

    @Test func aPathThatIsNoSDKIsAnErrorNamingIt() throws {
        let tree = try ScratchTree()
        try tree.write("Empty.sdk/README", "not an SDK\n")
        #expect(throws: AppleSDKError.notFound(path: tree.path("Missing.sdk"), source: .flag)) {
            try AppleSDK(path: tree.path("Missing.sdk"), source: .flag)
        }
        #expect(throws: AppleSDKError.notAnSDK(path: tree.path("Empty.sdk"), source: .environment)) {
            try AppleSDK(path: tree.path("Empty.sdk"), source: .environment)
        }
        let error = AppleSDKError.notAnSDK(path: "/x/Empty.sdk", source: .environment)
        #expect(error.description.hasPrefix("/x/Empty.sdk: not an SDK"))
        #expect(error.description.contains("usr/include") && error.description.contains("SDKROOT"))
    }

    @Test func theTargetFollowsTheSDKsPlatformAndVersion() throws {
        let fake = try FakeSDK()
        let sdk = try fake.sdk()
        #expect(sdk.platform == "iphoneos")
        #expect(sdk.version == "17.2")
        #expect(sdk.targetTriple == "arm64-apple-ios17.2")
        #expect(sdk.developerFrameworksDirectory != nil)
        try fake.tree.write(
            "Other.sdk/SDKSettings.json",
            #"{"CanonicalName": "macosx14.2", "Version": "14.2", "DefaultProperties": {"PLATFORM_NAME": "macosx"}}"#)
        try fake.tree.write("Other.sdk/usr/include/stdio.h", "\n")
        let mac = try AppleSDK(path: fake.tree.path("Other.sdk"), source: .xcrun)
        #expect(mac.platform == "macosx" && mac.version == "14.2")
        #expect(mac.targetTriple.hasSuffix("-apple-macosx14.2"))
        #expect(mac.developerFrameworksDirectory == nil)
        #expect(mac.provides(header: "stdio.h") && !mac.provides(header: "UIKit/UIKit.h"))
    }

    @Test func theSDKReplacesTheStandInsFolders() throws {
        let fake = try FakeSDK()
        let sdk = try fake.sdk()
        let arguments = SDKShim.bundled.using(sdk).arguments(for: .objectiveC, source: Self.widgetFile)
        #expect(arguments.contains("-isysroot") && arguments.contains(sdk.path))
        #expect(arguments.contains("arm64-apple-ios17.2"))
        #expect(!arguments.contains(SDKShim.bundled.includeDirectory))
        #expect(!arguments.contains { $0.hasPrefix("-fobjc-runtime=") })
        let c = SDKShim.bundled.using(sdk).arguments(for: .c, source: "int x;\n")
        #expect(!c.contains(SDKShim.bundled.includeDirectory) && c.contains(sdk.path))
    }

    @Test func aFrameworkOnlyTheSDKDeclaresParsesCompletely() throws {
        let fake = try FakeSDK()
        let withSDK = try Self.lint(Self.widgetFile, name: "Screen.m", sdk: fake.sdk())
        #expect(withSDK.error == nil)
        #expect(withSDK.incomplete == nil, "\(String(describing: withSDK.incomplete))")
        #expect(withSDK.findings.map(\.rule) == ["retain-cycle"])
        // The stand-in has no FakeKit: the file is analysed in part.
        let withStandIn = try Self.lint(Self.widgetFile, name: "Screen.m", sdk: nil)
        #expect(withStandIn.incomplete != nil)
    }

    @Test func aClassTheSDKDeclaresDifferentlyChangesTheResult() throws {
        let fake = try FakeSDK()
        let standIn = try Self.lint(Self.operationFile, name: "Loader.m", sdk: nil)
        #expect(standIn.findings.map(\.rule) == ["retain-cycle"])
        let real = try Self.lint(Self.operationFile, name: "Loader.m", sdk: fake.sdk())
        #expect(real.incomplete == nil, "\(String(describing: real.incomplete))")
        #expect(real.findings.isEmpty, "an assign completion block keeps nothing: \(real.findings)")
    }

    @Test func theStandInIsNotSearched() throws {
        let fake = try FakeSDK()
        let source = "#import <UIKit/UIKit.h>\n#import <XCTest/XCTest.h>\n@interface V : UIView\n@end\n"
        let entry = try Self.lint(source, name: "V.m", sdk: fake.sdk())
        let incomplete = try #require(entry.incomplete)
        #expect(incomplete.message.contains("<UIKit/UIKit.h>"), "\(incomplete.message)")
        #expect(incomplete.message.contains("the SDK at \(fake.path) does not have it"), "\(incomplete.message)")
        // XCTest comes from the platform's developer frameworks beside the SDK.
        #expect(!incomplete.message.contains("XCTest"))
    }

    @Test func theFlagWinsOverTheConfigurationWhichWinsOverTheEnvironment() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let flagged = try FakeSDK(name: "iPhoneOS17.2.sdk")
        let configured = try FakeSDK(name: "iPhoneOS16.0.sdk")
        let environment = try FakeSDK(name: "iPhoneOS15.0.sdk")
        let tree = try ScratchTree()
        try tree.write("Configured/.capcheck.yml", "sdk: \(configured.path)\n")
        try tree.write("Configured/Screen.m", Self.widgetFile)
        try tree.write("Plain/Screen.m", Self.widgetFile)
        func run(_ path: String, flag: AppleSDK?? = nil) throws -> LintSummary {
            var options = LintDriverOptions(paths: [tree.path(path)], toolFingerprint: "test")
            options.sdkFlag = flag
            options.environmentSDK = .success(try environment.sdk(.environment))
            return try LintDriver(options: options).run().run.summary
        }
        let plain = try run("Plain")
        #expect(plain.sdk == environment.path && plain.sdkSource == "SDKROOT")
        #expect(plain.findings == 1 && plain.incomplete == 0)
        let fromConfiguration = try run("Configured")
        #expect(fromConfiguration.sdk == configured.path && fromConfiguration.sdkSource == ".capcheck.yml")
        let fromFlag = try run("Configured", flag: .some(try flagged.sdk()))
        #expect(fromFlag.sdk == flagged.path && fromFlag.sdkSource == "--sdk")
        let standIn = try run("Configured", flag: .some(nil))
        #expect(standIn.sdk == "stand-in" && standIn.sdkSource == nil)
        #expect(standIn.incomplete == 1)
    }

    @Test func aConfiguredSDKThatIsNoSDKIsAnErrorAtItsLine() throws {
        let tree = try ScratchTree()
        let file = try tree.write(".capcheck.yml", "disabled_rules: [timer-default-mode]\nsdk: Missing.sdk\n")
        #expect {
            try ConfigurationFile.load(path: file)
        } throws: { error in
            guard case LintDriverError.badSetting(_, let line, _, let reason) = error else { return false }
            return line == 2 && reason.hasPrefix("Missing.sdk: no SDK folder there")
        }
        try tree.write("Kit.sdk/usr/include/stdio.h", "\n")
        try tree.write(".capcheck.yml", "sdk: Kit.sdk\n")
        #expect(try ConfigurationFile.load(path: file).configuration.sdk == tree.path("Kit.sdk"))
    }

    @Test func anUnusableEnvironmentSDKFailsTheRunOnlyWhenItIsUsed() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("Screen.m", Self.operationFile)
        var options = LintDriverOptions(paths: [tree.root], toolFingerprint: "test")
        options.environmentSDK = .failure(.notFound(path: "/nowhere.sdk", source: .environment))
        #expect(throws: LintDriverError.self) { try LintDriver(options: options).run() }
        options.sdkFlag = .some(nil)
        #expect(try LintDriver(options: options).run().run.summary.sdk == "stand-in")
    }
}
