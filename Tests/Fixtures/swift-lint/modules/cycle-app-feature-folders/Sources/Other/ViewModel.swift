// An app (no Package.swift) keeps its code in feature folders under `Sources`: they are one
// module, so the bag a screen's view model inherits from a base class in another folder is known.
import Foundation

class ViewModel {
    var observers: [() -> Void] = []
    deinit { print("DEINIT ViewModel") }
}
