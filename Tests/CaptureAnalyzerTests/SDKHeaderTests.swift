import Foundation
import Testing

@testable import ClangFrontend

/// Every shim header must compile in every mode it can be reached in: one error inside a
/// framework module makes clang give up on the whole module and every file importing it.
@Suite struct SDKHeaderTests {
    static var headers: [String] {
        let root = SDKShim.bundled.includeDirectory
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var headers: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".h") { headers.append(relative) }
        }
        return headers.sorted()
    }

    /// Headers that are plain C (no Objective-C syntax), usable from .c files.
    static let cDirectories: Set<String> = [
        "dispatch", "CoreFoundation", "CoreGraphics", "Security", "CommonCrypto", "mach", "libkern", "os", "CoreMedia",
        "Network", "SystemConfiguration",
    ]

    static func importAll(_ headers: [String]) -> String {
        headers.map { "#import <\($0)>" }.joined(separator: "\n") + "\nint capcheck_all_headers;\n"
    }

    @Test func bundledShimIsFoundAndHoldsEveryHeader() {
        #expect(SDKShim.bundled.isAvailable)
        #expect(Self.headers.count > 300)
    }

    @Test func everyHeaderCompilesAsObjectiveCWithModules() throws {
        let parse = try ShimHarness.parse(Self.importAll(Self.headers), name: "all-modules.m", language: .objectiveC)
        #expect(parse.errors.map { "\($0.location.file):\($0.location.line): \($0.message)" } == [])
    }

    @Test func everyHeaderCompilesAsObjectiveCWithoutModules() throws {
        let source = Self.importAll(Self.headers)
        let shim = SDKShim.bundled
        let path = "/capcheck-shim-tests/all-textual.m"
        let arguments = shim.arguments(for: .objectiveC, source: source).filter { !$0.hasPrefix("-fmodules") }
        let unit = try TranslationUnit(
            index: ClangIndex(), path: path, arguments: arguments,
            unsavedFiles: [UnsavedFile(path: path, contents: source)])
        let errors = ShimHarness.summarize(unit).errors
        #expect(errors.map { "\($0.location.file):\($0.location.line): \($0.message)" } == [])
    }

    @Test func everyHeaderCompilesAsObjectiveCxx() throws {
        let parse = try ShimHarness.parse(Self.importAll(Self.headers), name: "all.mm", language: .objectiveCxx)
        #expect(parse.errors.map { "\($0.location.file):\($0.location.line): \($0.message)" } == [])
    }

    @Test func cHeadersCompileAsC() throws {
        let cHeaders = Self.headers.filter { header in
            guard let directory = header.split(separator: "/").first.map(String.init) else { return false }
            return Self.cDirectories.contains(directory) || !header.contains("/")
        }
        #expect(cHeaders.count > 40)
        let source = cHeaders.map { "#include <\($0)>" }.joined(separator: "\n") + "\nint capcheck_all_headers;\n"
        let parse = try ShimHarness.parse(source, name: "all.c", language: .c)
        #expect(parse.errors.map { "\($0.location.file):\($0.location.line): \($0.message)" } == [])
    }

    @Test func everyModuleInTheMapCanBeImported() throws {
        let modules = SDKShim.bundled.knownModules.sorted()
        #expect(modules.contains("Foundation") && modules.contains("UIKit") && modules.contains("Dispatch"))
        let source = modules.map { "@import \($0);" }.joined(separator: "\n") + "\nint capcheck_all_modules;\n"
        let parse = try ShimHarness.parse(source, name: "all-imports.m", language: .objectiveC)
        #expect(parse.errors.map { "\($0.location.file):\($0.location.line): \($0.message)" } == [])
    }
}
