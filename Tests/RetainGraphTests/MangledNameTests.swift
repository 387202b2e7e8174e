import Testing

@testable import RetainGraph

/// Which mangled capture type names are never handed to the runtime's resolver without their
/// generic context. The names are the compiler's own (from `swiftc -S` of the leak fixtures).
@Suite struct MangledNameTests {
    static func construct(_ name: String) -> String? {
        MangledName.untrustedConstruct(plain: Array(name.utf8))
    }

    @Test func dependentMemberTypesPacksAndOpaqueTypesAreNotResolved() {
        #expect(Self.construct("7ElementSTQzSg") == "a dependent member type")  // S.Element?
        #expect(Self.construct("7ElementQy_") == "a dependent member type")
        #expect(Self.construct("xxQp_t") == "a parameter pack")  // (repeat each T)
        #expect(Self.construct("xxQp_QP") == "a parameter pack")
        #expect(Self.construct("4main5ShapeP1zQr") != nil)
    }

    /// A `Q` inside an identifier (`DispatchQoS`, word substitutions) is not an operator, so
    /// ordinary types are still resolved.
    @Test func identifiersThatContainQAreResolved() {
        #expect(Self.construct("So11DispatchQoSV") == nil)
        #expect(Self.construct("8Dispatch0A3QoSV") == nil)
        #expect(Self.construct("5words014QueueQoSHolderB0V") == nil)
        #expect(Self.construct("5words16HolderQueue_QaQpV") == nil)
        #expect(Self.construct("SaySiG") == nil)
        #expect(Self.construct("Say\u{0}G") == nil)  // a symbolic reference
        #expect(Self.construct("q_Sg") == nil)  // a plain generic parameter
        #expect(Self.construct("q0_SgXw") == nil)
    }
}
