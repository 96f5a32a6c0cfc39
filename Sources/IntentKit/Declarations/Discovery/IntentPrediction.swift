/// One prediction a `PredictableIntent` offers (iOS 16): how the system would show the intent
/// for given values of its parameters. Kept: nothing here predicts.
public struct IntentPrediction<Intent: AppIntent, T>: IntentPredictionConfiguration, @unchecked Sendable {
    // @unchecked: the key paths and closures it keeps are never called here.
    let parameters: T?

    /// A prediction of the intent alone.
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) where T == () {
        parameters = nil
    }

    /// A prediction shown by one parameter's value.
    public init<V0: IntentParameterValue>(parameters: T, displayRepresentation: @escaping (V0.UnwrappedType) -> DisplayRepresentation)
    where T == KeyPath<Intent, IntentParameter<V0>> {
        self.parameters = parameters
    }

    /// A prediction shown by two parameters' values.
    public init<V0: IntentParameterValue, V1: IntentParameterValue>(
        parameters: T, displayRepresentation: @escaping (V0.UnwrappedType, V1.UnwrappedType) -> DisplayRepresentation
    ) where T == (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>) {
        self.parameters = parameters
    }

    /// A prediction shown by three parameters' values.
    public init<V0: IntentParameterValue, V1: IntentParameterValue, V2: IntentParameterValue>(
        parameters: T, displayRepresentation: @escaping (V0.UnwrappedType, V1.UnwrappedType, V2.UnwrappedType) -> DisplayRepresentation
    ) where T == (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>, KeyPath<Intent, IntentParameter<V2>>) {
        self.parameters = parameters
    }
}

/// What a `PredictableIntent`'s `predictionConfiguration` is made of.
public protocol IntentPredictionConfiguration: Sendable {
    /// The intent predicted.
    associatedtype Intent: AppIntent
}

/// Several predictions of one intent.
public struct IntentPredictions<Intent: AppIntent>: IntentPredictionConfiguration {
    /// How many there are.
    public let count: Int
}

/// Collects the predictions written in `predictionConfiguration`.
@resultBuilder
public enum IntentPredictionsBuilder<Intent: AppIntent> {
    /// One prediction.
    public static func buildExpression<Prediction: IntentPredictionConfiguration>(_ prediction: Prediction) -> IntentPredictions<Intent>
    where Prediction.Intent == Intent {
        IntentPredictions(count: 1)
    }

    /// The predictions in order.
    public static func buildBlock(_ predictions: IntentPredictions<Intent>...) -> IntentPredictions<Intent> {
        IntentPredictions(count: predictions.map(\.count).reduce(0, +))
    }
}
