// `validations` is declared on the superclass `Request`; an extension of the subclass, in
// another file, appends a closure that holds `self`.
import Foundation

class Request {
    var validations: [() -> Void] = []
    deinit { print("DEINIT Request") }
}

final class DataRequest: Request {
    var statusCode = 200
}
