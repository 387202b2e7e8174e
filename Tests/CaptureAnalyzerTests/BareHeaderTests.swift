import Findings
import Foundation
import Testing

@testable import LintDriver

/// A header is compiled only inside the files that include it, after their imports. Linted on
/// its own, one that uses Foundation's types and macros without importing Foundation is read
/// after Foundation, as its includers read it; a header that imports what it uses is unchanged.
@Suite(.serialized) struct BareHeaderTests {
    @Test func aHeaderThatUsesFoundationWithoutImportingItIsComplete() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write(
            "Kit/RoomKind.h",
            """
            #ifndef RoomKind_h
            #define RoomKind_h
            typedef NS_ENUM(NSInteger, RoomKind) {
                RoomKindDirect,
                RoomKindGroup
            };
            extern NSString *const RoomKindName;
            typedef void (^RoomKindHandler)(RoomKind kind);
            #endif

            """)
        try tree.write(
            "Kit/RoomKind.m",
            "#import <Foundation/Foundation.h>\n#import \"RoomKind.h\"\n"
                + "NSString *const RoomKindName = @\"kind\";\n")
        // A header with an error of its own stays incomplete.
        try tree.write("Kit/Broken.h", "#import <Foundation/Foundation.h>\nint broken = ;\n")
        let run = try tree.lint().run
        #expect(run.incomplete.map { ($0.file as NSString).lastPathComponent } == ["Broken.h"], "\(run.incomplete)")
        #expect(run.errors.isEmpty, "\(run.errors)")
    }
}
