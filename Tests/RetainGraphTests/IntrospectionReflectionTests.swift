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

private func buildLibrary(reflection: Bool) throws -> String? {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("capcheck-refl-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let source = directory.appendingPathComponent("lib.swift")
    try librarySource.write(to: source, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("libopaque.so").path
    let swiftc = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let swiftc else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = ["-emit-library", "-module-name", "Opaque\(reflection ? "R" : "N")", "-o", output, source.path]
        + (reflection ? [] : ["-Xfrontend", "-disable-reflection-metadata"])
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? output : nil
}

@Suite struct IntrospectionReflectionTests {
    @Test(arguments: [false, true])
    func saysWhenABinaryWasBuiltWithoutReflectionMetadata(reflection: Bool) throws {
        guard let path = try buildLibrary(reflection: reflection) else {
            Issue.record("swiftc not found or failed")
            return
        }
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
