import CClang
import CaptureAnalyzer
import ClangFrontend
import Findings
import Foundation
import Rules
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

extension LintDriver {
    /// Parses and lints one file; its result and, when `hash` is given (for the cache), the
    /// headers the parse read with their content hashes.
    package static func analyze(
        _ path: String, with linter: Linter, hashingHeadersWith hash: ((String) -> String?)? = nil
    ) -> ResultCache.Entry {
        do {
            // The rules read the translation unit too: a crash there is this file's error as well.
            return try SourceAnalyzer.withLargeStack(file: path) {
                try lintedEntry(path, with: linter, hashingHeadersWith: hash)
            }
        } catch let error as AnalysisError {
            // An empty file (Xcode's bridging header as the template leaves it) has nothing to
            // lose: linted whole, no blocks.
            let reason: String? = if case .empty = error { nil } else { error.reason }
            return ResultCache.Entry(
                findings: [], blocks: 0, error: reason, incomplete: nil, lostCode: nil, dependencies: [])
        } catch {
            return ResultCache.Entry(
                findings: [], blocks: 0, error: "\(error)", incomplete: nil, lostCode: nil, dependencies: [])
        }
    }

    /// `analyze`'s work, on the thread whose crash `analyze` turns into this file's error.
    static func lintedEntry(
        _ path: String, with linter: Linter, hashingHeadersWith hash: ((String) -> String?)?
    ) throws -> ResultCache.Entry {
        let analysis = try linter.analyzer.analyze(file: path)
        var result = linter.lint(analysis)
        if analysis.isManualRetainRelease { note(Self.manualRetainReleaseNote, on: &result.findings) }
        let inclusions = Self.inclusions(of: analysis.unit)
        let included = includedFiles(
            inclusions, project: linter.analyzer.project(for: path), sdk: linter.analyzer.options.sdk)
        var dependencies =
            hash.map { hash in
                included.present.map { ResultCache.Dependency(path: $0, sha256: hash($0) ?? ResultCache.absent) }
            } ?? []
        // The implementations in other files that said a method of self keeps its argument.
        if let hash {
            dependencies += result.consulted.map {
                ResultCache.Dependency(path: $0, sha256: hash($0) ?? ResultCache.absent)
            }
        }
        // A project header that was not found was parsed as an empty stand-in: what depends on
        // it is missing from the analysis, and the result is stale once the header appears.
        let directory = (SourceTreeWalker.absolutePath(path) as NSString).deletingLastPathComponent
        dependencies += included.missing.filter(\.quoted).map {
            ResultCache.Dependency(path: directory + "/" + $0.name, sha256: ResultCache.absent)
        }
        var incomplete = firstCauseOfIncompleteness(
            path, analysis: analysis, missingHeaders: included.missing,
            project: linter.analyzer.project(for: path), analyzer: linter.analyzer, included: included.present)
        if !result.withheld.isEmpty {
            if incomplete == nil,
                let error = analysis.diagnostics.first(where: { $0.isInMainFile && $0.severity >= .error })
            {
                incomplete = IncompleteFile(
                    file: path, reason: .parseError, message: error.message, line: error.location.line)
            }
            incomplete?.withheldFindings = result.withheld.count
        }
        // A finding in a file analysed in part says so: it rests on code clang compiled (those in
        // a function with errors were withheld above), but a declaration in what is missing,
        // such as a property's ownership, could change it.
        if let incomplete {
            for i in result.findings.indices {
                let finding = result.findings[i]
                result.findings[i].notes.append(
                    FindingNote(
                        file: finding.file, line: finding.line, column: finding.column,
                        message: Self.incompleteNote(incomplete)))
            }
        }
        // A finding that may rest on a library's stand-in (a pod the tree does not contain) says so.
        let libraries = libraryStandIns(of: analysis.unit, inclusions: inclusions)
        if !libraries.isEmpty { note(Self.libraryStandInNote(libraries), on: &result.findings) }
        // A nesting deeper than clang's limit (or any fatal error) loses the rest of the file.
        var lostCode: String?
        let project = linter.analyzer.project(for: path)
        if let header = included.missing.first(where: \.quoted), !Self.usesNothingMissing(analysis) {
            lostCode =
                "analysis incomplete: \"\(header.name)\" not found "
                + "(\(Self.missingHeaderHint(header.name, sdk: linter.analyzer.options.sdk, project: project)))"
        } else if let lost = analysis.diagnostics.first(where: {
            // An optional dependency the tree tests for has no stand-in: its include is skipped
            // (clang goes on past it), as an empty stand-in's would be.
            Self.losesCode($0) && !Self.isAbsentProbe(notFoundHeader($0), project: project)
        }) {
            lostCode = "analysis incomplete: \(lost.message) (line \(lost.location.line))"
        }
        return ResultCache.Entry(
            findings: result.findings, blocks: result.blocks, error: nil, incomplete: incomplete,
            lostCode: lostCode, dependencies: dependencies)
    }

    /// What can be done about a header that was not found. An `-I` flag helps for the project's
    /// own headers and its dependencies; it does not for a header Xcode generates from Swift code,
    /// or for an Apple SDK or Darwin header the stand-in does not declare.
    package static func missingHeaderHint(_ name: String, sdk: AppleSDK? = nil, project: ProjectHeaders? = nil)
        -> String
    {
        let empty = "parsed as if it were empty"
        let file = name.split(separator: "/").last.map(String.init) ?? name
        if file.hasSuffix("-Swift.h") {
            return "\(empty): Xcode generates it from the module's Swift code when the target builds"
        }
        if let definitions = migDefinitions(generating: file, project: project) {
            return "\(empty): the build generates it with mig from \(definitions)"
        }
        if let xcodeProject = project?.builtHeaders[file], project?.byLowercasedName[file.lowercased()] == nil {
            return "\(empty): \(xcodeProject) takes it from the build's products (a build step makes it); "
                + "build once and add -I flags for the products after --"
        }
        let first = name.contains("/") ? name.split(separator: "/").first.map(String.init) ?? "" : ""
        let standIn = SDKShim.bundled.includeDirectory + "/" + first
        // A framework the podspec links (`weak_frameworks = 'Twitter'`) is the SDK's too.
        let isApple =
            !first.isEmpty
            && (appleFrameworks.contains(first) || FileManager.default.fileExists(atPath: standIn)
                || project?.linkedSDKFrameworks.contains(first) == true)
        if let sdk, darwinFolders.contains(first) || isApple {
            return "\(empty): the SDK at \(sdk.path) does not have it"
        }
        let useTheSDK = "; lint on a Mac with --sdk or SDKROOT to use the real SDK"
        if darwinFolders.contains(first) {
            return "\(empty): a Darwin header the SDK stand-in does not declare yet\(useTheSDK)"
        }
        if isApple {
            return "\(empty): an Apple SDK header the SDK stand-in does not declare yet\(useTheSDK)"
        }
        if !first.isEmpty,
            ClosureKeepers.bundled.keepers.contains(where: {
                $0.library.hasPrefix(first) && !($0.selectors + $0.functions + $0.classes).isEmpty
            })
        {
            // The list of closure keepers names the library; its calls are judged from its
            // declarations (a receiver's class, which message is which), so none is without them.
            return "\(empty); add -I flags after --; lint knows which \(first) APIs keep blocks but judges them only "
                + "with its headers, so none is claimed without them"
        }
        if let fetched = fetchedDependencyHint(first, project: project) { return "\(empty): \(fetched)" }
        return "\(empty); add -I flags after --"
    }

    /// Folders of Darwin's own C headers.
    static let darwinFolders: Set<String> = [
        "mach", "mach-o", "sys", "os", "libkern", "dispatch", "xpc", "malloc", "net", "netinet", "netinet6",
        "arpa", "pthread", "CommonCrypto",
    ]

    /// Apple SDK frameworks a project may import that the stand-in has no folder for.
    static let appleFrameworks: Set<String> = [
        "ARKit", "AVKit", "AdSupport", "AppTrackingTransparency", "AudioToolbox", "AuthenticationServices",
        "BackgroundTasks", "CallKit", "CarPlay", "CloudKit", "Combine", "ContactsUI", "CoreAudio",
        "CoreBluetooth", "CoreHaptics", "CoreML", "CoreMIDI", "CoreMotion", "CoreNFC", "CoreSpotlight",
        "CoreVideo", "EventKit", "EventKitUI", "ExternalAccessory", "FileProvider", "GLKit", "GameController",
        "GameKit", "HomeKit", "IOKit", "Intents", "IntentsUI", "JavaScriptCore", "LinkPresentation",
        "Metal", "MetalKit", "MultipeerConnectivity", "NaturalLanguage", "NetworkExtension",
        "NotificationCenter", "OpenGLES", "PassKit", "PencilKit", "PhotosUI", "PushKit", "ReplayKit", "Social",
        "Speech", "SpriteKit", "SwiftUI", "UniformTypeIdentifiers", "UserNotificationsUI",
        "VideoToolbox", "Vision", "VisionKit", "WidgetKit", "iAd",
    ]

    /// Said on every finding of a file analysed without ARC.
    package static let manualRetainReleaseNote =
        "this file manages memory by hand (manual retain-release), so it was analysed "
        + "without ARC: a copied block retains the objects it captures, a __block variable does not"

    /// Said on every finding of a file analysed only in part, with the file's first cause.
    package static func incompleteNote(_ incomplete: IncompleteFile) -> String {
        let at = incomplete.line.map { " (line \($0))" } ?? ""
        return "this file was analysed incompletely (\(incomplete.reason.rawValue): \(incomplete.message)\(at)): "
            + "the finding rests on code clang compiled, but a declaration in what is missing could change it"
    }

    /// Whether a diagnostic means part of the file is missing from the AST.
    package static func losesCode(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.isInMainFile, diagnostic.severity >= .error else { return false }
        return diagnostic.severity == .fatal || diagnostic.message.hasSuffix("file not found")
            || diagnostic.message.contains("nesting level exceeded")
    }

    /// The first reason `path`'s analysis is incomplete, nil when it is complete: a header that
    /// was answered by an empty stand-in, then a module that was, then clang's first error in
    /// the file (what it names is missing from the AST, with the code that used it).
    package static func firstCauseOfIncompleteness(
        _ path: String, analysis: FileAnalysis, missingHeaders: [(name: String, quoted: Bool)],
        project: ProjectHeaders?, analyzer: SourceAnalyzer, included: [String] = []
    ) -> IncompleteFile? {
        let sdk = analyzer.options.sdk
        if let header = missingHeaders.first, !Self.usesNothingMissing(analysis) {
            let spelled = header.quoted ? "\"\(header.name)\"" : "<\(header.name)>"
            return IncompleteFile(
                file: path, reason: .missingHeader,
                message: "\(spelled) not found (\(Self.missingHeaderHint(header.name, sdk: sdk, project: project)))")
        }
        // A header the parse reached but could not find where no stand-in answered (an include
        // inside a header from outside the tree, an optional dependency the tree tests for):
        // clang goes on past the include, as if the header were empty.
        if let notFound = analysis.unit.diagnostics.first(where: {
            $0.severity >= .error && $0.message.hasSuffix("file not found")
        }) {
            let name = notFoundHeader(notFound) ?? notFound.message
            let at = notFound.isInMainFile ? "" : " in \(notFound.location.file):\(notFound.location.line)"
            return IncompleteFile(
                file: path, reason: .missingHeader,
                message: "\(Self.spelledInclude(name, at: notFound.location)) not found\(at) "
                    + "(\(Self.missingHeaderHint(name, sdk: sdk, project: project)))",
                line: notFound.isInMainFile ? notFound.location.line : nil)
        }
        let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if let project, let skipped = skippedForAbsentDependency(source, project: project) {
            return IncompleteFile(
                file: path, reason: .missingHeader,
                message:
                    "<\(skipped.header)> not found: the code under `\(skipped.condition)` was skipped, as in a build "
                    + "without it (\(Self.skippedCodeHint(skipped.header, project: project)))",
                line: skipped.line)
        }
        let missingModule = ImportScanner.scan(source).modules.keys.sorted().first { module in
            !analyzer.providesModule(module) && project?.modules[module] == nil
        }
        if let missingModule {
            return IncompleteFile(
                file: path, reason: .missingModule,
                message: "module \(missingModule) not found (imported as if it were empty)")
        }
        // clang's errors, and a header the parse read tested for the module's generated `-Swift.h`,
        // which nothing provides: name that header first, then the error.
        if let error = analysis.diagnostics.first(where: { $0.isInMainFile && $0.severity >= .error }) {
            if let project, let (header, tester) = Self.absentProbe(reachedFrom: included, project: project) {
                let hint = Self.missingHeaderHint(header, sdk: sdk, project: project)
                return IncompleteFile(
                    file: path, reason: .missingHeader,
                    message: "<\(header)> not found (tested with __has_include in "
                        + "\((tester as NSString).lastPathComponent); \(hint)); then: \(error.message)",
                    line: error.location.line)
            }
            return IncompleteFile(file: path, reason: .parseError, message: error.message, line: error.location.line)
        }
        // A fatal error in a header ends the parse there: the rest of the file is lost.
        if let fatal = analysis.unit.diagnostics.first(where: { $0.severity == .fatal }) {
            return IncompleteFile(
                file: path, reason: .parseError,
                message: "in \(fatal.location.file):\(fatal.location.line): \(fatal.message)")
        }
        return nil
    }

    /// The files the parse of `unit` included (not the main file), as absolute paths in the order
    /// clang reports them.
    package static func inclusions(of unit: TranslationUnit) -> [String] {
        final class Box { var paths: [String] = [] }
        let box = Box()
        let unmanaged = Unmanaged.passRetained(box)
        defer { unmanaged.release() }
        clang_getInclusions(
            unit.raw,
            { file, _, depth, client in
                guard depth > 0, let file, let client else { return }
                let box = Unmanaged<Box>.fromOpaque(client).takeUnretainedValue()
                box.paths.append(String(consuming: clang_getFileName(file)))
            }, unmanaged.toOpaque())
        return box.paths.map(SourceTreeWalker.absolutePath)
    }

    /// Of the files a parse included (`inclusions`), those on disk, except the tool's own headers
    /// (the tool fingerprint covers them); and the includes that were not found and were answered
    /// by the SDK shim's empty stand-ins (on disk, or in memory for `project`). An Apple SDK's
    /// headers are left out too (the cache key names the SDK and its version).
    package static func includedFiles(_ inclusions: [String], project: ProjectHeaders? = nil, sdk: AppleSDK? = nil)
        -> (
            present: [String], missing: [(name: String, quoted: Bool)]
        )
    {
        let bundled = SourceTreeWalker.absolutePath(SDKShim.bundled.root) + "/"
        let stubs = SourceTreeWalker.absolutePath(SDKShim.bundled.stubDirectory) + "/"
        var seen = Set<String>()
        var present: [String] = []
        var missing: [(name: String, quoted: Bool)] = []
        let virtual =
            project.map { [($0.standInDirectories.angled + "/", false), ($0.standInDirectories.quoted + "/", true)] }
            ?? []
        for path in inclusions where seen.insert(path).inserted {
            if path.hasPrefix(bundled) { continue }
            if let sdk, path.hasPrefix(sdk.path + "/") { continue }
            if let (directory, quoted) = virtual.first(where: { path.hasPrefix($0.0) }) {
                missing.append((String(path.dropFirst(directory.count)), quoted))
                continue
            }
            if let project, project.isVirtual(path) { continue }
            if path.hasPrefix(stubs) {
                // Stand-ins say in their one line which include they answer.
                if let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("empty stand-in for ") {
                    missing.append((String(path.dropFirst(stubs.count)), text.contains("empty stand-in for \"")))
                }
                continue
            }
            if FileManager.default.fileExists(atPath: path) { present.append(path) }
        }
        return (present, missing)
    }

    /// The running executable's size and modification time, with the version: a rebuilt tool
    /// gets a new fingerprint, so results cached by an older build are not reused.
    package static func defaultToolFingerprint() -> String {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return "capcheck-" + capcheckVersion }
        return "capcheck-\(capcheckVersion)-\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
