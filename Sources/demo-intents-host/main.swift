import DemoIntents
import IntentKit

// The demo's intents as an intent host: the sample library's pickers can run through the same
// path as an app developer's own (docs/INTENT-HOST.md).
do {
    IntentHost.main(registry: try DemoIntents.makeRegistry(), name: "DemoIntents")
} catch {
    print("demo-intents-host: the demo's intents do not register: \(error)")
}
