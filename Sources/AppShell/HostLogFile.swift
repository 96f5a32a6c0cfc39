import EditorCore
import Foundation

/// The end of an intent host's log (`logs/NAME.log`), as the editor shows it: a log grows
/// with every run, so only its last part is read.
enum HostLogFile {
    /// How much of the log's end is read.
    static let tailBytes = 64 * 1024
    /// How many lines are shown at most.
    static let shownLines = 500

    static func lastLines(of url: URL) -> Result<[String], QueryFailure> {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            return FileManager.default.fileExists(atPath: url.path)
                ? .failure(QueryFailure("\(url.path) cannot be opened"))
                : .success([])
        }
        defer { try? handle.close() }
        do {
            let size = try handle.seekToEnd()
            let start = size > UInt64(tailBytes) ? size - UInt64(tailBytes) : 0
            try handle.seek(toOffset: start)
            var text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
            // A tail cut mid-line starts at the next whole one.
            if start > 0, let newline = text.firstIndex(of: "\n") { text = String(text[text.index(after: newline)...]) }
            return .success(text.split(separator: "\n").suffix(shownLines).map(String.init))
        } catch {
            return .failure(QueryFailure("\(url.path): \(error)"))
        }
    }
}
