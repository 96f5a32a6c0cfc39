// expect-error: @UnionValue: case pair carries 2 values; each case carries one, the value of its kind
import IntentKit

@UnionValue
enum Misuse {
    case text(String)
    case pair(String, Int)
}
