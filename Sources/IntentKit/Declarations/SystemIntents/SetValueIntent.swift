/// Sets one value of the app — a switch, a level: `struct SilentMode: SetValueIntent {
/// @Parameter(title: "Silent") var value: Bool … }`.
public protocol SetValueIntent<ValueType>: AppIntent {
    /// The kind of value set.
    associatedtype ValueType: IntentParameterValue
    /// The value to set, a parameter of the intent.
    var value: ValueType { get set }
}
