// expect-error: @ComputedProperty needs the property's type written out
import IntentKit

struct Misuse {
    @ComputedProperty
    var count = 3
}
