import Findings
import Foundation

/// The SDK stand-in: the Apple headers (Foundation, UIKit, dispatch, …) capcheck parses
/// Objective-C against on a machine without an Apple SDK. The headers are this target's
/// resources (`SDK/include`); this type only finds them.
package enum SDKStandIn {
    /// The folder that holds `include/`: `CAPCHECK_SDK` when set, else the shipped resources.
    package static func root() -> String {
        if let override = ProcessInfo.processInfo.environment["CAPCHECK_SDK"], !override.isEmpty { return override }
        return ResourceLocator.locate(
            "SDK", of: "SDKStandIn", containing: "include/Foundation/Foundation.h",
            sourceDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    }
}
