import DemoIntents
import EditorCore
import Foundation
import IntentKit
import ShortcutStore

/// The bytes the real `shortcut-editor` writes to its terminal, counted on the master side
/// of a pseudo-terminal: the first frame (a full paint) and single focus moves (Tab).
enum TerminalOutputProbe {
    struct Figures: Codable {
        var width: Int
        var height: Int
        var firstFrameBytes: Int
        var focusMoveBytes: [Int]
        /// Cells whose text or look one Tab changes, from the editor's own canvases.
        var changedCells: Int
    }

    static func measure(file: URL, library: Library, width: Int, height: Int, moves: Int = 5) throws -> Figures {
        let terminal = try PseudoTerminal(
            executable: try ChildProcess.editor(), arguments: ["--library", library.root.path, file.path],
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": library.root.path, "PATH": "/usr/bin:/bin"],
            width: width, height: height)
        // Terminal set-up comes first; the frame is complete once the header (the shortcut's
        // name) and the key hints are out — a large file's preview comes before the hints, its
        // last line then redrawn — and the output has gone quiet.
        let marks = [Array("Bench".utf8), Array("? keys".utf8)]
        var firstFrame = terminal.read { received in marks.allSatisfy { PseudoTerminal.contains(received, $0) } }
        firstFrame += terminal.read(quiet: .milliseconds(300))
        guard firstFrame.count > width else {
            throw BenchError("the editor drew nothing: \(String(decoding: firstFrame, as: UTF8.self))")
        }
        var moveBytes: [Int] = []
        for _ in 0..<moves {
            terminal.type("\t")
            moveBytes.append(terminal.read(quiet: .milliseconds(300)).count)
        }
        terminal.type("q")
        terminal.read(quiet: .milliseconds(300))
        terminal.end()
        return Figures(width: width, height: height, firstFrameBytes: firstFrame.count, focusMoveBytes: moveBytes,
                       changedCells: try changedCells(file: file, library: library, width: width, height: height))
    }

    /// The cells one Tab changes, from the editor's canvases before and after it.
    private static func changedCells(file: URL, library: Library, width: Int, height: Int) throws -> Int {
        let opened = try ShortcutStore(library: library).open(file, ignoringLock: true)
        var state = EditorState(document: opened.document, registry: try DemoIntents.makeRegistry(), fileLabel: "bench",
                                width: width, height: height)
        _ = state.update(.resize(width: width, height: height))
        let before = state.render()
        _ = state.update(.key(.tab))
        let after = state.render()
        var changed = 0
        for y in 0..<height {
            for x in 0..<width where before[x, y] != after[x, y] { changed += 1 }
        }
        return changed
    }
}
