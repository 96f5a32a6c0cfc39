import AppleShortcuts
import Foundation
import ShortcutRuntime
import ShortcutStore

/// A shortcut shared as an iCloud link, brought into the library: the record asked of Apple's
/// public endpoint, its file fetched, both through the web helper `run` uses (HTTP stays out of
/// the editor's process), and the file stored byte for byte under the record's name — a signed
/// one stays signed. Every failure says what, and leaves the library as it was: an unknown id,
/// a deleted record, an answer that is no record, a file past the size bound, no network, a
/// file that is no shortcut.
public struct ICloudImport: Sendable {
    /// Stands for `https://www.icloud.com` (tests, mirrors): the record is asked of
    /// `$SHORTCUT_EDITOR_ICLOUD_API/shortcuts/api/records/ID`.
    public static let environmentVariable = "SHORTCUT_EDITOR_ICLOUD_API"
    /// The largest record answer read: a record is a few KiB.
    public static let maximumRecordBytes = 1 << 20
    /// The largest shortcut file fetched: far past any real one (a shortcut with images
    /// inside is a few MiB).
    public static let maximumAssetBytes = 32 << 20

    public var base: String
    public var web: any RunWeb
    public var deadline: Duration

    public init(web: any RunWeb, environment: [String: String] = ProcessInfo.processInfo.environment, deadline: Duration = .seconds(60)) {
        let given = environment[Self.environmentVariable].flatMap { $0.isEmpty ? nil : $0 } ?? "https://www.icloud.com"
        base = given.hasSuffix("/") ? String(given.dropLast()) : given
        self.web = web
        self.deadline = deadline
    }

    /// What was imported: the shortcut in the library, and the record it came from.
    public struct Imported: Sendable, Equatable {
        public var shortcut: Library.Imported
        public var record: ICloudRecord
    }

    /// Imports the shortcut `link` shares into `library`.
    public func importShortcut(link: String, into library: Library) async throws(ICloudImportError) -> Imported {
        guard let id = ICloudRecord.identifier(inLink: link) else { throw .notALink(link) }
        let recordURL = base + "/shortcuts/api/records/" + id
        let answer = try await get(recordURL, limit: Self.maximumRecordBytes, what: "the record")
        guard answer.status != 404 else { throw .unknown(id: id) }
        guard answer.status == 200 else { throw .refused(url: recordURL, status: answer.status) }
        let record: ICloudRecord
        do {
            record = try ICloudRecord(json: answer.body)
        } catch {
            throw .record(id: id, error)
        }
        if let size = record.assetSize, size > Self.maximumAssetBytes { throw .tooLarge(id: id, size: size, limit: Self.maximumAssetBytes) }
        let asset = try await get(record.assetURL, limit: Self.maximumAssetBytes, what: "the shortcut's file")
        guard asset.status == 200 else { throw .refused(url: record.assetURL, status: asset.status) }
        do {
            let stored = try library.importShortcut(bytes: Data(asset.body), fileName: record.name + ".shortcut", name: record.name,
                                                    label: "the shortcut of \(link.trimmingCharacters(in: .whitespacesAndNewlines))")
            return Imported(shortcut: stored, record: record)
        } catch {
            throw .notAShortcut(id: id, error)
        }
    }

    private func get(_ url: String, limit: Int, what: String) async throws(ICloudImportError) -> WebResponse {
        do {
            return try await web.fetch(WebRequest(method: "GET", url: url, maximumBytes: limit, deadline: deadline))
        } catch let failure as WebFailure {
            throw .unreachable(what: what, reason: failure.message)
        } catch {
            throw .unreachable(what: what, reason: "\(error)")
        }
    }
}

/// Why an iCloud link was not imported; the library is as it was.
public enum ICloudImportError: Error, Equatable, CustomStringConvertible, Sendable {
    case notALink(String)
    case unknown(id: String)
    case refused(url: String, status: Int)
    case record(id: String, ICloudRecordError)
    case tooLarge(id: String, size: Int, limit: Int)
    case unreachable(what: String, reason: String)
    case notAShortcut(id: String, StoreError)

    public var description: String {
        switch self {
        case .notALink(let text): "\(text) is not an iCloud shortcut link (https://www.icloud.com/shortcuts/ID)"
        case .unknown(let id): "iCloud shares no shortcut with the id \(id) (404): the link is mistyped, or was never shared"
        case let .refused(url, status): "\(url) answered \(status)"
        case let .record(id, error): "the shortcut \(id): \(error)"
        case let .tooLarge(id, size, limit): "the shortcut \(id) is \(size) bytes, past the \(limit) a shortcut may have here"
        case let .unreachable(what, reason): "\(what) could not be fetched: \(reason)"
        case let .notAShortcut(id, error): "the file iCloud gave for \(id) is not a shortcut: \(error)"
        }
    }
}
