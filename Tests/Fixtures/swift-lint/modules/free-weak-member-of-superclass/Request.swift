// The superclass holds its coordinator weakly: a closure the coordinator keeps does not keep the
// request, though an extension of the subclass in another file appends it there.
import Foundation

final class Coordinator {
    var validations: [() -> Void] = []
}

class Request {
    weak var coordinator: Coordinator?
    deinit { print("DEINIT Request") }
}

final class DataRequest: Request {
    var statusCode = 200
}
