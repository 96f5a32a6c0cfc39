import Foundation

/// A shortcut in the library as the browser lists it: its name, file, size and time, and what
/// is wrong with its file, if anything. The store makes these (`Library.list`); the editor
/// core only shows them, so the type lives with the model both share.
public struct LibraryEntry: Sendable, Hashable {
    public var name: String
    public var url: URL
    public var actionCount: Int
    public var modified: Date
    /// Set when the file cannot be read; it is still listed, so it can be fixed or deleted.
    public var problem: String?

    public init(name: String, url: URL, actionCount: Int, modified: Date, problem: String? = nil) {
        self.name = name
        self.url = url
        self.actionCount = actionCount
        self.modified = modified
        self.problem = problem
    }
}
