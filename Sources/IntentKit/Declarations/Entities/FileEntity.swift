import Foundation

/// An entity that is a file or a document: Apple's `FileEntity`, whose identifier is a file's
/// URL or a draft's name (`FileEntityIdentifier`).
///
/// Apple's protocol also asks `supportedContentTypes: [UTType]`, with `public.item` as its
/// default; `UTType` is Apple's UniformTypeIdentifiers, which Linux does not have, so the
/// requirement is left out and an entity that takes the default compiles unchanged.
public protocol FileEntity: AppEntity where ID == FileEntityIdentifier {}

/// Which file a `FileEntity` is: a file at a URL, or a draft not yet saved, by its name.
public struct FileEntityIdentifier: Sendable, Hashable, Codable, EntityIdentifierConvertible {
    private enum Place: Sendable, Hashable, Codable {
        case file(URL)
        case draft(String)
    }

    private let place: Place

    private init(_ place: Place) { self.place = place }

    /// The identifier of a document not yet on disk, by a name of the app's choosing.
    public static func draft(identifier: String) -> FileEntityIdentifier { FileEntityIdentifier(.draft(identifier)) }

    /// The identifier of the file at `url`; throws for a URL that is not a file's.
    public static func file(url: URL) throws -> FileEntityIdentifier {
        guard url.isFileURL else { throw FileEntityIdentifierError(url: url) }
        return FileEntityIdentifier(.file(url.standardizedFileURL))
    }

    /// A draft's name; nil for a file.
    public var draftIdentifier: String? {
        if case .draft(let name) = place { return name }
        return nil
    }

    /// The file's URL; nil for a draft. Asynchronous and throwing as Apple's is, where finding
    /// the file may ask the system.
    public var fileURL: URL? {
        get async throws {
            if case .file(let url) = place { return url }
            return nil
        }
    }

    /// Whether this names a draft rather than a file.
    public var isDraft: Bool { draftIdentifier != nil }

    /// As documents save it: `file://…` for a file, `draft:NAME` for a draft.
    public var entityIdentifierString: String {
        switch place {
        case .file(let url): url.absoluteString
        case .draft(let name): "draft:" + name
        }
    }

    /// The identifier a saved string holds: a `file://` URL or `draft:NAME`; nil otherwise.
    public static func entityIdentifier(for entityIdentifierString: String) -> FileEntityIdentifier? {
        if entityIdentifierString.hasPrefix("draft:") { return .draft(identifier: String(entityIdentifierString.dropFirst(6))) }
        guard let url = URL(string: entityIdentifierString), url.isFileURL else { return nil }
        return FileEntityIdentifier(.file(url))
    }
}

/// A URL given as a file entity's that is not a file's.
public struct FileEntityIdentifierError: Error, Sendable, CustomStringConvertible {
    /// The URL given.
    public var url: URL
    /// "“https://…” is not a file's URL".
    public var description: String { "“\(url.absoluteString)” is not a file's URL" }
}
