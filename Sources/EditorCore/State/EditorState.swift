import Foundation
import IntentKit
import ShortcutModel

/// Everything the editor shows and remembers. A value: `update` changes it, `render` draws it.
///
/// Its parts are few on purpose: the document's history, what it is given, the file, what the
/// layouts read, the focus and the scroll, the layers over the cards, the message, the
/// breakpoints, two caches and the requests awaited. A new overlay is a layer (see
/// `EditorLayer`), not another property here.
public struct EditorState: Sendable {
    /// The document, its structure and its edits: changed only through `History`'s methods.
    var history: History { didSet { layouts.removeAll() } }
    /// The registry, the display context, the keymap and the identifier source.
    var environment: EditorEnvironment
    /// The file's label, saves, recovered draft and lock.
    var file: FileSession
    /// The size, the open Show More lists and the folds: what a card's layout reads.
    var presentation: CardPresentation { didSet { layouts.removeAll() } }
    public internal(set) var focus = Focus(action: 0)
    public internal(set) var scroll = ScrollPosition()
    /// The overlays, the search, the selection and the run's panel, over the cards.
    var layers = LayerStack()
    public internal(set) var message: Message?
    /// The actions a run pauses before, by id (they follow moves).
    public internal(set) var breakpoints: Set<UUID> = []
    var summaries = SummaryCache()
    /// Layouts of the cards shown, emptied by any change to what a layout reads (the
    /// observers above), filled by `update` for the cards it shows.
    var layouts = LayoutCache()
    /// The ids of requests to the shell, and the copy being written.
    var requests = OutstandingRequests()

    /// An editor on `document`, focused on its first action. `structure`, when given, is the
    /// document's own (`DocumentStructure(document)`), built by the thread that read it so that
    /// the one that draws does not stop to build it.
    public init(document: ShortcutDocument, structure: DocumentStructure? = nil, registry: IntentRegistry, fileLabel: String,
                width: Int, height: Int, displayContext: DisplayContext = .current,
                identifiers: IdentifierSource = .random()) {
        history = History(document: document, structure: structure)
        environment = EditorEnvironment(registry: registry, displayContext: displayContext, identifiers: identifiers)
        file = FileSession(label: fileLabel)
        presentation = CardPresentation(width: width, height: height)
        focus = Focus(action: 0, slot: nil)
        focusFirstSlot()
    }

    public var document: ShortcutDocument { history.document }
    /// Blocks, depths, positions and output names: rebuilt when the action list or a
    /// structural parameter changes, read by every frame.
    public var structure: DocumentStructure { history.structure }
    /// Whether the document differs from what the file holds.
    public var isDirty: Bool { history.isDirty }
    public var registry: IntentRegistry { environment.registry }
    public var displayContext: DisplayContext { environment.displayContext }
    /// Which keys run which commands: the standard table, or as the user's config changed it.
    public var keymap: Keymap {
        get { environment.keymap }
        set { environment.keymap = newValue }
    }
    /// How the file is named in the header ("~/…/Plan a Hike.shortcut.json").
    public var fileLabel: String {
        get { file.label }
        set { file.label = newValue }
    }
    public internal(set) var width: Int {
        get { presentation.width }
        set { presentation.width = newValue }
    }
    public internal(set) var height: Int {
        get { presentation.height }
        set { presentation.height = newValue }
    }
    /// Actions whose Show More list is open.
    public var expanded: Set<UUID> { presentation.expanded }
    /// Blocks folded, by their start's identity.
    public var folded: Set<UUID> { presentation.folded }
    /// Who signed the file, when it is a signed shortcut: saving then writes an unsigned copy,
    /// never the original.
    public var signer: String? { file.saving.signer }
    /// Whether a save is being written.
    public var isSaving: Bool { file.saving.isSaving }
    /// Opened while another editor has it: nothing is changed or saved here.
    public var isReadOnly: Bool { file.isReadOnly }
    /// Keys typed before the question on screen was, not applied (`FileSession`).
    public var typedAheadNotApplied: Int { file.typedAheadNotApplied }
    /// How many summaries are cached: what the scale tests watch.
    var cachedSummaryCount: Int { summaries.count }

    /// Says something on the message line, for what the shell learns outside `update`
    /// (problems found while opening the document).
    public mutating func show(_ message: Message) {
        self.message = message
    }

    /// Opened from a signed shortcut: Ctrl-S asks where to write an unsigned copy.
    public mutating func markSigned(by signer: String, copyPath: String) {
        file.saving.markSigned(by: signer, copyPath: copyPath)
        file.label += " · signed: " + signer
    }

    /// Asks what to do about another editor's lock; read-only until answered.
    public mutating func offerLockChoice(holder: String) {
        file.isReadOnly = true
        prompt = .lockedElsewhere(holder: holder)
    }

    /// Counts `count` more keys typed before the question on screen was, not applied; said
    /// with the question.
    public mutating func setAside(typedAheadKeys count: Int) {
        file.typedAheadNotApplied = prompt == nil ? 0 : file.typedAheadNotApplied + count
    }

    /// Offers edits a crashed or interrupted session left in the recovery journal.
    public mutating func offerRecovery(of draft: ShortcutDocument, journaledAt: Date) {
        file.recoveredDraft = draft
        prompt = .recoverDraft(journaledAt: journaledAt)
    }

    /// Puts a recovered draft in place of the document as read from disk: dirty, since the
    /// file does not hold it, and with no history to undo into.
    mutating func restore(_ draft: ShortcutDocument) {
        resetHistory(to: draft, isDirty: true)
        presentation.expanded = []
        presentation.folded = []
        scroll = ScrollPosition()
        focus = Focus(action: 0, slot: nil)
        focusFirstSlot()
    }

    /// `document` in place of the one edited, with no history (`History.reset`), and no
    /// summary cached from the old one.
    mutating func resetHistory(to document: ShortcutDocument, isDirty: Bool) {
        history.reset(to: document, isDirty: isDirty)
        summaries = SummaryCache()
    }

    public var canUndo: Bool { history.canUndo }
    public var canRedo: Bool { history.canRedo }
}

/// A line at the bottom: a confirmation, or an error that says what went wrong.
public struct Message: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case info, error }
    public var kind: Kind
    public var text: String

    public static func info(_ text: String) -> Message { Message(kind: .info, text: text) }
    public static func error(_ text: String) -> Message { Message(kind: .error, text: text) }
}

/// Resolved summaries by action, computed when an action is first shown and dropped when its
/// values change: the evaluator runs for what is on screen, not for the whole shortcut.
struct SummaryCache: Sendable {
    private var entries: [UUID: ResolvedSummary] = [:]

    subscript(id: UUID) -> ResolvedSummary? {
        get { entries[id] }
        set { entries[id] = newValue }
    }

    mutating func invalidate(_ id: UUID) { entries[id] = nil }

    var count: Int { entries.count }
}

extension EditorState {
    /// The summary of an action, from the cache or evaluated now.
    func summary(of index: Int) -> ResolvedSummary? {
        guard document.actions.indices.contains(index) else { return nil }
        let action = document.actions[index]
        if let cached = summaries[action.id] { return cached }
        return definition(of: index)?.resolveSummary(values: action.values, context: displayContext)
    }

    /// Evaluates and caches the summary of an action (update calls this for what it lays out).
    mutating func cacheSummary(of index: Int) {
        guard document.actions.indices.contains(index) else { return }
        let id = document.actions[index].id
        if summaries[id] == nil, let summary = summary(of: index) { summaries[id] = summary }
    }

    /// Focuses the first action's first place.
    private mutating func focusFirstSlot() {
        focus.slot = slotsCachingSummary(of: 0).first
    }

    /// The places of an action the focus goes to, its summary kept in the cache on the way:
    /// the card is drawn next, and its places, its layout and the frame all read the summary
    /// (resolved by each before, three or four times a card).
    mutating func slotsCachingSummary(of index: Int) -> [Slot] {
        cacheSummary(of: index)
        return slots(of: index)
    }

    /// The focusable places of an action, in reading order.
    func slots(of index: Int) -> [Slot] {
        // A block's middle and end parts show one line and take no values of their own.
        if blockPartTitle(index) != nil { return [] }
        guard let summary = summary(of: index) else { return [] }
        var seen: Set<String> = []
        var slots = summary.placeholders.filter { seen.insert($0.id).inserted }.map { Slot(parameter: $0.id) }
        if document.actions.indices.contains(index), expanded.contains(document.actions[index].id) || showsRows(index) {
            slots += summary.showMore.map { Slot(parameter: $0.id, inShowMore: true) }
        }
        return slots
    }

    /// The action's definition: the registry's, or a stand-in made from its values when no
    /// catalog describes it (an Apple built-in this version does not know yet, say).
    func definition(of index: Int) -> IntentDefinition? {
        guard document.actions.indices.contains(index) else { return nil }
        let action = document.actions[index]
        return registry.definition(ofActionAt: index, in: document.actions, structure: structure)?.includingValues(action.values)
            ?? .standIn(identifier: action.intent, values: action.values)
    }

    /// The action's title, for its card: a lookup, not a definition built per frame.
    func title(of index: Int) -> String {
        let action = document.actions[index]
        return registry.definition(for: action)?.title ?? IntentDefinition.humanizedTitle(of: action.intent)
    }

    /// What the card says after the title of an action Shortcuts no longer offers.
    /// Or of one its app has deprecated: the app's message and the replacement.
    func discontinuedNote(of index: Int) -> String? {
        guard let definition = registry.definition(for: document.actions[index]) else { return nil }
        if let deprecation = definition.deprecation { return deprecation.note }
        guard let discontinuation = definition.discontinuation else { return nil }
        return "no longer in Shortcuts" + (discontinuation.replacement.map { " — see \($0)" } ?? "")
    }

    /// What the card says of values whose parameter a developer's intent no longer has (renamed
    /// since the shortcut was saved): kept in the document, as `lint` says. Only for intents
    /// declared in Swift or served by a host; Apple's catalogs leave bookkeeping keys out.
    func keptValuesNote(of index: Int) -> String? {
        let action = document.actions[index]
        guard registry.liveHost(of: action.intent) != nil || registry.isDeclaredInSwift(action.intent),
              let definition = registry.definition(for: action) else { return nil }
        let orphans = action.values.keys
            .filter { key in !definition.parameters.contains { $0.id == key } && !IntentDefinition.isBookkeeping(key) }.sorted()
        guard !orphans.isEmpty else { return nil }
        let names = orphans.map { "\"\($0)\"" }.joined(separator: ", ")
        return orphans.count == 1 ? "no parameter \(names); its value is kept" : "no parameters \(names); their values are kept"
    }

    /// Whether the action's definition is a stand-in, made from its values.
    func isStandIn(_ index: Int) -> Bool {
        document.actions.indices.contains(index) && registry.definition(for: document.actions[index]) == nil
    }

    /// Whether the action shows its parameters as rows, always open: it has no sentence (a
    /// stand-in, or a built-in action Apple gives no summary, such as Text or Comment).
    func showsRows(_ index: Int) -> Bool {
        summary(of: index)?.hasNoSentence ?? false
    }
}
