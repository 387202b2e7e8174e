// truth: frees Request
// Look-alike: the overload that takes the trailing closure runs it before it returns; the other
// overload takes a number.
class Request {
    var validations: [() -> Void] = []
    deinit { print("DEINIT Request") }
}
final class DataRequest: Request {
    var code = 200
    @discardableResult
    func validate(_ validation: (Int) -> Bool) -> Self {
        if !validation(code) { code = 0 }
        return self
    }
    @discardableResult
    func validate(statusCode: Int) -> Self {
        validate { code in self.code == statusCode && code == statusCode }
    }
}
do { DataRequest().validate(statusCode: 200) }
print("END")
