// expect-error: @ComputedProperty reads its value at once; an `async` property is a @DeferredProperty
import IntentKit

struct Misuse {
    @ComputedProperty
    var waitMinutes: Int {
        get async { 15 }
    }
}
