import Testing
@testable import RetainGraph
