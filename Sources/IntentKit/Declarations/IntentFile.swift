import Foundation

/// A file a parameter takes or a result returns, as in Apple's framework. In a document a
/// file is referred to by its URL (when it has one) or its name; the bytes are the running
/// intent's business, not the editor's.
public struct IntentFile: Sendable, Hashable {
    /// The file's bytes, when the intent has them (empty for a file known by its URL).
    public var data: Data
    /// The file's name, with its extension.
    public var filename: String
    /// Where the file is, when it is a file on disk.
    public var fileURL: URL?
    /// A uniform type identifier ("public.jpeg"), when known.
    public var typeIdentifier: String?

    /// `IntentFile(data: pdf, filename: "Map.pdf", typeIdentifier: "com.adobe.pdf")`: a file made in memory.
    public init(data: Data, filename: String, typeIdentifier: String? = nil) {
        self.data = data
        self.filename = filename
        self.typeIdentifier = typeIdentifier
    }

    /// A file on disk, named after its URL unless `filename` says otherwise.
    public init(fileURL: URL, filename: String? = nil, typeIdentifier: String? = nil) {
        self.data = Data()
        self.fileURL = fileURL
        self.filename = filename ?? fileURL.lastPathComponent
        self.typeIdentifier = typeIdentifier
    }
}

extension IntentFile: IntentValueConvertible {
    /// A file parameter.
    public static var intentValueType: ValueType { .file }

    /// What a document saves: the URL when there is one, else the name.
    public var intentValue: IntentValue {
        if let fileURL { return .url(fileURL) }
        return .string(filename)
    }

    /// The file a saved URL or name refers to; its bytes are not read.
    public static func fromIntentValue(_ value: IntentValue) throws -> IntentFile {
        switch value {
        case .url(let url): return IntentFile(fileURL: url)
        case .string(let name): return IntentFile(data: Data(), filename: name)
        default: throw mismatch(value)
        }
    }
}

extension IntentParameter where Value.UnwrappedType == IntentFile {
    /// A file of one of `supportedTypeIdentifiers` (any file when empty); the identifiers are
    /// kept for the running intent, the editor takes a path.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            supportedTypeIdentifiers: [String] = [], requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: nil, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType == [IntentFile] {
    /// Several files of `supportedTypeIdentifiers`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            supportedTypeIdentifiers: [String] = [], requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: nil, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}
