import ChildProcess
import Foundation
import Testing

@testable import RetainGraph

/// A library compiled at test time without reflection metadata, loaded into this process.
private let librarySource = """
    public final class Opaque {
        public var other: AnyObject?
        public var handler: (() -> Void)?
        public init() {}
    }

    @_cdecl("capcheck_make_cycle")
    public func makeCycle() -> UnsafeMutableRawPointer {
        let a = Opaque()
        let b = Opaque()
        a.other = b
        b.other = a
        let n = 3
        b.handler = { _ = (n, a) }
        return Unmanaged.passRetained(a).toOpaque()
    }

    @_cdecl("capcheck_break_cycle")
    public func breakCycle(_ pointer: UnsafeMutableRawPointer) {
        let a = Unmanaged<Opaque>.fromOpaque(pointer).takeRetainedValue()
        (a.other as? Opaque)?.handler = nil
        (a.other as? Opaque)?.other = nil
        a.other = nil
    }
    """

/// Builds the library into a fresh folder; nil when swiftc is missing or fails. The caller
/// removes the folder once the library is loaded.
private func buildLibrary(reflection: Bool) async throws -> (directory: URL, library: String)? {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("capcheck-refl-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let source = directory.appendingPathComponent("lib.swift")
    try librarySource.write(to: source, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("libopaque.so").path
    guard let swiftc = ChildProcess.find("swiftc") else { return nil }
    // TMPDIR in the folder: the driver leaves a folder there on every run.
    let compile = try await ChildProcess.run(
        swiftc,
        ["-emit-library", "-module-name", "Opaque\(reflection ? "R" : "N")", "-o", output, source.path]
            + (reflection ? [] : ["-Xfrontend", "-disable-reflection-metadata"]),
        environment: ProcessInfo.processInfo.environment.merging(["TMPDIR": directory.path]) { $1 })
    return compile.status == 0 ? (directory, output) : nil
}

@Suite struct IntrospectionReflectionTests {
    @Test(arguments: [false, true])
    func saysWhenABinaryWasBuiltWithoutReflectionMetadata(reflection: Bool) async throws {
        guard let (directory, path) = try await buildLibrary(reflection: reflection) else {
            Issue.record("swiftc not found or failed")
            return
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        let handle = try #require(dlopen(path, RTLD_NOW | RTLD_LOCAL))
        typealias Make = @convention(c) () -> UnsafeMutableRawPointer
        typealias Break = @convention(c) (UnsafeMutableRawPointer) -> Void
        let make = unsafeBitCast(try #require(dlsym(handle, "capcheck_make_cycle")), to: Make.self)
        let breakCycle = unsafeBitCast(try #require(dlsym(handle, "capcheck_break_cycle")), to: Break.self)
        let pointer = make()
        let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
        let report = findRetainCycles(from: [object])
        if reflection {
            // The same code with reflection metadata: the cycles are found.
            #expect(report.cycles.count == 2)
            #expect(report.warnings.isEmpty)
        } else {
            #expect(report.cycles.isEmpty)
            #expect(report.warnings.contains { $0.contains("-disable-reflection-metadata") })
            #expect(report.rendered(as: .text).contains("-disable-reflection-metadata"))
        }
        breakCycle(pointer)
    }
}
