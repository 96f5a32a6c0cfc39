import Foundation

/// The public shortcuts in `../shared/corpus/shortcuts/` (never copied into the project);
/// tests that use them are skipped when the folder is absent.
enum Corpus {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/shortcuts")

    static var isAvailable: Bool { !files.isEmpty }

    static var files: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".shortcut") || $0.hasSuffix(".plist") }.sorted().map { folder.appendingPathComponent($0) }
    }

    static func bytes(_ url: URL) throws -> [UInt8] {
        Array(try Data(contentsOf: url))
    }
}
