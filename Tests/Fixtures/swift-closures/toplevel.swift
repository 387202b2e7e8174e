var total = 0
let step = 1
let add = { total += step }
add()
func wrapper() {
    var x = 1
    let f = { x += total }
    f()
}
print(total)
