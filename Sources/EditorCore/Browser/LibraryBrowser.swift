import Foundation
import ShortcutModel

/// The first screen: the shortcuts in the library, to open, create, rename, duplicate or
/// delete. A pure state machine like the editor: file operations are effects the shell
/// performs, and the new listing comes back as an event.
public struct LibraryBrowser: Sendable {
    public enum Event: Sendable {
        case key(Key)
        case resize(width: Int, height: Int)
        /// The library's shortcuts, after start or after an operation.
        case listed([LibraryEntry])
        case failed(String)
        /// Text pasted into the terminal: an iCloud link imports its shortcut.
        case paste(String)
        /// Something done in the background to say (an import finished).
        case note(String)
    }

    public enum Effect: Sendable, Equatable {
        case list
        case open(URL)
        case create(name: String)
        case rename(URL, to: String)
        case duplicate(URL)
        /// To the trash; the shell says where it went so it can be restored.
        case delete(URL)
        /// A shortcut shared as an iCloud link, fetched into the library.
        case importLink(String)
        case quit
    }

    /// What the browser is doing besides listing.
    public enum Mode: Sendable, Equatable {
        case browsing
        case naming(TextField, renaming: URL?)
        case confirmingDelete(URL)
        /// `/`: typing narrows the list to the names that contain the text.
        case filtering(TextField)
    }

    /// Every shortcut of the library.
    public internal(set) var entries: [LibraryEntry] = [] { didSet { applyFilter() } }
    /// What the list is narrowed to (any case); empty for all.
    public internal(set) var filter = "" { didSet { applyFilter() } }
    /// The shortcuts listed: those whose names contain the filter. `selection` is among them.
    public private(set) var shown: [LibraryEntry] = []
    public internal(set) var selection = 0
    public internal(set) var mode = Mode.browsing
    public internal(set) var message: Message?
    public internal(set) var width: Int
    public internal(set) var height: Int
    public let libraryLabel: String
    /// Which keys run which commands, as in the editor.
    public var keymap = Keymap.standard

    public init(libraryLabel: String, width: Int, height: Int) {
        self.libraryLabel = libraryLabel
        self.width = width
        self.height = height
    }

    /// Says something on the message line, for what the shell learns outside `update`.
    public mutating func show(_ message: Message) {
        self.message = message
    }

    var selected: LibraryEntry? { shown.indices.contains(selection) ? shown[selection] : nil }

    private mutating func applyFilter() {
        let previous = shown.indices.contains(selection) ? shown[selection].url : nil
        shown = filter.isEmpty ? entries : entries.filter { $0.name.localizedCaseInsensitiveContains(filter) }
        selection = previous.flatMap { url in shown.firstIndex { $0.url == url } } ?? min(selection, max(0, shown.count - 1))
    }

    public mutating func update(_ event: Event) -> [Effect] {
        switch event {
        case let .resize(w, h):
            width = max(0, w)
            height = max(0, h)
            return []
        case .listed(let newEntries):
            entries = newEntries
            return []
        case .failed(let reason):
            message = .error(reason)
            return []
        case .note(let text):
            message = .info(text)
            return []
        case .key(let key):
            return handle(key)
        case .paste(let text):
            return paste(text)
        }
    }

    /// Pasted text goes where typing would: into a name or the filter being typed; in the
    /// list, an iCloud link (`https://www.icloud.com/shortcuts/…`) is imported.
    private mutating func paste(_ text: String) -> [Effect] {
        switch mode {
        case .naming(var field, let renaming):
            field.insert(text)
            mode = .naming(field, renaming: renaming)
        case .filtering(var field):
            field.insert(text)
            mode = .filtering(field)
            filter = field.text
            selection = 0
        case .confirmingDelete:
            break
        case .browsing:
            let link = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard link.lowercased().contains("icloud.com/shortcuts/"), !link.contains("\n") else {
                message = .info("To add a shared shortcut, paste its iCloud link (https://www.icloud.com/shortcuts/…).")
                return []
            }
            message = .info("Fetching the shared shortcut…")
            return [.importLink(link)]
        }
        return []
    }

    private mutating func handle(_ key: Key) -> [Effect] {
        let command = keymap.command(for: key, in: keyMode)
        switch mode {
        case .naming(var field, let renaming):
            switch command.flatMap(AnswerCommand.init) {
            case .cancel?:
                mode = .browsing
            case .confirm?:
                let name = field.text.trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else {
                    message = .error("A shortcut needs a name.")
                    return []
                }
                mode = .browsing
                message = nil
                if let renaming { return [.rename(renaming, to: name)] }
                return [.create(name: name)]
            case nil:
                _ = field.handle(key, keymap: keymap)
                mode = .naming(field, renaming: renaming)
            }
            return []
        case .filtering(var field):
            switch command.flatMap(AnswerCommand.init) {
            case .cancel?:
                mode = .browsing
                filter = ""
            case .confirm?:
                // The narrowed list stays, to move in and open; Esc or / again changes it.
                mode = .browsing
            case nil:
                _ = field.handle(key, keymap: keymap)
                mode = .filtering(field)
                filter = field.text
                selection = 0
            }
            return []
        case .confirmingDelete(let url):
            mode = .browsing
            if command.flatMap(ConfirmDeleteCommand.init) == .yes {
                message = .info("Moved to the trash.")
                return [.delete(url)]
            }
            message = nil
            return []
        case .browsing:
            message = nil
            guard let command = command.flatMap(BrowserCommand.init) else { return [] }
            return run(command)
        }
    }

    /// The commands of the browsing mode.
    private mutating func run(_ command: BrowserCommand) -> [Effect] {
        switch command {
        case .next: selection = min(selection + 1, max(0, shown.count - 1))
        case .previous: selection = max(0, selection - 1)
        case .first: selection = 0
        case .last: selection = max(0, shown.count - 1)
        case .filterList: mode = .filtering(TextField(filter))
        case .open:
            guard let selected else { break }
            if let problem = selected.problem {
                message = .error(problem)
                return []
            }
            return [.open(selected.url)]
        case .new: mode = .naming(TextField(), renaming: nil)
        case .rename:
            if let selected { mode = .naming(TextField(selected.name), renaming: selected.url) }
        case .duplicate:
            if let selected { return [.duplicate(selected.url)] }
        case .delete:
            if let selected { mode = .confirmingDelete(selected.url) }
        case .quit where !filter.isEmpty:
            // The first Esc (or q) shows every shortcut again; the next one quits.
            filter = ""
        case .quit: return [.quit]
        }
        return []
    }
}

/// The commands of the library browser's list.
enum BrowserCommand: String, LayerCommand {
    case next, previous, first, last, open, new, rename, duplicate, delete, quit
    case filterList = "filter"
}

/// Confirming a move to the trash: `yes`, or any other key to keep it.
enum ConfirmDeleteCommand: String, LayerCommand {
    case yes
}
