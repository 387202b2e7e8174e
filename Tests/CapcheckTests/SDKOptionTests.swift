import Foundation
import Testing

/// `capcheck lint --sdk`, `SDKROOT` and a fake `xcrun` on PATH, run through the built binary.
@Suite(.serialized) struct SDKOptionTests {
    /// A workspace with a tiny SDK (`Fake.sdk`: Foundation and FakeKit), a file that needs
    /// FakeKit and has a retain cycle, and a fake `xcrun` in `bin/` that prints the SDK's path.
    static func workspace() throws -> Workspace {
        let ws = try Workspace()
        let frameworks = "Xcode/iPhoneOS.platform/Developer/SDKs/iPhoneOS17.2.sdk/System/Library/Frameworks"
        try ws.write(
            frameworks + "/Foundation.framework/Headers/Foundation.h",
            "@interface NSObject\n- (id)description;\n@end\n")
        try ws.write(
            frameworks + "/FakeKit.framework/Headers/FakeKit.h",
            "#import <Foundation/Foundation.h>\n@interface FKWidget : NSObject\n"
                + "@property (nonatomic, copy) void (^handler)(void);\n@end\n")
        try ws.write("Xcode/iPhoneOS.platform/Developer/SDKs/iPhoneOS17.2.sdk/usr/include/fake.h", "\n")
        try ws.write(
            "Sources/Screen.m",
            """
            #import <FakeKit/FakeKit.h>
            @interface Screen : NSObject
            @property (nonatomic, strong) FKWidget *widget;
            @end
            @implementation Screen
            - (void)load { self.widget.handler = ^{ [self description]; }; }
            @end

            """)
        try ws.write(
            "bin/xcrun",
            """
            #!/bin/sh
            # A stand-in for Xcode's xcrun: one SDK, found by name or as the default.
            if [ "$1" = "--sdk" ] && [ "$2" != "iphoneos" ]; then
              echo "xcrun: error: SDK \\"$2\\" cannot be located" >&2
              exit 1
            fi
            echo "\(ws.root)/\(sdkRelative)"

            """)
        chmod(ws.root + "/bin/xcrun", 0o755)
        return ws
    }

    static let sdkRelative = "Xcode/iPhoneOS.platform/Developer/SDKs/iPhoneOS17.2.sdk"

    /// PATH with the fake xcrun first.
    static func path(_ ws: Workspace) -> String {
        ws.root + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    @Test func sdkFlagParsesAgainstTheSDKAndTheSummarySaysSo() async throws {
        let ws = try Self.workspace()
        let sdk = ws.root + "/" + Self.sdkRelative
        let json = try await ws.capcheck(["lint", "--no-cache", "--format", "json", "--sdk", sdk, "Sources"])
        #expect(json.status == 1, "\(json.stderr)")
        let summary = try #require(try json.json()["summary"] as? [String: Any])
        #expect(summary["sdk"] as? String == sdk)
        #expect(summary["sdkSource"] as? String == "--sdk")
        #expect(summary["incomplete"] as? Int == 0)
        let text = try await ws.capcheck(["lint", "--no-cache", "--sdk", sdk, "Sources"])
        #expect(text.stdout.contains("parsed against the SDK at \(sdk) (from --sdk)"), "\(text.stdout)")
        // Without an SDK the stand-in is used, and FakeKit is unknown to it.
        let standIn = try await ws.capcheck(["lint", "--no-cache", "--format", "json", "--sdk", "stand-in", "Sources"])
        let standInSummary = try #require(try standIn.json()["summary"] as? [String: Any])
        #expect(standInSummary["sdk"] as? String == "stand-in")
        #expect(standInSummary["incomplete"] as? Int == 1)
    }

    @Test func sdkrootAndXcrunNameTheSDKWhenNoFlagDoes() async throws {
        let ws = try Self.workspace()
        let sdk = ws.root + "/" + Self.sdkRelative
        let fromEnvironment = try await ws.capcheck(
            ["lint", "--no-cache", "--format", "json", "Sources"], environment: ["SDKROOT": sdk])
        let environmentSummary = try #require(try fromEnvironment.json()["summary"] as? [String: Any])
        #expect(environmentSummary["sdkSource"] as? String == "SDKROOT")
        let fromXcrun = try await ws.capcheck(
            ["lint", "--no-cache", "--format", "json", "Sources"], environment: ["PATH": Self.path(ws)])
        let xcrunSummary = try #require(try fromXcrun.json()["summary"] as? [String: Any])
        #expect(xcrunSummary["sdk"] as? String == sdk)
        #expect(xcrunSummary["sdkSource"] as? String == "xcrun --show-sdk-path")
        // An SDK name is asked of xcrun; one it does not know is an error.
        let named = try await ws.capcheck(
            ["lint", "--no-cache", "--format", "json", "--sdk", "iphoneos", "Sources"],
            environment: ["PATH": Self.path(ws)])
        #expect((try named.json()["summary"] as? [String: Any])?["sdk"] as? String == sdk)
        let unknown = try await ws.capcheck(
            ["lint", "--no-cache", "--sdk", "watchos", "Sources"], environment: ["PATH": Self.path(ws)])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("watchos"), "\(unknown.stderr)")
    }

    @Test func aPathThatIsNoSDKIsAnErrorNamingIt() async throws {
        let ws = try Self.workspace()
        let missing = try await ws.capcheck(["lint", "--sdk", "Nowhere.sdk", "Sources"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Nowhere.sdk: error: --sdk: no SDK folder there"), "\(missing.stderr)")
        let notAnSDK = try await ws.capcheck(["lint", "Sources"], environment: ["SDKROOT": ws.root + "/Sources"])
        #expect(notAnSDK.status == 2)
        #expect(notAnSDK.stderr.contains("\(ws.root)/Sources: error: not an SDK"), "\(notAnSDK.stderr)")
        let explain = try await ws.capcheck(["explain", "--sdk", "Nowhere.sdk", "Sources/Screen.m"])
        #expect(explain.status == 2)
        #expect(explain.stderr.contains("Nowhere.sdk"), "\(explain.stderr)")
    }

    @Test func explainParsesAgainstTheSDK() async throws {
        let ws = try Self.workspace()
        let result = try await ws.capcheck(
            ["explain", "--format", "json", "Sources/Screen.m"],
            environment: ["SDKROOT": ws.root + "/" + Self.sdkRelative])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try #require(try result.json()["files"] as? [[String: Any]])
        let blocks = try #require(files.first?["blocks"] as? [[String: Any]])
        let captures = try #require(blocks.first?["captures"] as? [[String: Any]])
        #expect(captures.map { $0["name"] as? String } == ["self"])
    }
}
