import Foundation
import IntentKit

/// The system's clipboard, for a run that asks for it (`run --system-clipboard`): through the
/// clipboard program the desktop has — `wl-copy`/`wl-paste` under Wayland, else `xclip`, else
/// `xsel` — found on `PATH`. Stored content stays in `storage`; only the clipboard changes.
public struct SystemClipboard: RunStorage {
    public let storage: any RunStorage
    let copy: [String]
    let paste: [String]
    /// How long the clipboard program may take: one waiting on a display that never answers
    /// is stopped, and the action fails saying so.
    let deadline: Duration

    /// The clipboard program on `path`, or nil when there is none.
    public init?(storage: any RunStorage, path: String = ProcessInfo.processInfo.environment["PATH"] ?? "",
                 deadline: Duration = .seconds(10)) {
        func find(_ name: String) -> String? {
            path.split(separator: ":").map { URL(localPath: String($0)).appendingPathComponent(name).path }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        if let copy = find("wl-copy"), let paste = find("wl-paste") {
            (self.copy, self.paste) = ([copy], [paste, "--no-newline"])
        } else if let xclip = find("xclip") {
            (self.copy, self.paste) = ([xclip, "-selection", "clipboard"], [xclip, "-selection", "clipboard", "-o"])
        } else if let xsel = find("xsel") {
            (self.copy, self.paste) = ([xsel, "--clipboard", "--input"], [xsel, "--clipboard", "--output"])
        } else {
            return nil
        }
        self.storage = storage
        self.deadline = deadline
    }

    /// The programs looked for, for the message when none is found.
    public static let programs = "wl-copy and wl-paste, xclip or xsel"

    public func storedContent(key: String, global: Bool, shortcut: String) throws -> RuntimeValue? {
        try storage.storedContent(key: key, global: global, shortcut: shortcut)
    }

    public func store(_ value: RuntimeValue?, key: String, global: Bool, shortcut: String) throws {
        try storage.store(value, key: key, global: global, shortcut: shortcut)
    }

    public func clipboard() async throws -> RuntimeValue {
        .text(String(decoding: try await run(paste, input: []), as: UTF8.self))
    }

    public func setClipboard(_ value: RuntimeValue) async throws {
        _ = try await run(copy, input: Array(value.text.utf8))
    }

    /// Runs the clipboard program; what it pastes may be as large as the run's bound.
    private func run(_ command: [String], input: [UInt8]) async throws -> [UInt8] {
        let name = URL(localPath: command[0]).lastPathComponent
        let (output, status) = try await BoundedProcess.run(command[0], arguments: Array(command.dropFirst()), input: input, holdingInput: false,
                                                            limit: RunLimits.standard.maximumSize, deadline: deadline, name: name)
        guard case .exited(0) = status else {
            throw ClipboardFailure(description: "\(name) ended with \(status)")
        }
        return output
    }
}

/// The clipboard program failed, in words.
public struct ClipboardFailure: Error, Sendable, CustomStringConvertible {
    public var description: String
}
