// Declarations that concern running intents on Apple's platforms. The editor only keeps
// them, so that intents written for Apple's framework compile unchanged.

/// Whether an intent needs the device unlocked to run.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// An intent the system may suggest from how it is used.
public protocol PredictableIntent: AppIntent {}

/// An error with a message meant for people.
public protocol CustomLocalizedStringResourceConvertible {
    /// The message, as people should read it.
    var localizedStringResource: LocalizedStringResource { get }
}
