#if canImport(Glibc)
import Glibc
#endif
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
        let editor = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("shortcut-editor")
        guard FileManager.default.isExecutableFile(atPath: editor.path) else {
            throw BenchError("\(editor.path) is missing; `swift build -c release` builds it")
        }
        guard let openpt = CLibrary.posixOpenpt, let grant = CLibrary.grantpt, let unlock = CLibrary.unlockpt, let slaveName = CLibrary.ptsname else {
            throw BenchError("this C library has no pseudo-terminal functions")
        }
        let master = openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grant(master) == 0, unlock(master) == 0, let name = slaveName(master) else {
            throw BenchError("no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        defer { close(master) }
        let slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw BenchError("cannot open \(String(cString: name))") }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The size is set on the terminal before the editor starts, as a terminal window would.
        process.arguments = ["-c", "stty cols \(width) rows \(height) && exec \"$0\" \"$@\"", editor.path,
                             "--library", library.root.path, file.path]
        process.environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": library.root.path,
                               "PATH": "/usr/bin:/bin"]
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
        }

        // Terminal set-up comes first; the frame is complete once the header (the shortcut's
        // name) is out and the output has gone quiet.
        let firstFrame = read(master, untilQuietFor: .milliseconds(300), after: Array("Bench".utf8))
        guard firstFrame.count > width else {
            throw BenchError("the editor drew nothing: \(String(decoding: firstFrame, as: UTF8.self))")
        }
        var moveBytes: [Int] = []
        for _ in 0..<moves {
            write(master, "\t")
            moveBytes.append(read(master, untilQuietFor: .milliseconds(300)).count)
        }
        write(master, "q")
        _ = read(master, untilQuietFor: .milliseconds(300))
        let deadline = ContinuousClock.now + .seconds(5)
        while process.isRunning && ContinuousClock.now < deadline { usleep(10_000) }
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

    private static func write(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        _ = Glibc.write(fd, &bytes, bytes.count)
    }

    /// Everything the editor writes until it has been silent for `quiet`: one frame.
    private static func read(_ fd: Int32, untilQuietFor quiet: Duration, after marker: [UInt8] = [],
                             atMost limit: Duration = .seconds(20)) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = ContinuousClock.now + limit
        let quietMilliseconds = Int32(quiet.components.seconds * 1000 + quiet.components.attoseconds / 1_000_000_000_000_000)
        while ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            // Before the first byte (and the marker), wait as long as it takes; after, silence
            // ends the frame.
            let started = !received.isEmpty && (marker.isEmpty || contains(received, marker))
            let ready = poll(&descriptor, 1, started ? quietMilliseconds : 1000)
            if ready == 0 {
                if started { break }
                continue
            }
            guard ready > 0 else { break }
            let count = Glibc.read(fd, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        return received
    }

    private static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        return (0...(bytes.count - marker.count)).contains { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
    }
}
