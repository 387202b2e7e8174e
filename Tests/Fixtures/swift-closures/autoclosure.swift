func check(_ condition: @autoclosure () -> Bool) -> Bool { condition() }
func later(_ value: @autoclosure @escaping () -> Int) -> () -> Int { value }

final class Gate {
    var open = false
    var limit = 3
    func test(_ n: Int) -> Bool {
        let x = n
        let y: Int? = nil
        _ = later(x + self.limit)
        return check(x > limit) && open || (y ?? x) > 0
    }
}
