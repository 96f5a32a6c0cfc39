import Foundation
import Synchronization

/// `run`'s progress line on a terminal's standard error: one line, rewritten in place as an
/// app intent reports how far it has got ("⋯ 2 Upload Photos: 3 of 12 ▰▰▰▱▱▱▱▱▱▱"), and
/// cleared before anything else is printed. Never written where standard error is not a
/// terminal: a log gets no carriage returns.
final class ProgressLine: Sendable {
    private let showing = Mutex(false)
    /// The bar's cells.
    static let barWidth = 10

    /// Shows `text` (and a bar, when the fraction is known) in place of the line before.
    func show(_ text: String, fraction: Double?) {
        var line = "\r\u{1B}[K⋯ " + text.terminalSafe(keepingNewlines: false)
        if let fraction {
            let filled = Int((fraction * Double(Self.barWidth)).rounded(.down))
            line += " " + String(repeating: "▰", count: filled) + String(repeating: "▱", count: Self.barWidth - filled)
        }
        showing.withLock { showing in
            FileHandle.standardError.write(Data(line.utf8))
            showing = true
        }
    }

    /// Takes the line away, when one is shown.
    func clear() {
        showing.withLock { showing in
            guard showing else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
            showing = false
        }
    }
}
