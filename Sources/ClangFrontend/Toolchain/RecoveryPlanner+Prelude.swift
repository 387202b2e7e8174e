import SDKStandIn

extension RecoveryPlanner {

    func render(_ plan: Plan) -> String {
        var lines: [String] = [
            "/* capcheck recovery prelude: declarations for what this file's diagnostics say is missing. */"
        ]
        if plan.needsObjectiveC
            || plan.constants.values.contains(where: { $0.contains("NSString") || $0.contains("CFStringRef") })
        {
            lines.append("#import <Foundation/Foundation.h>")
        }
        for header in plan.imports.sorted() { lines.append("#include <\(header)>") }
        lines.append("#pragma clang diagnostic push")
        lines.append("#pragma clang diagnostic ignored \"-Weverything\"")
        for name in plan.structs.sorted() { lines.append("struct \(name);") }
        let forward = plan.forwardClasses.union(plan.classes.keys).sorted()
        if !forward.isEmpty { lines.append("@class " + forward.joined(separator: ", ") + ";") }
        for name in plan.protocols.sorted() {
            // A receiver typed `id<P>` only sees P's methods, not NSObject's categories: the
            // recovered selectors are optional members of every recovered protocol too.
            if plan.instanceMethods.isEmpty {
                lines.append("@protocol \(name) <NSObject> @end")
            } else {
                lines.append("@protocol \(name) <NSObject>")
                lines.append("@optional")
                for selector in plan.instanceMethods.keys.sorted() {
                    lines.append(
                        "- " + RecoveryPlanner.methodDeclaration(selector, types: plan.instanceMethods[selector]!))
                }
                lines.append("@end")
            }
        }
        for name in plan.typedefs.keys.sorted() { lines.append(plan.typedefs[name]!) }
        for name in plan.classes.keys.sorted() {
            lines.append("@interface \(name) : \(plan.classes[name]!) @end")
        }
        if !plan.instanceMethods.isEmpty || !plan.classMethods.isEmpty || !plan.properties.isEmpty {
            lines.append("@interface NSObject (CapcheckRecovery)")
            for name in plan.properties.keys.sorted() {
                let type = plan.properties[name]!
                let attributes = RecoveryPlanner.isObjectType(type) ? "nonatomic, strong" : "nonatomic, assign"
                lines.append("@property (\(attributes)) \(type) \(name);")
                lines.append("+ (\(type))\(name);")
            }
            for selector in plan.instanceMethods.keys.sorted() {
                lines.append("- " + RecoveryPlanner.methodDeclaration(selector, types: plan.instanceMethods[selector]!))
            }
            for selector in plan.classMethods.keys.sorted() {
                lines.append("+ " + RecoveryPlanner.methodDeclaration(selector, types: plan.classMethods[selector]!))
            }
            lines.append("@end")
        }
        for name in plan.constants.keys.sorted() { lines.append(plan.constants[name]!) }
        for name in plan.functions.keys.sorted() { lines.append(plan.functions[name]!) }
        lines.append("#pragma clang diagnostic pop")
        return lines.joined(separator: "\n") + "\n"
    }

    package static func methodDeclaration(_ selector: String, types: [String]) -> String {
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard !types.isEmpty else { return "(id)\(selector);" }
        var parts: [String] = []
        for (index, piece) in pieces.enumerated() {
            let type = index < types.count ? types[index] : "id"
            parts.append("\(piece):(\(type))capcheck_argument\(index)")
        }
        return "(id)" + parts.joined(separator: " ") + ";"
    }
}
