/// The errors the system knows how to say (Apple's, iOS 16; its initializers iOS 27): thrown
/// from `perform()` or a query, a run fails with its message — "Shortcut Editor can't reach the
/// network." — instead of a Swift type's name. Apple does not publish its wording; the messages
/// here are IntentKit's.
public struct AppIntentError: Error, Sendable, Equatable, CustomStringConvertible, CustomLocalizedStringResourceConvertible {
    /// Which error it is, for `==`: a predefined one's name, or "custom".
    let code: String
    /// What people read.
    let message: LocalizedStringResource

    init(code: String, message: LocalizedStringResource) {
        self.code = code
        self.message = message
    }

    /// An error with the app's own message.
    public init(description: LocalizedStringResource) {
        self.init(code: "custom", message: description)
    }

    /// One of the predefined errors, said with the app's own message. Apple stops the app for
    /// any other value (`fatalError`), as it does here.
    public init(predefinedError: AppIntentError, description: LocalizedStringResource) {
        guard predefinedError.code != "custom" else {
            fatalError("AppIntentError(predefinedError:description:) takes one of AppIntentError's predefined errors")
        }
        self.init(code: predefinedError.code, message: description)
    }

    /// The error an app's own error type stands for.
    public init(wrapping convertible: some CustomAppIntentErrorConvertible) {
        self = convertible.appIntentError
    }

    /// An app's error that both stands for a system error and has a message: the system error
    /// wins, as Apple's documentation says. (IntentKit's overload: without it, such an error
    /// would be ambiguous between the two above.)
    public init(wrapping convertible: some CustomAppIntentErrorConvertible & CustomLocalizedStringResourceConvertible & Error) {
        self = convertible.appIntentError
    }

    /// An app's error with a message for people, as the system says it.
    public init(wrapping error: some CustomLocalizedStringResourceConvertible & Error) {
        self.init(code: "custom", message: error.localizedStringResource)
    }

    /// The message people read.
    public var localizedStringResource: LocalizedStringResource { message }
    /// The message, as text.
    public var description: String { message.text }

    /// The same error: the same predefined one, or custom errors with the same message.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && (lhs.code != "custom" || lhs.message.text == rhs.message.text)
    }

    /// `perform()` should run again from the start (the system asks for it).
    public static var restartPerform: AppIntentError {
        AppIntentError(code: "restartPerform", message: "The action needs to run again.")
    }

    /// The app lacks a permission it needs.
    public enum PermissionRequired {
        /// Bluetooth.
        public static let bluetooth = AppIntentError(code: "permission.bluetooth", message: "The app needs permission to use Bluetooth.")
        /// Contacts.
        public static let contacts = AppIntentError(code: "permission.contacts", message: "The app needs permission to read your contacts.")
        /// Devices on the local network.
        public static let localNetwork = AppIntentError(code: "permission.localNetwork", message: "The app needs permission to find devices on your local network.")
        /// Photos.
        public static let photos = AppIntentError(code: "permission.photos", message: "The app needs permission to use your photos.")
        /// Siri.
        public static let siri = AppIntentError(code: "permission.siri", message: "The app needs permission to use Siri.")
        /// Location, precise or approximate; the message says which.
        public static func location(precise: Bool = false) -> AppIntentError {
            precise ? AppIntentError(code: "permission.location.precise", message: "The app needs permission to use your precise location.")
                : AppIntentError(code: "permission.location", message: "The app needs permission to use your location.")
        }
    }

    /// Nothing the person can do now.
    public enum Unrecoverable {
        /// No entity matched.
        public static let entityNotFound = AppIntentError(code: "unrecoverable.entityNotFound", message: "The item could not be found.")
        /// Screen Time, a profile or similar forbids it.
        public static let featureCurrentlyRestricted = AppIntentError(code: "unrecoverable.featureCurrentlyRestricted", message: "This feature is restricted on this device.")
        /// The network failed.
        public static let networkFailure = AppIntentError(code: "unrecoverable.networkFailure", message: "The app can't reach the network.")
        /// Not allowed.
        public static let notAllowed = AppIntentError(code: "unrecoverable.notAllowed", message: "This action isn't allowed.")
        /// Some of it was done, some not.
        public static let partialFailure = AppIntentError(code: "unrecoverable.partialFailure", message: "The action was only partly done.")
        /// Something went wrong.
        public static let unknown = AppIntentError(code: "unrecoverable.unknown", message: "Something went wrong.")
        /// This device cannot do it.
        public static let unsupportedOnDevice = AppIntentError(code: "unrecoverable.unsupportedOnDevice", message: "This action isn't supported on this device.")
    }

    /// The person must do something first.
    public enum UserActionRequired {
        /// Set up an account in the app.
        public static let accountSetup = AppIntentError(code: "action.accountSetup", message: "Set up an account in the app first.")
        /// Confirm in the app.
        public static let confirmation = AppIntentError(code: "action.confirmation", message: "Confirm in the app to continue.")
        /// Sign in to the app.
        public static let signin = AppIntentError(code: "action.signin", message: "Sign in to the app first.")
    }

    /// What people read when `error` stops an intent: the system's wording for an
    /// `AppIntentError`, an app error's own `appIntentError` (which wins over its message, as
    /// Apple's documentation says), an app error's message for people, else the error as Swift
    /// describes it.
    public static func message(of error: any Error) -> String {
        if let known = error as? AppIntentError { return known.description }
        if error is CancellationError { return "The action was cancelled." }
        if let convertible = error as? any CustomAppIntentErrorConvertible { return convertible.appIntentError.description }
        if let described = error as? any CustomLocalizedStringResourceConvertible { return described.localizedStringResource.text }
        return String(describing: error)
    }
}

/// An app's error type that stands for one of the system's errors: thrown from `perform()`
/// or a query, the system reads `appIntentError` and says that (Apple's, iOS 27).
public protocol CustomAppIntentErrorConvertible {
    /// The system error this error is.
    var appIntentError: AppIntentError { get }
}
