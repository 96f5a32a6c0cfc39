import Foundation

/// An intent that may ask to go on in its app (iOS 16.4; Apple now prefers
/// `supportedModes` with `.foreground(.dynamic)`). A host is as far forward as it comes: the
/// person is asked, and a yes runs the continuation.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// The error to throw to stop and ask the person to go on in the app.
    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil,
                                                 continuation: (@MainActor () async throws -> Void)? = nil) -> any Error {
        IntentNeedsPersonError(request: "to continue in the foreground", dialog: dialog?.full.text)
    }

    /// Asks to go on in the app; a yes runs `continuation` and returns what it gives, a no stops
    /// the action.
    @discardableResult
    public func requestToContinueInForeground<ResultValue: Sendable>(
        _ dialog: IntentDialog? = nil, continuation: @MainActor () async throws -> ResultValue = { () }
    ) async throws -> ResultValue {
        try await continueInForeground(dialog)
        return try await continuation()
    }
}

/// An intent whose work can be undone (iOS 26): it registers undo actions with `undoManager`.
/// Nothing here undoes, so there is no manager to register with.
public protocol UndoableIntent: SystemIntent {}

extension UndoableIntent {
    /// None: the editor's runs have no undo of app work.
    @MainActor public var undoManager: UndoManager? { nil }
}

#if !canImport(Darwin)
/// Foundation's undo manager, which Linux's Foundation lacks: what an `UndoableIntent`
/// registers with compiles, and nothing is kept.
public final class UndoManager: @unchecked Sendable {
    /// A manager that keeps nothing.
    public init() {}
    /// Registers an undo action; not kept.
    public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {}
    /// Names the action to undo; not kept.
    public func setActionName(_ actionName: String) {}
}
#endif

/// A stream of partial responses (iOS 27), declared by Apple without public members: kept so
/// that signatures naming it compile.
public struct IntentResponseStream<Value>: Sendable {}
