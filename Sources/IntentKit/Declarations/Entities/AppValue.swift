/// A value an app declares for intents — an `AppEntity` or an `AppEnum` — as Apple's
/// framework names what `OpenIntent` opens.
public protocol AppValue: IntentValueConvertible, TypeDisplayRepresentable {}
