// truth: leaks Request
// `validate(statusCode:)` hands a closure that holds self to its overload `validate(_:)`, which
// wraps it and appends the wrapper to self's `validations`, declared on the superclass. Only the
// overload whose parameter is a function can take the trailing closure.
class Request {
    var validations: [() -> Void] = []
    deinit { print("DEINIT Request") }
}
final class DataRequest: Request {
    typealias Validation = (Int) -> Bool
    var code = 200
    @discardableResult
    func validate(_ validation: @escaping Validation) -> Self {
        let execution: () -> Void = { [unowned self] in
            if !validation(code) { code = 0 }
        }
        validations.append(execution)
        return self
    }
    @discardableResult
    func validate(statusCode: Int) -> Self {
        validate { code in
            self.code == statusCode && code == statusCode  // expected-warning [retain-cycle]
        }
    }
}
extension DataRequest {
    @discardableResult
    func validate() -> Self { validate(statusCode: 200) }
}
do { DataRequest().validate() }
print("END")
