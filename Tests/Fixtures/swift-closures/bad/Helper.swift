final class Helper {
    var value = 1
}
