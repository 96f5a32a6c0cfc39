#if canImport(Glibc)
import Glibc
#endif
import DemoIntents
import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore

/// Memory with a document open, measured in a process of its own (`shortcut-bench
/// memory-probe FILE`), so that nothing the other workloads allocated is counted.
enum MemoryProbe {
    struct Figures: Codable {
        /// Resident after the registry and an empty editor are set up.
        var emptyEditorKiB: Int
        /// Resident with the document open and its first frame drawn.
        var openKiB: Int
        /// The most the process was resident at any time (decoding included).
        var peakKiB: Int
        var actions: Int

        var bytesPerAction: Double { Double(openKiB - emptyEditorKiB) * 1024 / Double(max(1, actions)) }
        var peakBytesPerAction: Double { Double(peakKiB - emptyEditorKiB) * 1024 / Double(max(1, actions)) }
    }

    /// The probe itself: run in the child process.
    static func measure(file: URL, width: Int, height: Int) throws -> Figures {
        let registry = try DemoIntents.makeRegistry()
        var empty = EditorState(document: ShortcutDocument(name: "Empty"), registry: registry, fileLabel: "empty", width: width, height: height)
        _ = empty.update(.resize(width: width, height: height))
        _ = empty.render()
        let emptyKiB = residentKiB()
        let store = ShortcutStore(library: Library(root: file.deletingLastPathComponent().deletingLastPathComponent()))
        let opened = try store.open(file)
        var state = EditorState(document: opened.document, registry: registry, fileLabel: "bench", width: width, height: height)
        _ = state.update(.resize(width: width, height: height))
        let canvas = state.render()
        let open = residentKiB()
        withExtendedLifetime((state, canvas, opened, empty)) {}
        return Figures(emptyEditorKiB: emptyKiB, openKiB: open, peakKiB: ProcessStatus.kibibytes("VmHWM"), actions: state.document.actions.count)
    }

    /// Resident memory once the allocator has handed back what it holds free.
    private static func residentKiB() -> Int {
        _ = CLibrary.mallocTrim?(0)
        return ProcessStatus.kibibytes("VmRSS")
    }

    /// Runs the probe in a child process (this executable, `memory-probe FILE`).
    static func inChildProcess(file: URL, width: Int, height: Int) throws -> Figures {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["memory-probe", file.path, "--width", String(width), "--height", String(height)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("the memory probe failed with status \(process.terminationStatus)") }
        return try JSONDecoder().decode(Figures.self, from: data)
    }
}
