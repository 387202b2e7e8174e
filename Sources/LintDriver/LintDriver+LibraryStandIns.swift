import CClang
import ClangFrontend
import Findings
import Foundation

/// The third-party libraries (pods such as CocoaLumberjack, test libraries such as OCMock) whose
/// declarations came from the SDK stand-in because the tree does not contain them.
extension LintDriver {
    /// The libraries of the stand-in (`SDK/libraries/NAME`) that the parse of `unit` read: through
    /// an include (`"DDLog.h"`, `<AFNetworking/AFNetworking.h>`, among `inclusions`, the files it
    /// included) or a module import (`@import CocoaLumberjack;`, in the file or in a header it
    /// includes). Sorted.
    package static func libraryStandIns(of unit: TranslationUnit, inclusions: [String]) -> [String] {
        final class Box {
            var paths: [String] = []
            var unit: CXTranslationUnit?
        }
        let box = Box()
        box.unit = unit.raw
        let unmanaged = Unmanaged.passRetained(box)
        defer { unmanaged.release() }
        // A module import reads a precompiled module: no inclusion names its headers, its
        // top-level header says where the module is.
        clang_visitChildren(
            clang_getTranslationUnitCursor(unit.raw),
            { cursor, _, client in
                guard let client, clang_getCursorKind(cursor) == CXCursor_ModuleImportDecl,
                    var module = clang_Cursor_getModule(cursor)
                else { return CXChildVisit_Continue }
                while let parent = clang_Module_getParent(module) { module = parent }
                let box = Unmanaged<Box>.fromOpaque(client).takeUnretainedValue()
                if let unit = box.unit, clang_Module_getNumTopLevelHeaders(unit, module) > 0,
                    let header = clang_Module_getTopLevelHeader(unit, module, 0)
                {
                    box.paths.append(String(consuming: clang_getFileName(header)))
                }
                return CXChildVisit_Continue
            }, unmanaged.toOpaque())
        let libraries = SourceTreeWalker.absolutePath(SDKShim.bundled.librariesDirectory) + "/"
        var names = Set<String>()
        // Only headers: clang also reports the module maps it read to find a module (all of them).
        for path in inclusions + box.paths.map(SourceTreeWalker.absolutePath)
        where path.hasPrefix(libraries) && path.hasSuffix(".h") {
            if let name = path.dropFirst(libraries.count).split(separator: "/").first { names.insert(String(name)) }
        }
        return names.sorted()
    }

    /// Appends `message` as a note at each finding's own position.
    static func note(_ message: String, on findings: inout [Finding]) {
        for i in findings.indices {
            let finding = findings[i]
            findings[i].notes.append(
                FindingNote(file: finding.file, line: finding.line, column: finding.column, message: message))
        }
    }

    /// Said on every finding of a file that read a library's stand-in.
    package static func libraryStandInNote(_ libraries: [String]) -> String {
        let names = libraries.joined(separator: ", ")
        let subject = libraries.count == 1 ? "its declarations come" : "their declarations come"
        return "the tree does not contain \(names): \(subject) from capcheck's stand-in, written from the "
            + "library's public headers, not from the version the project builds with"
    }
}
