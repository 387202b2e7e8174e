import CClang
import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend
@testable import Findings

@Suite struct ClangWrapperTests {
    @Test func parsesInMemoryFileAndFindsBlockLiteral() throws {
        let index = ClangIndex()
        let unit = try TranslationUnit(
            index: index, path: "t.c", arguments: ["-fblocks"],
            unsavedFiles: [
                UnsavedFile(path: "t.c", contents: "void f(void) { int x = 1; void (^b)(void) = ^{ (void)x; }; }\n")
            ])
        var blocks: [SourcePosition] = []
        unit.cursor.visitChildren { c in
            if c.kind == CXCursor_BlockExpr { blocks.append(c.location) }
            return .recurse
        }
        #expect(blocks.map(\.line) == [1])
        #expect(blocks.map(\.column) == [45])
        #expect(unit.diagnostics.isEmpty)
    }
}

@Suite struct ClangWrapperExtrasTests {
    func parse(_ source: String, path: String = "w.c") throws -> TranslationUnit {
        try TranslationUnit(
            index: ClangIndex(), path: path, arguments: ["-fblocks"],
            unsavedFiles: [UnsavedFile(path: path, contents: source)])
    }

    func all(_ unit: TranslationUnit, _ kind: CXCursorKind) -> [Cursor] {
        var found: [Cursor] = []
        unit.cursor.visitChildren { c in
            if c.kind == kind { found.append(c) }
            return .recurse
        }
        return found
    }

    @Test func aParseWithNoArgumentsAtAllWorks() throws {
        let unit = try TranslationUnit(
            index: ClangIndex(), path: "plain.c", arguments: [],
            unsavedFiles: [UnsavedFile(path: "plain.c", contents: "int x;\n")])
        #expect(all(unit, CXCursor_VarDecl).map(\.spelling) == ["x"])
    }

    @Test func aDeclarationAndItsReferencesShareOneKeyAndAShadowGetsItsOwn() throws {
        let unit = try parse("int x;\nvoid f(void) { (void)x; { int x = 1; (void)x; } }\n")
        let declarations = all(unit, CXCursor_VarDecl)
        let references = all(unit, CXCursor_DeclRefExpr).filter { $0.spelling == "x" }
        #expect(declarations.count == 2 && references.count == 2)
        #expect(references[0].referenced.declarationKey == declarations[0].declarationKey)
        #expect(references[1].referenced.declarationKey == declarations[1].declarationKey)
        #expect(declarations[0].declarationKey != declarations[1].declarationKey)
    }

    @Test func initializersAndTheirConstantness() throws {
        let unit = try parse(
            "int g(void);\nvoid f(void) { const int a = 2 + 3; int b = g(); int c; (void)a; (void)b; (void)c; }\n")
        let variables = Dictionary(uniqueKeysWithValues: all(unit, CXCursor_VarDecl).map { ($0.spelling, $0) })
        #expect(try #require(variables["a"]).variableInitializer.evaluatesToConstant)
        #expect(!(try #require(variables["b"]).variableInitializer.evaluatesToConstant))
        #expect(try #require(variables["c"]).variableInitializer.isNull)
    }

    func parseObjectiveC(_ source: String, path: String = "w.m") throws -> TranslationUnit {
        try TranslationUnit(
            index: ClangIndex(), path: path,
            arguments: ["-x", "objective-c", "-fblocks", "-fobjc-arc", "-fobjc-runtime=ios-13.0"],
            unsavedFiles: [UnsavedFile(path: path, contents: source)])
    }

    @Test func propertyAndSubscriptReferencesHaveAPlaceholderTypeWithNoSize() throws {
        // Asking libclang 14 for the size of `<pseudo-object type>` crashed the process.
        let unit = try parseObjectiveC(
            """
            @interface Box
            @property int count;
            - (id)objectAtIndexedSubscript:(unsigned long)index;
            @end
            int f(Box *box) { id const first = box[0]; (void)first; return box.count; }

            """)
        var placeholders: [Cursor] = []
        unit.cursor.visitChildren { c in
            if c.type.isPlaceholder { placeholders.append(c) }
            return .recurse
        }
        #expect(placeholders.map(\.type.canonical.spelling) == ["<pseudo-object type>", "<pseudo-object type>"])
        for cursor in placeholders {
            #expect(cursor.type.size == nil && cursor.type.alignment == nil)
        }
        #expect(all(unit, CXCursor_ParmDecl).first?.type.size == 8)
    }

    @Test func anObjectiveCClassHasNoSizeEvenWithAnIncompleteIvar() throws {
        // The layout libclang 14 computes for this class crashed the process.
        let unit = try parseObjectiveC(
            """
            @interface Root { Class isa; } @end
            struct Later;
            @interface Holder : Root @end
            @implementation Holder { struct Later _flag; }
            @end

            """)
        let holder = try #require(all(unit, CXCursor_ObjCInterfaceDecl).first { $0.spelling == "Holder" })
        #expect(holder.type.canonical.kind == CXType_ObjCInterface)
        #expect(holder.type.size == nil && holder.type.alignment == nil)
    }

    @Test func theNullCursorAndInvalidCursorsPrintAsNothing() throws {
        // libclang 14 crashes printing a cursor of an invalid kind (a type with no declaration).
        let unit = try parse("int x;\n")
        let variable = try #require(all(unit, CXCursor_VarDecl).first)
        let noDeclaration = variable.type.declaration(in: unit)
        #expect(noDeclaration.isInvalid)
        #expect(noDeclaration.prettyPrinted == "")
        #expect(variable.variableInitializer.prettyPrinted == "")
        #expect(variable.prettyPrinted == "int x")
    }

    @Test func aBlockPassedInAMacroArgumentIsLocatedWhereItIsWritten() throws {
        let source = "void call(void (^b)(void));\n#define CALL(b) call(b)\nvoid f(void) {\n  CALL(^{ });\n}\n"
        let unit = try parse(source)
        let block = try #require(all(unit, CXCursor_BlockExpr).first)
        // Line 4 is "  CALL(^{ });": the macro starts at column 3, the caret is at column 8.
        #expect(block.location.line == 4 && block.location.column == 3)
        #expect(block.writtenLocation.line == 4 && block.writtenLocation.column == 8)
    }
}

/// A parse that loses a module (another parse was rebuilding it at that moment) is parsed again;
/// a module that fails in both tries is remembered and not tried again.
@Suite struct LostModuleTests {
    func error(_ message: String, inMainFile: Bool = true) -> Diagnostic {
        Diagnostic(
            severity: .error, message: message, location: SourcePosition(file: "a.m", line: 1, column: 1),
            isInMainFile: inMainFile)
    }

    @Test func theLostModulesAreNamedFromClangsMessages() {
        #expect(
            TranslationUnit.modulesLostWithoutCause([
                error("could not build module 'UIKit'"), error("could not build module 'Kit'", inMainFile: false),
                error("use of undeclared identifier 'x'"),
            ]) == ["UIKit", "Kit"])
        #expect(TranslationUnit.modulesLostWithoutCause([error("module 'UIKit' not found")]).isEmpty)
    }

    @Test func aModuleThatFailsIsReportedAndRememberedAfterItsSecondTry() throws {
        let name = "Broken" + String(UInt32.random(in: 0...UInt32.max))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lost-module-\(name)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/cache", withIntermediateDirectories: true)
        try "module \(name) { header \"broken.h\" }\n".write(
            toFile: folder + "/module.modulemap", atomically: true, encoding: .utf8)
        try "int broken(void) { return undeclared; }\n".write(
            toFile: folder + "/broken.h", atomically: true, encoding: .utf8)
        let source = "@import \(name);\nint f(void) { return 0; }\n"
        func parse() throws -> [Diagnostic] {
            try TranslationUnit(
                index: ClangIndex(), path: folder + "/main.m",
                arguments: [
                    "-x", "objective-c", "-fmodules", "-fmodules-cache-path=" + folder + "/cache", "-I", folder,
                ],
                unsavedFiles: [UnsavedFile(path: folder + "/main.m", contents: source)]
            ).diagnostics.filter { $0.severity >= .error }
        }
        #expect(!TranslationUnit.failingModules.withLock { $0.contains(name) })
        // libclang says only that the module could not be built, as it does for a module lost
        // to a race: the error inside the module's header never reaches the parse's diagnostics.
        #expect(try parse().map(\.message) == ["could not build module '\(name)'"])
        #expect(TranslationUnit.failingModules.withLock { $0.contains(name) })
        #expect(try parse().map(\.message) == ["could not build module '\(name)'"])
    }
}

/// A folder on the user's search paths that holds a header of the same name as one a module
/// includes (a project's own `ctype.h` beside the SDK's) changes what that module builds to. clang's
/// module hash leaves search paths out, so without more a module built under one tree's flags was
/// read under another's, and a file parsed differently depending on which tree came first.
@Suite struct ModuleSearchContextTests {
    @Test func aModuleBuiltUnderOtherSearchPathsIsNotReadForThisOne() throws {
        let name = "Probe" + String(UInt32.random(in: 0...UInt32.max))
        let tree = try ScratchTree()
        try tree.write("modules/module.modulemap", "module \(name) { header \"probe.h\" export * }\n")
        try tree.write("modules/probe.h", "#include <helper.h>\nstatic inline int probe(void) { return HELPER; }\n")
        try tree.write("modules/helper.h", "#define HELPER 1\n")
        // The shadowing helper: found first under `-I shadow`, it leaves HELPER undefined.
        try tree.write("shadow/helper.h", "#define SHADOWING 1\n")
        let source = "@import \(name);\nint f(void) { return probe(); }\n"
        func errors(searching folders: [String]) throws -> [String] {
            let flags =
                folders.flatMap { ["-I", tree.path($0)] } + ["-fmodules-cache-path=" + tree.path("module-cache")]
            let analysis = try SourceAnalyzer(options: AnalyzerOptions(compilerFlags: flags)).analyze(
                source: source, path: tree.path("main.m"))
            return analysis.diagnostics.filter { $0.severity >= .error }.map(\.message)
        }
        let shadowedFirst = try errors(searching: ["shadow", "modules"])
        #expect(try errors(searching: ["modules"]).isEmpty)
        let shadowedAgain = try errors(searching: ["shadow", "modules"])
        #expect(!shadowedFirst.isEmpty)
        #expect(shadowedAgain == shadowedFirst)
    }
}
