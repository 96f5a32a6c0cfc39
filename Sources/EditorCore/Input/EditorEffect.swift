import Foundation
import IntentKit
import ShortcutModel

/// Work `update` asks for; the shell performs it and answers with events. Grouped by concern:
/// the file, the run, finding, the clipboard — each a small enum the shell hands to the part
/// of it that does that work.
public enum EditorEffect: Sendable, Equatable {
    /// The document's file, its copy and its journal.
    case file(FileEffect)
    /// The shortcut's run in the editor.
    case run(RunEffect)
    /// Searching the shortcut, and a variable's uses.
    case find(FindEffect)
    /// The clipboard the library shares, and what the terminal pastes.
    case clipboard(ClipboardEffect)
    /// Ask an entity query or an options provider for a picker; answered with `queryResult`.
    case runQuery(QueryRequest)
    /// Read the last lines of an intent host's log; answered with `hostLog`.
    case readHostLog(host: String)
    /// Open `file` at `line` in the developer's editor (`$VISUAL`, else `$EDITOR`, given
    /// `+LINE FILE`), the screen given to it until it ends; answered with `outsideEditorEnded`.
    case openInEditor(file: String, line: Int, column: Int)
    /// Move kept values to renamed parameters in every shortcut of the library but the one
    /// open (which the editor changed itself); answered with `valuesMoved`.
    case moveValuesInLibrary([ParameterMove])
    case schedule(TimerKind, afterSeconds: Double)
    case quit
}

/// Work on the document's file.
public enum FileEffect: Sendable, Equatable {
    /// Save the document; `overriding` what the user agreed to write over (a file changed on
    /// disk, a read-only file), and nothing else.
    case save(ShortcutDocument, overriding: SaveOverrides)
    /// Keep unsaved edits in the recovery journal: `changes` are those made since the last
    /// journal write, to append; nil when the journal must start again from the whole document
    /// (the document was replaced). The document comes along for when a snapshot is due.
    case writeJournal(ShortcutDocument, changes: [DocumentChange]?)
    case discardJournal
    /// Read the file again, dropping the edits (after a conflict); answered with `FileAnswer.reloaded`.
    case reload
    /// Save to another file — a library name, or a path — and edit that one from now on;
    /// answered with `FileAnswer.savedElsewhere` or a failed `FileAnswer.saved`.
    case saveElsewhere(ShortcutDocument, to: String)
}

/// Work on the shortcut's run; answered with `run` events.
public enum RunEffect: Sendable, Equatable {
    /// Run the document on its own task: pausing before the actions at `breakpoints`, before
    /// the first one when `stepping`, and before `stopAt`; the actions of `standIns` give the
    /// output typed for them earlier (JSON or text) instead of asking again.
    case start(ShortcutDocument, breakpoints: Set<Int>, stepping: Bool, stopAt: Int?, standIns: [UUID: String])
    /// Go on from a pause: to the next action when `step`, else to the next breakpoint or `stopAt`.
    case resume(step: Bool, stopAt: UUID?)
    /// The person's answer to the run's question; nil when they cancelled it.
    case answer(String?)
    /// The whole of what action `action` last gave in the run; answered with `runOutput`.
    case readOutput(action: UUID)
}

/// Finding in the shortcut, off the loop's thread.
public enum FindEffect: Sendable, Equatable {
    /// Find the actions of `document` (at `revision`) whose text contains `query`; answered
    /// with `FoundAnswer.matches` carrying `id`.
    case search(query: String, id: Int, document: ShortcutDocument, revision: Int)
    /// Find the actions of `document` that use a variable (`#`); answered with `FoundAnswer.uses`
    /// carrying `id`.
    case uses(VariableUse, id: Int, document: ShortcutDocument)
}

/// Work on the clipboards.
public enum ClipboardEffect: Sendable, Equatable {
    /// Keep `actions` on the clipboard the library shares, and offer them to the terminal's;
    /// answered with `ClipboardAnswer.copied`, or `ClipboardAnswer.failed` when they could not be kept.
    case copy([ShortcutAction])
    /// Read the actions of Apple's XML pasted into the terminal; answered with `ClipboardAnswer.read`.
    case readPasted(String, PasteRequest)
    /// Read the clipboard for a paste; answered with `ClipboardAnswer.read`.
    case read(PasteRequest)
}

/// What a save may write over, each only after the user said so: a save without them stops
/// and asks (`SaveFailure`).
public struct SaveOverrides: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Someone else's change to the file since it was read.
    public static let changesOnDisk = SaveOverrides(rawValue: 1)
    /// A file whose permissions say it is not to be written (mode 444); its mode is kept.
    public static let readOnlyFile = SaveOverrides(rawValue: 2)
}

/// A query for a picker's options.
public struct QueryRequest: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case suggestedEntities(type: String)
        case searchEntities(type: String, text: String)
        case allEntities(type: String)
        /// A parameter's options, for the action as it is being edited (`values`: what the
        /// provider's `IntentParameterDependency` reads).
        case dynamicOptions(intent: String, parameter: String, values: [String: IntentValue])
    }

    /// Increases with every request, so a late answer to an older one can be dropped.
    public var id: Int
    public var kind: Kind
    /// The action the picker chooses for, which an entity query's dependencies read.
    public var editing: EditedAction?

    public init(id: Int, kind: Kind, editing: EditedAction? = nil) {
        self.id = id
        self.kind = kind
        self.editing = editing
    }
}
