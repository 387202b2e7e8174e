import Testing
import Foundation
@testable import CaptureAnalyzer

@Test func scratchDump() throws {
    let path = ProcessInfo.processInfo.environment["DUMP_FILE"] ?? "/tmp/lintscratch/a.m"
    let src = RuleDescription.examplePrelude + (try String(contentsOfFile: path, encoding: .utf8))
    let a = try SourceAnalyzer().analyze(source: src, path: "x.m")
    let m = SourceModel(a)
    var s = m.roots.filter { $0.location.line > 112 }.map { $0.dump() }.joined()
    for b in m.blocks {
        s += "BLOCK \(b.node.location.line):\(b.node.location.column) self=\(b.selfUses.count)/\(b.ivarUses.count) caps=\(b.captures.keys.map { m.variables[$0]!.name })\n"
        for u in m.uses(of: b.node) { s += "   use \(u.use) via \(u.via.count)\n" }
    }
    for d in a.diagnostics { s += "DIAG \(d.location.line): \(d.message)\n" }
    try s.write(toFile: path + ".dump", atomically: true, encoding: .utf8)
}
@Test func scratchArgs() throws {
    let path = ProcessInfo.processInfo.environment["DUMP_FILE"] ?? "/tmp/lintscratch/a.m"
    let src = RuleDescription.examplePrelude + (try String(contentsOfFile: path, encoding: .utf8))
    let a = try SourceAnalyzer().analyze(source: src, path: "x.m")
    let m = SourceModel(a)
    var s = ""
    for c in m.calls where c.location.line > 112 {
        s += "\(c.spelling) n=\(c.cursor.argumentCount) children=\(c.children.map { "\($0.start)-\($0.end)" })"
        for i in 0..<max(0, c.cursor.argumentCount) { let e = c.cursor.argument(i).extent; s += " arg\(i)=\(e.start.offset)-\(e.end.offset) kind=\(c.cursor.argument(i).kind.rawValue)" }
        s += "\n"
    }
    try s.write(toFile: path + ".args", atomically: true, encoding: .utf8)
}
@Test func scratchVars() throws {
    let path = ProcessInfo.processInfo.environment["DUMP_FILE"] ?? "/tmp/lintscratch/a.m"
    let src = RuleDescription.examplePrelude + (try String(contentsOfFile: path, encoding: .utf8))
    let a = try SourceAnalyzer().analyze(source: src, path: "x.m")
    let m = SourceModel(a)
    var s = ""
    for v in m.variables.values where v.node.location.line > 112 {
        s += "\(v.name) own=\(v.ownership) byref=\(v.isByRef) auto=\(v.isAutomatic) refs=\(v.references.count) assigns=\(v.assignments.map { "\(m.tokens(of: $0.unwrapped)) null=\(m.isNullConstant($0)) kind=\($0.unwrapped.kind.rawValue)" }) alias=\(m.resolveAlias(v))\n"
    }
    try s.write(toFile: path + ".vars", atomically: true, encoding: .utf8)
}
