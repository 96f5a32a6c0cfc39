// Apple's AppIntents module re-exports Foundation: intents written for it use `Date`, `URL`
// and `Measurement` with only `import AppIntents`. So must code with `import IntentKit`.
@_exported import Foundation
