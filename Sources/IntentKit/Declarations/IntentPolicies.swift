// Declarations that concern running intents on Apple's platforms. The editor only keeps
// them, so that intents written for Apple's framework compile unchanged.

/// Whether an intent needs the device unlocked to run.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// An intent the system may suggest from how it is used, with the predictions it offers.
public protocol PredictableIntent: AppIntent {
    /// The intent's predictions.
    associatedtype Prediction: IntentPredictionConfiguration = IntentPredictions<Self>
    /// `static var predictionConfiguration: some IntentPredictionConfiguration { IntentPrediction(…) }`.
    @IntentPredictionsBuilder<Self> static var predictionConfiguration: Prediction { get }
}

extension PredictableIntent where Prediction == IntentPredictions<Self> {
    /// None, unless the intent offers some.
    public static var predictionConfiguration: IntentPredictions<Self> { IntentPredictions(count: 0) }
}

/// An error with a message meant for people.
public protocol CustomLocalizedStringResourceConvertible {
    /// The message, as people should read it.
    var localizedStringResource: LocalizedStringResource { get }
}
