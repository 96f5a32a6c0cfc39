import Foundation
import Testing
import TestSupport

/// `Scripts/startup-order.txt`, the layout hint the release link gives lld. The tests run debug
/// builds, which do not use it, so nothing else would notice a file that lld would read wrongly
/// (two names on a line) or one that no longer describes the start (written from another program,
/// cut short). Names only drift as the code changes, which costs speed, not correctness; the
/// anchors checked here are the ones that cannot drift without the start itself changing.
@Suite(.offThePool) struct StartupOrderFileTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/startup-order.txt")

    func symbols() throws -> [Substring] {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    }

    @Test func everyLineIsOneSymbolNameAndNoneRepeats() throws {
        let names = try symbols()
        #expect(names.count > 1_000, "only \(names.count) symbols: regenerate with Scripts/generate-startup-order.py")
        let malformed = names.filter { $0.contains(where: \.isWhitespace) }
        #expect(malformed.isEmpty, "lld reads one name per line: \(malformed.prefix(3))")
        #expect(Set(names).count == names.count, "a name is listed twice")
    }

    @Test func itDescribesThisEditorsStartFromTheEntryToTheFirstScreen() throws {
        let names = try symbols()
        #expect(names.first == "_start", "the start is the first thing touched")
        for curses in ["newterm", "doupdate"] {
            #expect(names.contains(Substring(curses)), "\(curses) draws the first screen")
        }
        // One module prefix per layer the first screen goes through (Swift mangling: length, name).
        for module in ["shortcut_editor", "AppShell", "EditorCore", "TerminalUI", "ShortcutStore", "ShortcutModel", "IntentKit"] {
            let prefix = "$s\(module.utf8.count)\(module)"
            #expect(names.contains { $0.hasPrefix(prefix) }, "nothing of \(module) is listed")
        }
    }
}
