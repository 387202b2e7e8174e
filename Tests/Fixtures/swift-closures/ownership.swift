final class Model {
    var value = 0
    var handler: (() -> Void)?
    var other: Model?

    func install() {
        handler = { [weak self] in self?.value += 1 }
        handler = { [unowned self] in self.value += 1 }
        handler = { [unowned(unsafe) self] in self.value += 1 }
        handler = { self.value += 1 }
        handler = { [self] in value += 1 }
        let friend = Model()
        handler = { [weak friend, unowned model = self] in friend?.value = model.value }
        var boxed = Model()
        handler = { boxed = Model(); _ = boxed }
        weak var weakLocal = friend
        handler = { weakLocal?.value = 1 }
        unowned let unownedLocal = friend
        handler = { unownedLocal.value = 2 }
    }
}
