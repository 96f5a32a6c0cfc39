import Foundation
import IntentKit
import ShortcutModel

/// Everything that can happen to the editor. Results of work done outside `update` (queries,
/// saves, timers) come back as events too, so `update` stays pure; they are grouped as the
/// effects that ask for them are.
public enum EditorEvent: Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case paste(String)
    case resize(width: Int, height: Int)
    /// The answer to `EditorEffect.runQuery`; stale answers (an older `id`) are dropped.
    case queryResult(id: Int, Result<QueryAnswer, QueryFailure>)
    /// What the query `id` is waiting for, said in its picker instead of "Loading…"
    /// ("Starting MyIntents…").
    case queryWaiting(id: Int, note: String)
    case timer(TimerKind)
    /// The answers to `EditorEffect.file`.
    case file(FileAnswer)
    /// The answer to `EditorEffect.readHostLog`: the log's last lines, or why it cannot be read.
    case hostLog(host: String, Result<[String], QueryFailure>)
    /// What a run of the shortcut (`RunEffect.start`) did.
    case run(RunUpdate)
    /// The answer to `RunEffect.readOutput`: the value's kind and its whole text.
    case runOutput(action: UUID, kind: String, text: String)
    /// The answers to `EditorEffect.find`.
    case found(FoundAnswer)
    /// The answers to `EditorEffect.clipboard`.
    case clipboard(ClipboardAnswer)
    /// A library host's program was rebuilt, or failed to be (the shell watches their sources).
    case liveHost(LiveHostNews)
    /// The editor `EditorEffect.openInEditor` ran has ended: nil, or why it could not run.
    case outsideEditorEnded(failure: String?)
    /// What moving kept values in the library's other shortcuts did, in words.
    case valuesMoved(String)
}

/// What became of the work on the document's file.
public enum FileAnswer: Sendable {
    /// The answer to `FileEffect.save`.
    case saved(Result<Void, SaveFailure>)
    /// The recovery journal could not be written; unsaved edits are not yet safe.
    case journalFailed(String)
    /// The answer to `FileEffect.reload`: the file as it is now, or why it could not be read.
    case reloaded(Result<ShortcutDocument, SaveFailure>)
    /// The answer to a successful `FileEffect.saveElsewhere`: how the new file is named.
    case savedElsewhere(fileLabel: String)
}

/// What a search found.
public enum FoundAnswer: Sendable {
    /// The actions matching search `id`, in order.
    case matches(id: Int, matches: [Int])
    /// The answer to `FindEffect.uses` `id`: the actions using the variable, in order.
    case uses(id: Int, uses: [Int])
}

/// What became of the work on the clipboards.
public enum ClipboardAnswer: Sendable {
    /// The answer to `ClipboardEffect.read`: the copied actions, to paste where asked.
    case read(ClipboardContents, PasteRequest)
    /// The actions of `ClipboardEffect.copy` are on the clipboard; `toTerminal` says whether
    /// they were offered to the terminal's too (not when their text holds control characters,
    /// which a terminal would act on).
    case copied(count: Int, toTerminal: Bool = true)
    /// A copy could not be kept on the clipboard, and why.
    case failed(String)
}

/// What the clipboard held when a paste read it.
public enum ClipboardContents: Sendable, Equatable {
    case actions([ShortcutAction])
    /// Nothing has been copied in this library yet.
    case empty
    /// The clipboard could not be read; the reason names the file and the place.
    case failed(String)
}

/// Where a paste goes: after or before an action, named by identity because the clipboard is
/// read outside `update` and the actions may have moved by the time it answers. Nil: at the
/// end of a shortcut with no actions.
public struct PasteRequest: Sendable, Equatable {
    public var target: UUID?
    public var after: Bool

    public init(target: UUID?, after: Bool) {
        self.target = target
        self.after = after
    }
}

/// An option a query returned: the value, and how to show it.
public struct QueryOption: Sendable, Hashable {
    public var value: IntentValue
    public var title: String
    public var subtitle: String?
    /// The heading of the section it is listed under, when its provider gives sections.
    public var section: String?

    public init(value: IntentValue, title: String, subtitle: String? = nil, section: String? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
        self.section = section
    }
}

/// A query's answer for a picker: its options, and what the picker asks above them when the
/// provider says ("Which campsite?").
public struct QueryAnswer: Sendable, Hashable, ExpressibleByArrayLiteral {
    public var options: [QueryOption]
    public var prompt: String?

    public init(options: [QueryOption], prompt: String? = nil) {
        self.options = options
        self.prompt = prompt
    }

    public init(arrayLiteral options: QueryOption...) {
        self.init(options: options)
    }

    /// A provider's options, in its sections, under its prompt.
    public init(_ list: OptionsList) {
        self.init(options: list.sections.flatMap { section in
            section.items.map { QueryOption(value: $0.value, title: $0.title, subtitle: $0.subtitle, section: section.title) }
        }, prompt: list.prompt)
    }
}

public struct QueryFailure: Error, Sendable, Hashable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// Why a save did not happen, as the editor needs to present it.
public enum SaveFailure: Error, Sendable, Hashable {
    case changedOnDisk
    /// The file is read-only; the save was attempted `overriding` these (kept when the user
    /// then writes anyway).
    case readOnlyFile(overriding: SaveOverrides)
    case lockedElsewhere(String)
    case other(String)
}

public enum TimerKind: Sendable, Hashable {
    /// Write the recovery journal: scheduled after each change, so a burst of typing is
    /// journaled once.
    case journal
    /// A save has run for a while: the status line says it is under way.
    case saveProgress
}

/// What the shell learns of a host it rebuilds as its developer saves (`LiveHostBuilder`).
public enum LiveHostNews: Sendable {
    /// A build of `host` is under way; `progress` is its latest line ("[12/40] Compiling…");
    /// `reason` is why it started, when not a save ("sources changed 2 min after the last
    /// build"), said with its progress until it ends.
    case building(host: String, progress: String?, reason: String? = nil)
    /// It did not build (or the new program did not answer): the compiler's messages whole,
    /// and its output. The old program still serves.
    case failed(BuildReport)
    /// Built and answering: the registry read again with its new definitions, the build's
    /// report (its warnings, its output) when there was a build, and what lint says of each
    /// intent's summary, by intent — shown on their cards as Xcode shows a build's warnings.
    case reloaded(host: String, registry: IntentRegistry, intents: Int, build: BuildReport? = nil, summaryProblems: [String: [String]] = [:])
}
