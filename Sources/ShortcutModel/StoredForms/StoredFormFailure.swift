/// Why typed text is not a value of a stored form, in words for the field's error line.
public struct StoredFormFailure: Error, Equatable, Sendable {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}
